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
 * The month grid: weeks from Monday to Sunday, the days of the month with the days of the weeks they
 * share from the months either side, and where the keyboard moves the focused day (the WAI-ARIA date
 * picker's keys: arrows a day or a week, Home and End the week's ends, Page Up and Down a month).
 */

export const isInMonth = (day: CalendarDay, month: CalendarMonth) => {
  const { year, monthIndex } = monthOf(day);
  return year === month.year && monthIndex === month.monthIndex;
};

/** 0 for Monday to 6 for Sunday. */
const mondayFirstWeekdayOf = (day: CalendarDay) => (weekdayOf(day) + 6) % 7;

/** The weeks, Monday first, that hold the month's days: four to six rows of seven days. */
export function monthGrid(month: CalendarMonth): string[][] {
  const first = firstDayOf(month);
  let day = addDays(first, -mondayFirstWeekdayOf(first));
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
export function dayKeyTarget(key: string, day: string): string | null {
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
      return addDays(day, -mondayFirstWeekdayOf(day));
    case 'End':
      return addDays(day, 6 - mondayFirstWeekdayOf(day));
    case 'PageUp':
      return sameDateIn(day, -1);
    case 'PageDown':
      return sameDateIn(day, 1);
    default:
      return null;
  }
}
