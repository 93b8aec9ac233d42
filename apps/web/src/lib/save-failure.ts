import type { Message } from '../components/ui/message-box';
import { ApiRequestError } from './api-client';

/** What a form says when its save was refused (the server's reason) or never arrived. */
export function saveFailure(title: string, error: unknown): Message {
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      type: 'server_error',
      title,
      text: 'The server could not be reached. Check your connection and try again.',
    };
  }
  if (error instanceof ApiRequestError && error.status < 500)
    return { type: 'error', title, text: error.message };
  return { type: 'server_error', title, text: 'Something went wrong on our side. Try again in a moment.' };
}
