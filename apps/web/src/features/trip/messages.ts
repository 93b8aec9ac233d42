import type { Message } from '../../components/ui/message-box';
import { ApiRequestError } from '../../lib/api-client';

export const tripMessages = {
  saved: { type: 'success', title: 'Trip saved!', text: 'Your dashboard now follows the new details.' },
} as const satisfies Record<string, Message>;

/** Why a trip save failed, in the user's terms. */
export function tripSaveFailure(error: unknown): Message {
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      type: 'server_error',
      title: 'No connection',
      text: 'The server could not be reached. Check your connection and try again.',
    };
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    return { type: 'error', title: 'Trip not saved', text: error.message };
  }
  return { type: 'server_error', title: 'Trip not saved', text: 'Please to try again.' };
}

/** A 401: the session ended (expired or revoked elsewhere), so the user signs in again. */
export const isSessionOver = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
