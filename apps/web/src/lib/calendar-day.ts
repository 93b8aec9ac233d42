import { dayIn, FIRST_DATE_YEAR, LAST_DATE_YEAR, noonUtcOf, type CalendarDay } from '@wayfarer/core';

/*
 * What the browser adds to core's calendar days (packages/core/src/calendar/calendar-day.ts): where the
 * device is. A day the server answers is read as it is, the same for every reader; only "today" and the
 * day of an instant (a comment's, an export's) depend on the zone the device is in.
 */

/** The zone this device runs in; UTC when the runtime does not say. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The day an instant falls on where the device is. */
export function localDay(ms: number): CalendarDay {
  return dayIn(ms, deviceTimeZone());
}

/** The year, month index (0–11) and day of the month of a day. */
export function dayParts(day: CalendarDay): { year: number; monthIndex: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, monthIndex: month - 1, date };
}

/**
 * True for 'YYYY-MM-DD' naming a real day of 1970–9999, the days the API takes: core's isCalendarDay,
 * which lives beside the zod schemas. Those are not loaded by the signed-in pages: zod probes `Function`
 * when it starts, and the content security policy refuses it.
 */
export function isPlausibleDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const { year, monthIndex, date } = dayParts(text);
  if (year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) return false;
  const noon = new Date(noonUtcOf(text));
  return noon.getUTCMonth() === monthIndex && noon.getUTCDate() === date;
}
