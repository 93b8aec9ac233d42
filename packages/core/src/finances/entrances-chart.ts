import { isInRange, lastMonths, monthRange, type CalendarMonth } from './calendar-month';
import type { Entrance } from './schemas';

export interface MonthTotal {
  month: CalendarMonth;
  /** Cents that came in during the month. */
  total: number;
}

/** The entrances bar chart: one bar per month for the 12 months up to and including `current`, oldest first. */
export function entrancesByMonth(entrances: readonly Entrance[], current: CalendarMonth): MonthTotal[] {
  const months = lastMonths(current).map((month) => ({ month, range: monthRange(month), total: 0 }));
  for (const entrance of entrances) {
    const bar = months.find(({ range }) => isInRange(entrance.dateDay, range));
    if (bar) bar.total += entrance.value;
  }
  return months.map(({ month, total }) => ({ month, total }));
}
