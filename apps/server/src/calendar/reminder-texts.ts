import type { Language } from '@wayfarer/core';
import { messagesOf } from '../i18n/messages';
import type { DatedItem } from './dated-items';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Thursday, June 10, 2027' for '2027-06-10' in English, 'quinta-feira, 10 de junho de 2027' in Portuguese. */
function longDay(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** What a reminder says, in the bell and in the mail, in the language of the person reminded. */
export function reminderTexts(
  item: Pick<DatedItem, 'kind' | 'title' | 'tripCity'>,
  day: string,
  daysBefore: number,
  language: Language,
): { title: string; body: string } {
  const { reminders } = messagesOf(language);
  const howSoon = reminders.howSoon(daysBefore);
  const when = `${howSoon}, ${longDay(day, reminders.locale)}`;
  const ofTrip = item.tripCity ? reminders.ofTrip(item.tripCity) : '';
  switch (item.kind) {
    case 'task':
      return {
        title: reminders.taskTitle(howSoon, item.title),
        body: reminders.taskBody(item.title, ofTrip, when),
      };
    case 'list':
      return {
        title: reminders.listTitle(howSoon, item.title),
        body: reminders.listBody(item.title, ofTrip, when),
      };
    case 'trip':
      return {
        title: reminders.tripTitle(item.title, howSoon),
        body: reminders.tripBody(item.title, when),
      };
  }
}
