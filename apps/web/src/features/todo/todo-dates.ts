import { formatCalendarDay, noonUtcOf, type CalendarDay } from '@wayfarer/core';
import { isPlausibleDay } from '@/lib/calendar-day';
import { currentLanguage } from '@/i18n/language';

/*
 * Dates of the board. A list's date is a day (`dateDay`), the same for every member wherever they are;
 * the wire's epoch ms beside it are noon UTC of that day. Lateness is judged by day: a list due today is
 * not late yet, one due yesterday is. The add form starts at today (spec section 5's "now").
 */

const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { ...DAY_FORMAT, hour: '2-digit', minute: '2-digit' };

/** Late: the list's day is before today. */
export function isLate(day: CalendarDay, today: CalendarDay): boolean {
  return day < today;
}

/** 'Mar 12, 2026' (in the language the app is drawn in by default; '12 Mar 2026' in en-GB). */
export function formatListDate(day: CalendarDay, locale: string = currentLanguage()): string {
  return formatCalendarDay(day, locale, DAY_FORMAT);
}

/** Made once per locale: a formatter costs far more to make than to use, and a list has many comments. */
const commentFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 12, 2026, 02:05 PM': when a comment was written, an instant, in the reader's zone. */
export function formatCommentDate(date: number, locale: string = currentLanguage()): string {
  let formatter = commentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_TIME_FORMAT);
    commentFormatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/** A list's date as a form holds it and a write sends it: the day, and noon UTC of it (0 for none). */
export interface ListDate {
  date: number;
  /** '' while the date input holds no whole day. */
  dateDay: CalendarDay;
}

/** The list date a date input's value stands for; none for a cleared or impossible value. */
export function listDateOf(value: string): ListDate {
  return isPlausibleDay(value) ? { date: noonUtcOf(value), dateDay: value } : { date: 0, dateDay: '' };
}
