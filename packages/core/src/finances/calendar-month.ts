/*
 * Months of the finance page: the selected month's range, the month selector's steps and options, and
 * the months of the entrances chart. Months are those of the local calendar (the user's browser).
 */

/** A month of the local calendar; `monthIndex` counts from 0 (January) to 11, as Date does. */
export interface CalendarMonth {
  year: number;
  monthIndex: number;
}

/**
 * The instants a resume counts: after `start`, up to and including `end` (spec section 9). `start`
 * is the last millisecond before the month, so that an item dated exactly at midnight on the 1st (what
 * a date picker gives) belongs to the month it names.
 */
export interface DateRange {
  start: number;
  end: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Years the selector offers on either side of the current one (spec section 9). */
export const YEAR_OPTIONS_EACH_WAY = 10;
/** The entrances chart shows this many months, the current one last. */
export const ENTRANCES_CHART_MONTHS = 12;

export function monthOf(epochMs: number): CalendarMonth {
  const date = new Date(epochMs);
  return { year: date.getFullYear(), monthIndex: date.getMonth() };
}

/** Steps whole months, rolling the year over December and January in either direction. */
export function addMonths({ year, monthIndex }: CalendarMonth, count: number): CalendarMonth {
  const total = year * 12 + monthIndex + count;
  return { year: Math.floor(total / 12), monthIndex: ((total % 12) + 12) % 12 };
}

/** The selector's Back button. */
export const previousMonth = (month: CalendarMonth) => addMonths(month, -1);
/** The selector's Next button. */
export const nextMonth = (month: CalendarMonth) => addMonths(month, 1);

function startOfMonth({ year, monthIndex }: CalendarMonth): number {
  const date = new Date(year, monthIndex, 1);
  // Date reads years 0 to 99 as 1900 to 1999; set the year again to mean what was asked.
  date.setFullYear(year);
  return date.getTime();
}

export function monthRange(month: CalendarMonth): DateRange {
  return { start: startOfMonth(month) - 1, end: startOfMonth(nextMonth(month)) - 1 };
}

export function isInRange(epochMs: number, range: DateRange): boolean {
  return epochMs > range.start && epochMs <= range.end;
}

/** The year dropdown: 10 years back to 10 years ahead of `year`, ascending. */
export function yearOptions(year: number): number[] {
  return Array.from({ length: 2 * YEAR_OPTIONS_EACH_WAY + 1 }, (_, i) => year - YEAR_OPTIONS_EACH_WAY + i);
}

/** The chart's months, oldest first, ending with `current`. */
export function lastMonths(current: CalendarMonth, count = ENTRANCES_CHART_MONTHS): CalendarMonth[] {
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}
