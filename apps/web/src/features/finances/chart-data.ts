import {
  doughnutSlices,
  MONTH_NAMES,
  type CalendarMonth,
  type DoughnutSlice,
  type MonthlyResumeFigures,
  type MonthTotal,
} from '@wayfarer/core';

/** 'Mar' */
export const shortMonthName = ({ monthIndex }: CalendarMonth) => (MONTH_NAMES[monthIndex] ?? '').slice(0, 3);

export interface EntrancesBars {
  /** One label per bar; the first bar and every January carry the year on a second line. */
  labels: string[][];
  /** Cents per bar. */
  totals: number[];
  /** Which bar is the month picked in the month selector (none when it is outside the 12). */
  selected: boolean[];
  /** Cents over the 12 months. */
  sum: number;
}

/** The 12-month entrances bar chart's data, oldest month first. */
export function entrancesBars(series: readonly MonthTotal[], selected: CalendarMonth): EntrancesBars {
  return {
    labels: series.map(({ month }, index) =>
      index === 0 || month.monthIndex === 0
        ? [shortMonthName(month), String(month.year)]
        : [shortMonthName(month)],
    ),
    totals: series.map(({ total }) => total),
    selected: series.map(
      ({ month }) => month.year === selected.year && month.monthIndex === selected.monthIndex,
    ),
    sum: series.reduce((sum, { total }) => sum + total, 0),
  };
}

export interface HalfDoughnut {
  slices: DoughnutSlice[];
  /** Nothing to draw: the chart shows an empty grey track instead. */
  empty: boolean;
}

/** The dashboard's half doughnut: the core's three slices, and whether there is anything to draw. */
export function halfDoughnut(resume: MonthlyResumeFigures): HalfDoughnut {
  const slices = doughnutSlices(resume);
  return { slices, empty: slices.every((slice) => slice.value <= 0) };
}
