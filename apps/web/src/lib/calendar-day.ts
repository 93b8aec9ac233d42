import { dayIn, type CalendarDay } from '@wayfarer/core';

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
