import {
  entrancesByMonth,
  monthlyResume,
  monthRange,
  noonUtcOf,
  type DoughnutSlice,
  type Finances,
} from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  barKeyTarget,
  doughnutArcs,
  entrancesBars,
  halfDoughnut,
  ringSector,
  shortMonthName,
  valueAxis,
} from './chart-data';

const entrance = (id: string, value: number, dateDay: string) => ({
  id,
  version: 1,
  title: id,
  color: '#FFFD00',
  value,
  date: noonUtcOf(dateDay),
  dateDay,
});

describe('entrancesBars', () => {
  const current = { year: 2026, monthIndex: 2 };
  const series = entrancesByMonth(
    [
      entrance('a', 100_000, '2026-03-05'),
      entrance('b', 2_550, '2026-01-31'),
      entrance('c', 999, '2025-03-01'),
    ],
    current,
  );

  it('labels 12 bars, with the year on the first and on January', () => {
    const { labels } = entrancesBars(series, current);
    expect(labels).toHaveLength(12);
    expect(labels[0]).toEqual(['Apr', '2025']);
    expect(labels[1]).toEqual(['May']);
    expect(labels[9]).toEqual(['Jan', '2026']);
    expect(labels[11]).toEqual(['Mar']);
  });

  it('keeps the totals in cents and sums them, leaving out months before the 12', () => {
    const bars = entrancesBars(series, current);
    expect(bars.totals[11]).toBe(100_000);
    expect(bars.totals[9]).toBe(2_550);
    expect(bars.sum).toBe(102_550);
  });

  it('marks the selected month, and none when it is outside the 12', () => {
    expect(entrancesBars(series, { year: 2026, monthIndex: 0 }).selected.indexOf(true)).toBe(9);
    expect(entrancesBars(series, { year: 2024, monthIndex: 0 }).selected).not.toContain(true);
  });

  it('draws each bar as its share of the value axis, which runs to a round figure above the largest', () => {
    const bars = entrancesBars(series, current);
    // The largest month, $ 1,000.00, is the top of an axis of 0, 250, 500, 750, 1,000 dollars.
    expect(bars.ticks.map(({ value }) => value)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(bars.heights[11]).toBe(1);
    expect(bars.heights[9]).toBeCloseTo(0.0255);
    expect(bars.heights[0]).toBe(0);
  });

  it('shortens month names', () => {
    expect(shortMonthName({ year: 2026, monthIndex: 8 })).toBe('Sep');
  });
});

describe('halfDoughnut', () => {
  const range = monthRange({ year: 2026, monthIndex: 2 });
  const day = '2026-03-10';
  const finances = (entrances: number, domestic: number): Finances => ({
    entrances: entrances ? [entrance('in', entrances, day)] : [],
    domestic: {
      goals: [],
      expenses: domestic
        ? [
            {
              id: 'x',
              version: 1,
              type: 1,
              title: 'x',
              color: '#FFFD00',
              value: domestic,
              date: noonUtcOf(day),
              dateDay: day,
              financesGoalId: null,
              can: { edit: true, delete: true },
            },
          ]
        : [],
    },
    trip: { goals: [], expenses: [] },
  });

  it('draws the three slices of the core, the entrances one while in profit', () => {
    const { slices, empty } = halfDoughnut(monthlyResume(finances(300_000, 30_000), range));
    expect(empty).toBe(false);
    expect(slices.map((slice) => slice.value)).toEqual([30_000, 0, 300_000]);
  });

  it('is empty for a month with nothing', () => {
    expect(halfDoughnut(monthlyResume(finances(0, 0), range)).empty).toBe(true);
  });
});

describe('doughnutArcs', () => {
  const slice = (label: DoughnutSlice['label'], value: number) => ({ label, value });

  it('splits the half ring by share, left to right, leaving out slices of 0', () => {
    const arcs = doughnutArcs([
      slice('Total Domestic', 100),
      slice('Total Trip', 0),
      slice('Total Entrances', 300),
    ]);
    expect(arcs.map((arc) => arc.label)).toEqual(['Total Domestic', 'Total Entrances']);
    // A quarter of the half ring is 45 degrees: the first sector ends at 116 · (cos 225°, sin 225°) from the centre.
    expect(arcs[0]?.path).toBe('M 4 120 A 116 116 0 0 1 37.98 37.98 L 60.6 60.6 A 84 84 0 0 0 36 120 Z');
    expect(arcs[1]?.path).toBe('M 37.98 37.98 A 116 116 0 0 1 236 120 L 204 120 A 84 84 0 0 0 60.6 60.6 Z');
  });

  it('draws one slice as the whole half ring, over the top', () => {
    expect(doughnutArcs([slice('Total Domestic', 5)])[0]?.path).toBe(ringSector(0, 1));
    expect(ringSector(0, 1)).toBe('M 4 120 A 116 116 0 0 1 236 120 L 204 120 A 84 84 0 0 0 36 120 Z');
  });

  it('draws nothing for a month with nothing or only negative figures', () => {
    expect(doughnutArcs([slice('Total Domestic', 0), slice('Total Trip', 0)])).toEqual([]);
    expect(doughnutArcs([slice('Total Entrances', -5)])).toEqual([]);
  });
});

describe('valueAxis', () => {
  const values = (max: number) => valueAxis(max).map(({ value }) => value / 100);

  it('runs to the first round figure at or above the largest, in at most four round steps', () => {
    expect(values(64_000)).toEqual([0, 200, 400, 600, 800]);
    expect(values(300_000)).toEqual([0, 1000, 2000, 3000]);
    expect(values(12_345_678)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(values(999)).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('places each line at its share of the axis', () => {
    expect(valueAxis(300_000).map(({ share }) => share)).toEqual([0, 1 / 3, 2 / 3, 1]);
  });

  it('keeps steps of at least a dollar, and runs an empty axis to $ 1,000.00', () => {
    expect(values(1)).toEqual([0, 1]);
    expect(values(0)).toEqual([0, 250, 500, 750, 1000]);
  });
});

describe('barKeyTarget', () => {
  it('steps to the neighbouring bar with the arrows, stopping at both ends', () => {
    expect(barKeyTarget('ArrowRight', 3, 12)).toBe(4);
    expect(barKeyTarget('ArrowDown', 11, 12)).toBe(11);
    expect(barKeyTarget('ArrowLeft', 3, 12)).toBe(2);
    expect(barKeyTarget('ArrowUp', 0, 12)).toBe(0);
  });

  it('jumps to the first and last bar with Home and End, and ignores other keys', () => {
    expect(barKeyTarget('Home', 7, 12)).toBe(0);
    expect(barKeyTarget('End', 2, 12)).toBe(11);
    expect(barKeyTarget('Enter', 2, 12)).toBeNull();
  });
});
