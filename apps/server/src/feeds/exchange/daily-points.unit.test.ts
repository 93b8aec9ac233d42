import { describe, expect, it } from 'vitest';
import { dailyPoints, isoDay, lastDays } from './daily-points';

// A Monday: the week before it holds a weekend without rates.
const MONDAY = Date.UTC(2026, 10, 23, 15);

describe('lastDays', () => {
  it('lists the days ending today, oldest first, in UTC', () => {
    expect(lastDays(MONDAY, 3)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(isoDay(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01');
  });
});

describe('dailyPoints', () => {
  it('fills weekends with the last working day, today first', () => {
    const rates = new Map([
      ['2026-11-13', 6.0],
      ['2026-11-16', 6.1],
      ['2026-11-17', 6.2],
      ['2026-11-18', 6.3],
      ['2026-11-19', 6.4],
      ['2026-11-20', 6.5],
      ['2026-11-23', 6.6],
    ]);
    // 17, 18, 19, 20, 21 (Sat), 22 (Sun), 23, newest first.
    expect(dailyPoints(rates, MONDAY)).toEqual([6.6, 6.5, 6.5, 6.5, 6.4, 6.3, 6.2]);
  });

  it("carries Friday's rate to a Monday whose rate is not published yet", () => {
    const rates = new Map([
      ['2026-11-19', 6.4],
      ['2026-11-20', 6.5],
    ]);
    expect(dailyPoints(rates, MONDAY)?.slice(0, 3)).toEqual([6.5, 6.5, 6.5]);
  });

  it('gives days before the first known rate that first rate', () => {
    const rates = new Map([['2026-11-22', 6.1]]);
    expect(dailyPoints(rates, MONDAY)).toEqual([6.1, 6.1, 6.1, 6.1, 6.1, 6.1, 6.1]);
  });

  it('reads the days in date order whatever order they came in', () => {
    const rates = new Map([
      ['2026-11-23', 2],
      ['2026-11-10', 1],
    ]);
    expect(dailyPoints(rates, MONDAY)).toEqual([2, 1, 1, 1, 1, 1, 1]);
  });

  it('has nothing to say without a single rate', () => {
    expect(dailyPoints(new Map(), MONDAY)).toBeNull();
  });
});
