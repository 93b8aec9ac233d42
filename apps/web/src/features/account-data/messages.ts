import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';

/** A 401: the session ended (expired or revoked elsewhere), so the user signs in again. */
export const isSessionOver = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** The user cancelled the download. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Why the download failed, in the user's terms. */
export function downloadFailure(error: unknown): Message {
  const { accountData: t } = messages();
  const title = t.download.notDone;
  if (error instanceof ApiRequestError && error.status === 0) {
    return { type: 'server_error', title, text: t.failures.noConnection };
  }
  return { type: 'server_error', title, text: t.failures.ourSide };
}

/** Why the account was not deleted: on the password field, or in a message over the form. */
export type DeletionFailure = { field: string } | { message: Message };

export function deletionFailure(error: unknown): DeletionFailure {
  const { accountData: t } = messages();
  const title = t.deletion.notDone;
  if (!(error instanceof ApiRequestError)) {
    return { message: { type: 'server_error', title, text: t.failures.tryAgain } };
  }
  if (error.code === 'wrong_password') return { field: t.deletion.wrongPassword };
  if (error.code === 'wrong_credential') {
    return { message: { type: 'error', title, text: t.deletion.wrongGoogleAccount } };
  }
  if (error.status === 0) {
    return { message: { type: 'server_error', title, text: t.failures.noConnection } };
  }
  // 429 (with the wait), 404 (Google sign-in is off) and 503 (Google unreachable): the server says why.
  if (error.status === 429 || error.status === 404 || error.status === 503) {
    return { message: { type: 'error', title, text: error.message } };
  }
  return { message: { type: 'server_error', title, text: t.failures.ourSide } };
}
