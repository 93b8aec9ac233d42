import type { CalendarDay } from '../calendar/calendar-day';
import { isInRange, type DateRange } from './calendar-month';
import type { Finances } from './finances';

/*
 * The monthly resume and the dashboard's finance cards and half doughnut (spec section 9). Every
 * figure is integer cents except the percentage.
 */

export function totalOf(items: readonly { value: number }[]): number {
  return items.reduce((sum, item) => sum + item.value, 0);
}

/** The items a resume of `range` counts: those whose day is in it. */
export function within<T extends { dateDay: CalendarDay }>(items: readonly T[], range: DateRange): T[] {
  return items.filter((item) => isInRange(item.dateDay, range));
}

/** part / whole * 100 rounded to 2 decimals; 0 when that is not a finite number (nothing to divide by). */
export function percentageOf(part: number, whole: number): number {
  // Scaled before rounding, so that 1/3 gives 33.33 and not 33.333333333333336 cut by a float round.
  const hundredths = Math.round((part * 10_000) / whole);
  return Number.isFinite(hundredths) ? hundredths / 100 : 0;
}

/** '33.33%': always two decimals, as the doughnut's centre shows it. */
export function formatPercentage(percentage: number): string {
  return `${percentage.toFixed(2)}%`;
}

export interface MonthlyResumeFigures {
  totalEntrances: number;
  totalDomestic: number;
  totalTrip: number;
  /** Entrances − (domestic + trip); negative when the month spent more than came in. */
  profit: number;
  /** (domestic + trip) / entrances × 100, 2 decimals; 0 for a month without entrances. */
  percentage: number;
}

/** The month's totals: the dashboard's four result cards and the finance page's monthly resume. */
export function monthlyResume(finances: Finances, range: DateRange): MonthlyResumeFigures {
  const totalEntrances = totalOf(within(finances.entrances, range));
  const totalDomestic = totalOf(within(finances.domestic.expenses, range));
  const totalTrip = totalOf(within(finances.trip.expenses, range));
  const spent = totalDomestic + totalTrip;
  return {
    totalEntrances,
    totalDomestic,
    totalTrip,
    profit: totalEntrances - spent,
    percentage: percentageOf(spent, totalEntrances),
  };
}

export const DOUGHNUT_LABELS = ['Total Domestic', 'Total Trip', 'Total Entrances'] as const;

export interface DoughnutSlice {
  label: (typeof DOUGHNUT_LABELS)[number];
  value: number;
}

/**
 * The half doughnut's three slices, in the order of its labels. The entrances slice only shows while
 * the month is in profit; otherwise the two spending slices fill the half circle.
 */
export function doughnutSlices(resume: MonthlyResumeFigures): DoughnutSlice[] {
  const [domestic, trip, entrances] = DOUGHNUT_LABELS;
  return [
    { label: domestic, value: resume.totalDomestic },
    { label: trip, value: resume.totalTrip },
    { label: entrances, value: resume.profit > 0 ? resume.totalEntrances : 0 },
  ];
}
