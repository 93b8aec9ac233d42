import { currentLanguage, messages } from '@/i18n/language';

/*
 * When a notification came, as people say it: "just now", "5 minutes ago", "yesterday", "3 days ago";
 * past a week, its date. In the language the app is drawn in unless a locale is given.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

export function relativeTime(at: number, now: number, locale: string = currentLanguage()): string {
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return messages().notifications.justNow;
  if (ago >= WEEK) {
    return formatter(
      `date|${locale}`,
      () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
    ).format(at);
  }
  const relative = formatter(
    `relative|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return relative.format(-Math.floor(ago / DAY), 'day');
}
