import { TZDate } from '@date-fns/tz/date';

/*
 * A calendar day is a day: 'YYYY-MM-DD', the same for every reader in every zone. The trip's day, a
 * list's date, an entrance's and a cost's date are days; only where the wire has epoch milliseconds (the
 * spec's, which the seed's original client sends and reads) is a day an instant, and then it is read as
 * the day its author meant and answered as noon UTC of that day, which every zone from UTC−11 to UTC+11
 * reads as that same day. Never turn one into the other through the zone a process happens to run in.
 */

/** 'YYYY-MM-DD': strings of fixed width, so days sort and compare as text. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const NOON_MS = 12 * 3_600_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The year, month (1–12) and day of the month of a day. */
function partsOf(day: CalendarDay): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

/** The day an instant falls on in a time zone. */
export function dayIn(ms: number, timeZone: string): CalendarDay {
  const date = new TZDate(ms, timeZone);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day as the wire's epoch milliseconds: noon UTC of it. */
export function noonUtcOf(day: CalendarDay): number {
  const [year, month, date] = partsOf(day);
  const noon = new Date(Date.UTC(2000, month - 1, date, 12));
  // Date.UTC takes the years 0–99 as 1900–1999.
  noon.setUTCFullYear(year);
  return noon.getTime();
}

/**
 * The day a date sent as epoch milliseconds means: the day it falls on in its author's zone (where a
 * person picks a day, a client sends that day's local midnight, or the moment they saved it), unless it
 * is noon UTC exactly, which is a day this server answered and the client sent back as it was.
 */
export function dayOfSentDate(ms: number, authorZone: string): CalendarDay {
  if (((ms % DAY_MS) + DAY_MS) % DAY_MS === NOON_MS) return dayIn(ms, 'UTC');
  return dayIn(ms, authorZone);
}

/** The day `count` days after `day` (before it, for a negative count). */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  return dayIn(noonUtcOf(day) + count * DAY_MS, 'UTC');
}

/** The days from `from` to `to`: 1 from today to tomorrow, negative when `to` came first. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((noonUtcOf(to) - noonUtcOf(from)) / DAY_MS);
}

/** The day of the week of a day, 0 for Sunday to 6 for Saturday, the same in every zone. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(noonUtcOf(day)).getUTCDay();
}

/** Today, where the reader is. */
export const todayIn = (timeZone: string, now: number = Date.now()): CalendarDay => dayIn(now, timeZone);

/**
 * Writes the day in a locale (`Intl.DateTimeFormat` options without a zone): its noon UTC is written in
 * UTC, so no reader's zone can move it.
 */
export function formatCalendarDay(
  day: CalendarDay,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(noonUtcOf(day));
}

/** The day a request names: the day it sends, else its epoch ms read as `dayOfSentDate` reads them. */
export function dayOfRequest(ms: number, day: CalendarDay | undefined, authorZone: string): CalendarDay {
  return day ?? dayOfSentDate(ms, authorZone);
}
