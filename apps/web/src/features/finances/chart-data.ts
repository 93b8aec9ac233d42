import {
  doughnutSlices,
  type CalendarMonth,
  type DoughnutSlice,
  type MonthlyResumeFigures,
  type MonthTotal,
} from '@wayfarer/core';
import { formats, type Formats } from '@/i18n/formats';
import { currentLanguage } from '@/i18n/language';

const drawn = () => formats(currentLanguage());

/** 'Mar' / 'mar.' */
export const shortMonthName = ({ monthIndex }: CalendarMonth, format: Formats = drawn()) =>
  format.monthName(monthIndex, 'short');

/** A line of the value axis: its figure and its height as a share of the axis (0 at the bottom, 1 at the top). */
export interface AxisTick {
  /** Cents. */
  value: number;
  share: number;
}

export interface EntrancesBars {
  /** One label per bar; the first bar and every January carry the year on a second line. */
  labels: string[][];
  /** Cents per bar. */
  totals: number[];
  /** Each bar's height as a share of the axis. */
  heights: number[];
  /** Which bar is the month picked in the month selector (none when it is outside the 12). */
  selected: boolean[];
  /** Cents over the 12 months. */
  sum: number;
  /** The value axis from 0 to its top, at most 5 lines. */
  ticks: AxisTick[];
}

/** An axis with nothing to show still runs to $ 1,000.00 rather than to a cent. */
const EMPTY_AXIS_TOP = 100_000;
/** Steps of the value axis per power of ten: round figures a reader adds up at a glance. */
const NICE_STEPS = [1, 2, 2.5, 5, 10];
const MAX_AXIS_STEPS = 4;

/**
 * The value axis for figures up to `max` cents: 0 to the first round figure at or above it, in at most
 * four equal, round steps of at least $ 1.00 (0, 200, 400, 600, 800 for a top bar of $ 640.00).
 */
export function valueAxis(max: number): AxisTick[] {
  const top = max > 0 ? max : EMPTY_AXIS_TOP;
  const rough = top / MAX_AXIS_STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(100, (NICE_STEPS.find((nice) => nice * power >= rough) ?? 10) * power);
  const steps = Math.ceil(top / step);
  return Array.from({ length: steps + 1 }, (_, index) => ({ value: index * step, share: index / steps }));
}

/** The 12-month entrances bar chart's data, oldest month first. */
export function entrancesBars(
  series: readonly MonthTotal[],
  selected: CalendarMonth,
  format: Formats = drawn(),
): EntrancesBars {
  const totals = series.map(({ total }) => total);
  const ticks = valueAxis(Math.max(0, ...totals));
  const top = ticks.at(-1)?.value ?? EMPTY_AXIS_TOP;
  return {
    labels: series.map(({ month }, index) =>
      index === 0 || month.monthIndex === 0
        ? [shortMonthName(month, format), String(month.year)]
        : [shortMonthName(month, format)],
    ),
    totals,
    heights: totals.map((total) => Math.max(0, total) / top),
    selected: series.map(
      ({ month }) => month.year === selected.year && month.monthIndex === selected.monthIndex,
    ),
    sum: totals.reduce((sum, total) => sum + total, 0),
    ticks,
  };
}

/**
 * Where focus goes among `count` bars when `key` is pressed on bar `index`: the arrows step to the
 * neighbour (stopping at both ends, as on an axis), Home and End jump. null for other keys.
 */
export function barKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
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

/** The half doughnut's drawing box: a 240 px wide half ring whose centre sits on the bottom edge. */
export const DOUGHNUT_BOX = { width: 240, height: 120 } as const;
/** Spec section 9: the ring's hole has a radius of 84 px; the ring is 32 px wide. */
const INNER_RADIUS = 84;
const OUTER_RADIUS = 116;

export interface DoughnutArc {
  label: DoughnutSlice['label'];
  /** Cents. */
  value: number;
  /** The ring sector, for <path d>. */
  path: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A point of the ring at `turn` (0 = the left end, 1 = the right end, over the top) and `radius`. */
function ringPoint(turn: number, radius: number): string {
  const angle = Math.PI * (1 + turn);
  const x = DOUGHNUT_BOX.width / 2 + radius * Math.cos(angle);
  const y = DOUGHNUT_BOX.height + radius * Math.sin(angle);
  return `${round(x)} ${round(y)}`;
}

/** One sector of the half ring, from turn `from` to turn `to` (each 0 to 1, left to right). */
export function ringSector(from: number, to: number): string {
  return [
    `M ${ringPoint(from, OUTER_RADIUS)}`,
    `A ${OUTER_RADIUS} ${OUTER_RADIUS} 0 0 1 ${ringPoint(to, OUTER_RADIUS)}`,
    `L ${ringPoint(to, INNER_RADIUS)}`,
    `A ${INNER_RADIUS} ${INNER_RADIUS} 0 0 0 ${ringPoint(from, INNER_RADIUS)}`,
    'Z',
  ].join(' ');
}

/**
 * The slices as sectors of the half ring, left to right in the core's order, each as wide as its share
 * of the sum; slices of 0 draw nothing. An empty month has no arcs (the grey track shows alone).
 */
export function doughnutArcs(slices: readonly DoughnutSlice[]): DoughnutArc[] {
  const total = slices.reduce((sum, slice) => sum + Math.max(slice.value, 0), 0);
  if (total <= 0) return [];
  let start = 0;
  return slices.flatMap((slice) => {
    if (slice.value <= 0) return [];
    const end = start + slice.value / total;
    const arc = { label: slice.label, value: slice.value, path: ringSector(start, end) };
    start = end;
    return [arc];
  });
}
