import type { CalendarDay } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import type { Messages } from '@/i18n/catalogue';
import { formats, type Formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';
import { rateDayText } from './money';

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

/**
 * Why the rate of an amount in the trip currency must be typed. No rate for the item's day names that
 * day as the reader writes dates; a goal's (no day) or any other refusal in the server's own words; a
 * plain advice when the server could not be asked. In the language drawn in unless told.
 */
export function rateUnavailableText(
  error: unknown,
  away: string,
  home: string,
  day: CalendarDay | undefined,
  words: Messages['finances']['amount'] = messages().finances.amount,
  format: Formats = formats(currentLanguage()),
): string {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500)
    return words.unavailable;
  if (error.code === 'rate_unavailable' && day !== undefined) {
    return words.unavailableOn(away, home, rateDayText(format, day));
  }
  return error.message;
}
