import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_TRIP_OFFSET_MS, defaultTripDate, tripCountdown } from './trip-date';

const NOW = Date.UTC(2026, 0, 15, 12);

describe('defaultTripDate', () => {
  it('is now plus 31,536,000,000 ms', () => {
    expect(DEFAULT_TRIP_OFFSET_MS).toBe(31_536_000_000);
    expect(defaultTripDate(NOW)).toBe(NOW + 31_536_000_000);
  });
});

describe('tripCountdown', () => {
  it('rounds the days left up and uses the upcoming wording', () => {
    expect(tripCountdown(NOW + 2.1 * DAY_MS, 'Paris', NOW)).toEqual({
      phase: 'upcoming',
      heading: "You'll arrive in Paris at",
      days: 3,
      unit: 'days',
    });
  });

  it('says "day" for exactly one day and for a few hours left', () => {
    expect(tripCountdown(NOW + DAY_MS, 'Paris', NOW)).toMatchObject({ days: 1, unit: 'day' });
    expect(tripCountdown(NOW + 3_600_000, 'Paris', NOW)).toMatchObject({ days: 1, unit: 'day' });
  });

  it('is upcoming with 0 days on the trip date itself and less than a day after it', () => {
    expect(tripCountdown(NOW, 'Lisbon', NOW)).toMatchObject({ phase: 'upcoming', days: 0, unit: 'day' });
    const hoursAfter = tripCountdown(NOW - 0.4 * DAY_MS, 'Lisbon', NOW);
    expect(hoursAfter).toMatchObject({ phase: 'upcoming', days: 0 });
    expect(Object.is(hoursAfter.days, -0)).toBe(false);
  });

  it('uses the past wording with the days since arrival once a whole day has passed', () => {
    expect(tripCountdown(NOW - DAY_MS, 'Tokyo', NOW)).toEqual({
      phase: 'past',
      heading: 'You arrived in Tokyo at',
      days: 1,
      unit: 'day',
    });
    expect(tripCountdown(NOW - 10.5 * DAY_MS, 'Tokyo', NOW)).toMatchObject({
      phase: 'past',
      days: 10,
      unit: 'days',
    });
  });

  it.each([
    ['now', 0, 'upcoming', 0, 'day'],
    ['1 ms ahead', 1, 'upcoming', 1, 'day'],
    ['1 ms ago', -1, 'upcoming', 0, 'day'],
    ['exactly 1 day ahead', DAY_MS, 'upcoming', 1, 'day'],
    ['1 day and 1 ms ahead', DAY_MS + 1, 'upcoming', 2, 'days'],
    ['1 ms short of 1 day ago', -DAY_MS + 1, 'upcoming', 0, 'day'],
    ['exactly 1 day ago', -DAY_MS, 'past', 1, 'day'],
    ['1 day and 1 ms ago', -DAY_MS - 1, 'past', 1, 'day'],
    ['exactly 29 days ahead', 29 * DAY_MS, 'upcoming', 29, 'days'],
    ['29 days and 1 ms ahead', 29 * DAY_MS + 1, 'upcoming', 30, 'days'],
    ['exactly 30 days ahead', 30 * DAY_MS, 'upcoming', 30, 'days'],
    ['exactly 30 days ago', -30 * DAY_MS, 'past', 30, 'days'],
  ] as const)('at the edge %s (%i ms): %s, %i %s', (_edge, offset, phase, days, unit) => {
    expect(tripCountdown(NOW + offset, 'Tokyo', NOW)).toMatchObject({ phase, days, unit });
  });

  it('never answers negative days and pluralises exactly above 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (offset) => {
        const countdown = tripCountdown(NOW + offset, 'X', NOW);
        expect(countdown.days).toBeGreaterThanOrEqual(0);
        expect(countdown.unit).toBe(countdown.days > 1 ? 'days' : 'day');
        expect(countdown.phase).toBe(Math.ceil(offset / DAY_MS) >= 0 ? 'upcoming' : 'past');
      }),
    );
  });
});
