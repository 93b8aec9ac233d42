/*
 * What /login says to someone a page sent there on purpose, named in its address (`/login?notice=…`): the
 * page that sent them has ended the session, so nothing but the address can carry it.
 */

const NOTICE_PARAMETER = 'notice';

const LOGIN_NOTICES = ['account-deleted', 'changes-waiting'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/** /login's address saying the notice. */
export const loginPathWithNotice = (notice: LoginNotice) =>
  `/login?${new URLSearchParams({ [NOTICE_PARAMETER]: notice })}`;

/** The notice /login's query (`search`, with or without its '?') names, or null for none it knows. */
export function loginNoticeOf(search: string): LoginNotice | null {
  const notice = new URLSearchParams(search).get(NOTICE_PARAMETER);
  return LOGIN_NOTICES.find((known) => known === notice) ?? null;
}
