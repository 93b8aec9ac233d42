import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-day';
import { DEFAULT_TRIP_OFFSET_MS, defaultTripDay, tripCountdown } from './trip-date';

const TODAY = '2026-01-15';

describe('defaultTripDay', () => {
  it('is 31,536,000,000 ms (365 days) after today', () => {
    expect(DEFAULT_TRIP_OFFSET_MS).toBe(31_536_000_000);
    expect(defaultTripDay(TODAY)).toBe('2027-01-15');
    expect(defaultTripDay('2027-03-01')).toBe('2028-02-29');
  });
});

describe('tripCountdown', () => {
  it('counts the days from today to the trip day, with the upcoming wording', () => {
    expect(tripCountdown('2026-01-18', 'Paris', TODAY)).toEqual({
      phase: 'upcoming',
      heading: "You'll arrive in Paris at",
      days: 3,
      unit: 'days',
    });
  });

  it('says "day" for the day before the trip', () => {
    expect(tripCountdown('2026-01-16', 'Paris', TODAY)).toMatchObject({ days: 1, unit: 'day' });
  });

  it('is upcoming with 0 days on the trip day itself', () => {
    const onTheDay = tripCountdown(TODAY, 'Lisbon', TODAY);
    expect(onTheDay).toMatchObject({ phase: 'upcoming', days: 0, unit: 'day' });
    expect(Object.is(onTheDay.days, -0)).toBe(false);
  });

  it('uses the past wording with the days since arrival from the day after', () => {
    expect(tripCountdown('2026-01-14', 'Tokyo', TODAY)).toEqual({
      phase: 'past',
      heading: 'You arrived in Tokyo at',
      days: 1,
      unit: 'day',
    });
    expect(tripCountdown('2026-01-05', 'Tokyo', TODAY)).toMatchObject({
      phase: 'past',
      days: 10,
      unit: 'days',
    });
  });

  it('counts across a year, a leap day and the days clocks change', () => {
    expect(tripCountdown('2027-01-15', 'Tokyo', TODAY).days).toBe(365);
    expect(tripCountdown('2028-03-01', 'Tokyo', '2028-02-28').days).toBe(2);
    expect(tripCountdown('2026-03-09', 'New York', '2026-03-07').days).toBe(2);
    expect(tripCountdown('2026-10-19', 'São Paulo', '2026-10-17').days).toBe(2);
  });

  it('never answers negative days, pluralises exactly above 1 and agrees with the day it counts to', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 20_000 }), (offset) => {
        const countdown = tripCountdown(addDays(TODAY, offset), 'X', TODAY);
        expect(countdown.days).toBe(Math.abs(offset));
        expect(countdown.unit).toBe(countdown.days > 1 ? 'days' : 'day');
        expect(countdown.phase).toBe(offset >= 0 ? 'upcoming' : 'past');
      }),
    );
  });
});
