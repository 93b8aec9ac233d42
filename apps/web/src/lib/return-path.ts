import type { KeyValueStorage } from './session';

/*
 * Where a sign-in comes back to: a page that sent its reader to /login (an invitation, say) names itself
 * in /login's address, `/login?next=/invitation/…`, and the sign-in goes there instead of the dashboard.
 * A registration cannot carry it along: it ends in the mailed confirmation link, opened in another tab,
 * which leads to /login again. So the register form keeps the page in local storage for that next
 * sign-in, for as long as the confirmation link lives.
 */

/** The query parameter of /login naming where to come back to. */
export const NEXT_PARAMETER = 'next';
const STORAGE_KEY = 'wayfarer.return-to';
/** As long as the mailed confirmation link works (48 hours). */
export const REMEMBERED_FOR_MS = 48 * 3_600_000;
const MAX_PATH_LENGTH = 300;
/** The longest address the forms take (RFC 5321's path). */
const MAX_EMAIL_LENGTH = 254;

/**
 * The path if it is one of this app's own pages: it starts with one '/', not '//' or '/\' (which a
 * browser reads as another host), and holds no control character or space. Anything else is refused,
 * so that a crafted link to /login cannot send a fresh sign-in to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_PATH_LENGTH) return null;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return null;
  // Nor back to the sign-in itself.
  if (/^\/login(?:[/?#]|$)/i.test(value)) return null;
  return value;
}

/** /login's address that comes back to `path` once signed in; `register` opens the Register tab. */
export function loginPathReturningTo(path: string, { register = false } = {}): string {
  const query = new URLSearchParams({ [NEXT_PARAMETER]: path });
  if (register) query.set('tab', 'register');
  return `/login?${query}`;
}

/** The safe return path /login's query names (`search` with or without its '?'), or null. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAMETER));
}

/** Whether /login's query asks for the Register tab. */
export const wantsRegisterTab = (search: string) => new URLSearchParams(search).get('tab') === 'register';

/**
 * What a page sending its reader to /login knows of them: the address an invitation is for, which the
 * forms start with. It travels in the history entry's state, not in /login's address, so that the address
 * is never written in a server's log or in a link passed on.
 */
export interface LoginPrefill {
  email: string;
}

/** The e-mail address a history entry's state holds for /login's forms; '' when it holds none. */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state;
  return typeof email === 'string' && email.length <= MAX_EMAIL_LENGTH ? email : '';
}

interface Remembered {
  path: string;
  until: number;
}

/** Keeps the path for the next sign-in, in another tab too (the confirmation link's). Storage may refuse. */
export function rememberReturnPath(path: string, storage: KeyValueStorage, now = Date.now()): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  const remembered: Remembered = { path: safe, until: now + REMEMBERED_FOR_MS };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(remembered));
  } catch {
    // Without storage the sign-in lands on the dashboard, as it would have.
  }
}

function rememberedPath(storage: KeyValueStorage, now: number): string | null {
  try {
    const text = storage.getItem(STORAGE_KEY);
    if (!text) return null;
    const { path, until } = JSON.parse(text) as Partial<Remembered>;
    return typeof until === 'number' && until > now && typeof path === 'string' ? safeReturnPath(path) : null;
  } catch {
    return null;
  }
}

/**
 * The page a registration remembered for the next sign-in, left in place for that sign-in: where the
 * confirmation page's 'Go to login' leads back to, so /login says what the sign-in is for.
 */
export const rememberedReturnPath = (storage: KeyValueStorage, now = Date.now()): string | null =>
  rememberedPath(storage, now);

/**
 * Where the sign-in that is happening goes instead of the dashboard: /login's `next`, else the page a
 * registration remembered. Either way the remembered one is forgotten: it is used once.
 */
export function takeReturnPath(search: string, storage: KeyValueStorage, now = Date.now()): string | null {
  const path = returnPathOf(search) ?? rememberedPath(storage, now);
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept, then.
  }
  return path;
}
