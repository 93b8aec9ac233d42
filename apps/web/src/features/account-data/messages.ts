import type { Message } from '../../components/ui/message-box';
import { ApiRequestError } from '../../lib/api-client';

/** A 401: the session ended (expired or revoked elsewhere), so the user signs in again. */
export const isSessionOver = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** The user cancelled the download. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const noConnection = 'The server could not be reached. Check your connection and try again.';

/** Why the download failed, in the user's terms. */
export function downloadFailure(error: unknown): Message {
  const title = 'Your data was not downloaded';
  if (error instanceof ApiRequestError && error.status === 0) {
    return { type: 'server_error', title, text: noConnection };
  }
  return { type: 'server_error', title, text: 'Something went wrong on our side. Please try again.' };
}

/** Why the account was not deleted: on the password field, or in a message over the form. */
export type DeletionFailure = { field: string } | { message: Message };

export function deletionFailure(error: unknown): DeletionFailure {
  const title = 'Your account was not deleted';
  if (!(error instanceof ApiRequestError)) {
    return { message: { type: 'server_error', title, text: 'Please try again.' } };
  }
  if (error.code === 'wrong_password') return { field: 'That password is not right.' };
  if (error.code === 'wrong_credential') {
    return {
      message: {
        type: 'error',
        title,
        text: 'That Google account is not the one you sign in with. Choose the account of this e-mail.',
      },
    };
  }
  if (error.status === 0) return { message: { type: 'server_error', title, text: noConnection } };
  // 429 (with the wait), 404 (Google sign-in is off) and 503 (Google unreachable): the server says why.
  if (error.status === 429 || error.status === 404 || error.status === 503) {
    return { message: { type: 'error', title, text: error.message } };
  }
  return {
    message: { type: 'server_error', title, text: 'Something went wrong on our side. Please try again.' },
  };
}
