import { currentLanguage } from '@/i18n/language';

/*
 * Dates of the board. A list's date is epoch ms (spec section 3) and the forms pick a day, so lateness
 * is judged by day: a list due today is not late yet, one due yesterday is. The add form's default
 * date is "now" (spec section 5), which would otherwise be late a moment after it was saved.
 */

const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const FORMS = {
  day: DAY_FORMAT,
  dateTime: { ...DAY_FORMAT, hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Local midnight of the day the instant falls on. */
export function startOfDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Late: the list's day is before today. */
export function isLate(date: number, now: number): boolean {
  return startOfDay(date) < startOfDay(now);
}

/** Made once per locale and form: a formatter costs far more to make than to use, and 40 cards use it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, form: keyof typeof FORMS): Intl.DateTimeFormat {
  const key = `${locale}|${form}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, FORMS[form]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Mar 12, 2026' (in the language the app is drawn in by default; '12 Mar 2026' in en-GB). */
export function formatListDate(date: number, locale: string = currentLanguage()): string {
  return formatterOf(locale, 'day').format(date);
}

/** 'Mar 12, 2026, 02:05 PM': when a comment was written ('12 Mar 2026, 14:05' in en-GB). */
export function formatCommentDate(date: number, locale: string = currentLanguage()): string {
  return formatterOf(locale, 'dateTime').format(date);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day as an <input type="date"> shows it: 'YYYY-MM-DD'; empty for no date. */
export function toDateInputValue(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The epoch ms a date input's value stands for: `previous` when the day did not change (so the add
 * form's "now" is kept), else local midnight of the picked day; 0 for a cleared or invalid input,
 * which the form rules refuse.
 */
export function fromDateInputValue(value: string, previous: number): number {
  if (value === toDateInputValue(previous)) return previous;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 0;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return 0;
  return date.getTime();
}
