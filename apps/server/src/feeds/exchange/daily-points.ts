import { EXCHANGE_DAYS } from '@wayfarer/core';

const DAY_MS = 86_400_000;

/** A rate a source published: the price of 1 unit of one currency in another, and the day it is of. */
export interface DayQuote {
  /** 'YYYY-MM-DD'. */
  day: string;
  rate: number;
}

/** 'YYYY-MM-DD' of a moment, in UTC: the day the central banks' daily rates are dated by. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The `count` days ending with `today`, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(today: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => isoDay(today - (count - 1 - index) * DAY_MS));
}

/**
 * The last seven calendar days' rates, today first, from rates known on some days only (banks publish
 * none on weekends and holidays): each day takes the latest rate published on or before it, and days
 * before the first known rate take that first rate. null when no rate is known at all.
 */
export function dailyPoints(rates: ReadonlyMap<string, number>, today: number): number[] | null {
  const known = [...rates.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const first = known[0];
  if (!first) return null;
  const points = lastDays(today, EXCHANGE_DAYS).map((day) => {
    let rate = first[1];
    for (const [date, value] of known) {
      if (date > day) break;
      rate = value;
    }
    return rate;
  });
  return points.reverse();
}
