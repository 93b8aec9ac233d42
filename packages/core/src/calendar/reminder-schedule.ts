import { TZDate } from '@date-fns/tz/date';
import { dayIn } from './calendar-day';
import type { ReminderSettings } from './schemas';

/*
 * When a reminder of a dated item comes, for one person: `daysBefore` days before the item's day, at
 * their chosen time, in their own time zone. A time that a daylight-saving change skips that day comes
 * an hour later, as clocks read it; a time that happens twice comes at its second.
 */

const DAY_MS = 86_400_000;

/** The instant, in epoch ms, of `time` ('HH:MM') on the day `daysBefore` days before `day`, in the zone. */
export function reminderInstant(day: string, daysBefore: number, time: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return +new TZDate(year, month - 1, date - daysBefore, hours, minutes, timeZone);
}

/**
 * The reminder of an item on `day` due at `now`, as the number of days before it was set for, or
 * undefined when none is: the latest of the person's reminders whose time has come, while the day has
 * not passed for them. Of several come at once (the settings changed, the server was down) only the
 * nearest to the day is sent, and one sent already (`sentDaysBefore`) ends the earlier ones for good.
 */
export function dueReminder(
  day: string,
  settings: Pick<ReminderSettings, 'daysBefore' | 'time'>,
  timeZone: string,
  now: number,
  sentDaysBefore: readonly number[] = [],
): number | undefined {
  if (day < dayIn(now, timeZone)) return undefined;
  const nearestSent = Math.min(Infinity, ...sentDaysBefore);
  const come = settings.daysBefore
    .filter((daysBefore) => daysBefore < nearestSent)
    .filter((daysBefore) => reminderInstant(day, daysBefore, settings.time, timeZone) <= now);
  return come.length > 0 ? Math.min(...come) : undefined;
}

/**
 * The days of items whose reminders may be due at `now` anywhere: from yesterday to the farthest a
 * reminder reaches ahead, with a day to spare each side for the zones. The one query that finds due
 * reminders reads only items dated in it.
 */
export function reminderWindow(now: number, maxDaysBefore: number): { from: string; to: string } {
  return { from: dayIn(now - 2 * DAY_MS, 'UTC'), to: dayIn(now + (maxDaysBefore + 2) * DAY_MS, 'UTC') };
}
