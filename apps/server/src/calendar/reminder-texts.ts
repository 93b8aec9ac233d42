import { formatCalendarDay, type CalendarDay, type Language } from '@wayfarer/core';
import { messagesOf } from '../i18n/messages';
import type { DatedItem } from './dated-items';

/**
 * What a reminder says, in the bell and in the mail, in the language of the person reminded: how soon
 * the day is for them (`daysAhead` from their today: 0 today, 1 tomorrow), and the day in full, its
 * weekday the day's own ('Thursday, June 10, 2027', 'quinta-feira, 10 de junho de 2027').
 */
export function reminderTexts(
  item: Pick<DatedItem, 'kind' | 'title' | 'tripCity'>,
  day: CalendarDay,
  daysAhead: number,
  language: Language,
): { title: string; body: string } {
  const { reminders } = messagesOf(language);
  const howSoon = reminders.howSoon(daysAhead);
  const when = `${howSoon}, ${formatCalendarDay(day, reminders.locale, { dateStyle: 'full' })}`;
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
