import { addDays, type CalendarDay } from '../calendar/calendar-day';

/*
 * Months of the finance page: the selected month's range, the month selector's steps and options, and
 * the months of the entrances chart. An item belongs to the month of its day, which is the same for
 * every reader; only "this month" depends on where the reader is (the day today is there).
 */

/** A month of the calendar; `monthIndex` counts from 0 (January) to 11, as Date does. */
export interface CalendarMonth {
  year: number;
  monthIndex: number;
}

/** The days a resume counts, its first and last included. */
export interface DateRange {
  from: CalendarDay;
  to: CalendarDay;
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

/** The month a day is in. */
export function monthOf(day: CalendarDay): CalendarMonth {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { year, monthIndex: month - 1 };
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

/** The 1st of the month. */
export function firstDayOf({ year, monthIndex }: CalendarMonth): CalendarDay {
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-01`;
}

export function monthRange(month: CalendarMonth): DateRange {
  return { from: firstDayOf(month), to: addDays(firstDayOf(nextMonth(month)), -1) };
}

/** Days compare as text: they are strings of fixed width. */
export function isInRange(day: CalendarDay, range: DateRange): boolean {
  return day >= range.from && day <= range.to;
}

/** The year dropdown: 10 years back to 10 years ahead of `year`, ascending. */
export function yearOptions(year: number): number[] {
  return Array.from({ length: 2 * YEAR_OPTIONS_EACH_WAY + 1 }, (_, i) => year - YEAR_OPTIONS_EACH_WAY + i);
}

/** The chart's months, oldest first, ending with `current`. */
export function lastMonths(current: CalendarMonth, count = ENTRANCES_CHART_MONTHS): CalendarMonth[] {
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}
