/** Spec section 9: relative times count seconds, minutes, hours, days (under 30) and months of 30 days. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

/**
 * How far `time` is from `now` in the largest unit that fits, counted in whole units toward zero:
 * negative in the past ('5 minutes ago' is -5 minutes), positive ahead ('In 3 days').
 */
export function relativeTime(time: number, now: number): { value: number; unit: RelativeTimeUnit } {
  const difference = time - now;
  const distance = Math.abs(difference);
  const [size, unit]: [number, RelativeTimeUnit] =
    distance < MINUTE
      ? [SECOND, 'second']
      : distance < HOUR
        ? [MINUTE, 'minute']
        : distance < DAY
          ? [HOUR, 'hour']
          : distance < MONTH
            ? [DAY, 'day']
            : [MONTH, 'month'];
  const whole = Math.floor(distance / size);
  // Less than a unit either way is the present, which reads as the past: '0 seconds ago', never 'in 0 seconds'.
  if (whole === 0) return { value: -0, unit };
  return { value: difference > 0 ? whole : -whole, unit };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** 'In 3 days', '5 minutes ago': relativeTime worded by Intl.RelativeTimeFormat, first letter capital. */
export function formatRelativeTime(time: number, now: number, locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formats.set(locale, format);
  }
  const { value, unit } = relativeTime(time, now);
  const text = format.format(value, unit);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
