import type { Message } from '../components/ui/message-box';
import { messages } from '../i18n/language';
import { ApiRequestError } from './api-client';

/** What a form says when its save was refused (the server's reason) or never arrived. */
export function saveFailure(title: string, error: unknown): Message {
  const texts = messages().errors.save;
  if (error instanceof ApiRequestError && error.status === 0) {
    return { type: 'server_error', title, text: texts.unreachable };
  }
  if (error instanceof ApiRequestError && error.status < 500)
    return { type: 'error', title, text: error.message };
  return { type: 'server_error', title, text: texts.ourSide };
}
