/*
 * Days as a calendar names them, 'YYYY-MM-DD', with no time and no zone: a task's due date is one, and
 * the epoch-ms dates of lists, costs and the trip are read as the day they fall on here, in the browser's
 * zone, as the board's own dates are. Being strings of fixed width, days sort and compare as text.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day of a local date's year, month and day, normalised: the 32nd of March is the 1st of April. */
function dayOfParts(year: number, monthIndex: number, date: number): string {
  const local = new Date(year, monthIndex, date);
  // Years before 100 are taken as 19xx by the constructor.
  local.setFullYear(year, monthIndex, date);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The day an instant falls on in the browser's zone. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  return dayOfParts(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The year, month index (0–11) and day of the month of a day. */
export function dayParts(day: string): { year: number; monthIndex: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, monthIndex: month - 1, date };
}

/** The day `count` days after `day` (before it, for a negative count). */
export function addDays(day: string, count: number): string {
  const { year, monthIndex, date } = dayParts(day);
  return dayOfParts(year, monthIndex, date + count);
}

/** True for 'YYYY-MM-DD' naming a real day of 1970–9999, the days the API takes. */
export function isPlausibleDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const { year, monthIndex, date } = dayParts(text);
  return year >= 1970 && year <= 9999 && dayOfParts(year, monthIndex, date) === text;
}

/** Local midnight of the day: what a formatter is given to write it. */
export function dayStart(day: string): Date {
  const { year, monthIndex, date } = dayParts(day);
  const local = new Date(year, monthIndex, date);
  local.setFullYear(year, monthIndex, date);
  return local;
}

/** Made once per locale and form: a formatter costs far more to make than to use. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day written as `options` ask, in the reader's locale by default. */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(dayStart(day));
}
