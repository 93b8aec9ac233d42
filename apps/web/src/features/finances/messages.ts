import type { Message } from '../../components/ui/message-box';
import { ApiRequestError } from '../../lib/api-client';

/** The trip's goals and costs as a viewer of the trip sees them. */
export const sharedFinanceTexts = {
  viewerNotice: {
    type: 'attention',
    title: 'You are a viewer of this trip.',
    text: 'Only its owner and editors can add or change its goals and costs. Your entrances and domestic goals and costs stay yours to change.',
  },
} as const satisfies Record<string, Message>;

export type FailedAction = 'save' | 'delete' | 'load';

const titles: Record<FailedAction, string> = {
  save: 'Not saved',
  delete: 'Not deleted',
  load: 'Your finances could not be loaded',
};

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The message a failed finance call shows. The server's own words for what it refused (a 4xx names
 * the bad value); a plain retry advice when it failed or could not be reached. Nothing was changed.
 */
export function failureMessage(error: unknown, action: FailedAction): Message {
  const title = titles[action];
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  if (refused) return { type: 'error', title, text: `${sentence(error.message)} Nothing was changed.` };
  return {
    type: 'server_error',
    title,
    text:
      action === 'load'
        ? 'The server could not be reached. Please try again.'
        : 'The server could not be reached. Nothing was changed; please try again.',
  };
}
