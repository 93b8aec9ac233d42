import { isoDay, type DayQuote } from './daily-points';

const DAY_MS = 86_400_000;

/** Days from `start` to `end`, both included, 'YYYY-MM-DD'. */
export interface DaySpan {
  start: string;
  end: string;
}

/**
 * Days asked for before the first day that needs a rate: the longest run of days without one (a
 * weekend joined to bank holidays at Easter or the year's end), so that its first day finds one too.
 */
const LOOK_BACK_DAYS = 12;

/** The days the week's rates are read from: the last seven and the look-back before them. */
export function weekSpan(today: number): DaySpan {
  return { start: isoDay(today - LOOK_BACK_DAYS * DAY_MS), end: isoDay(today) };
}

/**
 * The days whose rates answer every day of `day`'s calendar month: the month and the look-back before
 * it, up to the month's last day or `today`, whichever comes first. One upstream request and one cache
 * key then serve any day of that month.
 */
export function monthSpan(day: string, today: number): DaySpan {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = Date.UTC(year, month - 1, 1);
  const last = isoDay(Date.UTC(year, month, 0));
  const end = isoDay(today) < last ? isoDay(today) : last;
  return { start: isoDay(first - LOOK_BACK_DAYS * DAY_MS), end };
}

/**
 * The rate standing on `day`: the last one published on or before it (banks publish none on weekends
 * and holidays), with the day it was published; undefined when none of `rates` is that old.
 */
export function rateStandingOn(rates: Readonly<Record<string, number>>, day: string): DayQuote | undefined {
  let standing: DayQuote | undefined;
  for (const [published, rate] of Object.entries(rates)) {
    if (published <= day && (!standing || published > standing.day)) standing = { day: published, rate };
  }
  return standing;
}
