import { z } from 'zod';
import { rule } from '../i18n/validation-rules';
import { FIRST_DATE_YEAR, LAST_DATE_MS, LAST_DATE_YEAR } from './date-range';

const outOfRange = rule('epochDate');

/** An instant as epoch ms, in the years every date of the API is held to (see date-range.ts). */
export const epochDateSchema = z.number().int().positive(outOfRange).max(LAST_DATE_MS, outOfRange);

/** True for 'YYYY-MM-DD' naming a real day of 1970–9999. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day as a calendar names it, with no time and no zone: '2027-03-14'. */
export const calendarDaySchema = z.string().refine(isCalendarDay, rule('calendarDay'));

/** True for a time zone the IANA database names ('Europe/Lisbon', 'UTC'). */
export function isTimeZone(text: string): boolean {
  if (text.length === 0 || text.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().refine(isTimeZone, rule('timeZone'));

/** The zone of an account that never told one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** How many days before a date a reminder may come: 0 is the day itself. */
export const MAX_REMINDER_DAYS_BEFORE = 14;

/** 'HH:MM', 00:00 to 23:59. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, rule('timeOfDay'));

export const reminderSettingsSchema = z.object({
  email: z.boolean(),
  daysBefore: z
    .array(z.number().int().min(0).max(MAX_REMINDER_DAYS_BEFORE))
    .max(MAX_REMINDER_DAYS_BEFORE + 1)
    .refine((days) => new Set(days).size === days.length, rule('dayOnce')),
  time: clockTimeSchema,
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What a person who never chose gets: an e-mail the day before, at 09:00. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { email: true, daysBefore: [1], time: '09:00' };

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** When it was made, ISO 8601. */
  at: z.string(),
  read: z.boolean(),
  /** The app's own path of the item: '/todolist?list=…', '/'. */
  link: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationPathSchema = z.object({ id: z.uuid() });

export const readNotificationBodySchema = z.object({ read: z.literal(true) });
export type ReadNotificationBody = z.input<typeof readNotificationBodySchema>;

/** The private feed's address, or null while the user has none. */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A feed's token: 32 random bytes, base64url. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedPathSchema = z.object({
  feed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/),
});
