import {
  addDays,
  addMonths,
  firstDayOf,
  monthOf,
  weekdayOf,
  type CalendarDay,
  type CalendarMonth,
} from '@wayfarer/core';
import { dayParts } from '@/lib/calendar-day';

/*
 * The month grid: weeks from the language's first day of the week (Sunday in the United States and in
 * Brazil, Monday in most of Europe; `Formats.firstDayOfWeek`), the days of the month with the days of the
 * weeks they share from the months either side, and where the keyboard moves the focused day (the WAI-ARIA
 * date picker's keys: arrows a day or a week, Home and End the week's ends, Page Up and Down a month).
 * A first day is 0 for Sunday to 6 for Saturday, as weekdayOf counts.
 */

export const isInMonth = (day: CalendarDay, month: CalendarMonth) => {
  const { year, monthIndex } = monthOf(day);
  return year === month.year && monthIndex === month.monthIndex;
};

/** How many days the day is into its week: 0 on the week's first day to 6 on its last. */
const placeInWeek = (day: CalendarDay, firstDayOfWeek: number) => (weekdayOf(day) - firstDayOfWeek + 7) % 7;

/** The seven days of a week starting on the first day, from which the weekday names are written. */
export function weekdaysFrom(firstDayOfWeek: number): CalendarDay[] {
  // 7 January 2024 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => addDays('2024-01-07', firstDayOfWeek + index));
}

/** The weeks that hold the month's days, each from the first day of the week: four to six rows of seven. */
export function monthGrid(month: CalendarMonth, firstDayOfWeek: number): string[][] {
  const first = firstDayOf(month);
  let day = addDays(first, -placeInWeek(first, firstDayOfWeek));
  const weeks: string[][] = [];
  do {
    const week = Array.from({ length: 7 }, (_, index) => addDays(day, index));
    weeks.push(week);
    day = addDays(day, 7);
  } while (isInMonth(day, month));
  return weeks;
}

/** The same day of the month `by` months away, or that month's last day when it is shorter. */
export function sameDateIn(day: string, by: number): string {
  const target = addMonths(monthOf(day), by);
  const first = firstDayOf(target);
  const last = addDays(firstDayOf(addMonths(target, 1)), -1);
  return addDays(first, Math.min(dayParts(day).date, dayParts(last).date) - 1);
}

/** Where focus goes from `day` on `key`; null for a key the grid does not move on. */
export function dayKeyTarget(key: string, day: string, firstDayOfWeek: number): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -placeInWeek(day, firstDayOfWeek));
    case 'End':
      return addDays(day, 6 - placeInWeek(day, firstDayOfWeek));
    case 'PageUp':
      return sameDateIn(day, -1);
    case 'PageDown':
      return sameDateIn(day, 1);
    default:
      return null;
  }
}
