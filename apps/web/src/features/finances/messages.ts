import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';

/** The trip's goals and costs as a viewer of the trip sees them (read at call time: the language may change). */
export const sharedFinanceTexts = () =>
  ({
    viewerNotice: { type: 'attention', ...messages().finances.viewerNotice },
  }) as const satisfies Record<string, Message>;

export type FailedAction = 'save' | 'delete' | 'load';

const titleOf = (action: FailedAction): string => {
  const t = messages().finances.failure;
  return { save: t.notSaved, delete: t.notDeleted, load: t.notLoaded }[action];
};

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The message a failed finance call shows. The server's own words for what it refused (a 4xx names
 * the bad value); a plain retry advice when it failed or could not be reached. Nothing was changed.
 */
export function failureMessage(error: unknown, action: FailedAction): Message {
  const t = messages().finances.failure;
  const title = titleOf(action);
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  if (refused) return { type: 'error', title, text: t.refused(sentence(error.message)) };
  return {
    type: 'server_error',
    title,
    text: action === 'load' ? t.unreachableLoad : t.unreachable,
  };
}
