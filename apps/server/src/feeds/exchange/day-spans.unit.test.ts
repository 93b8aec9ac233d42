import { describe, expect, it } from 'vitest';
import { monthSpan, rateStandingOn, weekSpan } from './day-spans';

const NOON = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe('weekSpan', () => {
  it('reaches twelve days back from today, so that the first of the seven days finds a rate', () => {
    expect(weekSpan(NOON('2026-11-23'))).toEqual({ start: '2026-11-11', end: '2026-11-23' });
  });
});

describe('monthSpan', () => {
  it("covers a past day's whole month and the twelve days before it", () => {
    expect(monthSpan('2026-03-01', NOON('2026-11-23'))).toEqual({ start: '2026-02-17', end: '2026-03-31' });
    expect(monthSpan('2026-03-31', NOON('2026-11-23'))).toEqual({ start: '2026-02-17', end: '2026-03-31' });
  });

  it('is the same span for every day of a month, across a year and in a leap year', () => {
    const today = NOON('2026-11-23');
    expect(monthSpan('2024-02-29', today)).toEqual(monthSpan('2024-02-01', today));
    expect(monthSpan('2024-02-10', today)).toEqual({ start: '2024-01-20', end: '2024-02-29' });
    expect(monthSpan('2026-01-15', today)).toEqual({ start: '2025-12-20', end: '2026-01-31' });
  });

  it('ends today in the month under way', () => {
    expect(monthSpan('2026-11-02', NOON('2026-11-23'))).toEqual({ start: '2026-10-20', end: '2026-11-23' });
  });
});

describe('rateStandingOn', () => {
  const rates = { '2026-02-26': 6.1, '2026-02-27': 6.2, '2026-03-02': 6.3 };

  it('takes the last rate published on or before the day, in any order of the rates', () => {
    expect(rateStandingOn(rates, '2026-03-01')).toEqual({ day: '2026-02-27', rate: 6.2 });
    expect(rateStandingOn(rates, '2026-03-02')).toEqual({ day: '2026-03-02', rate: 6.3 });
    expect(rateStandingOn({ '2026-03-02': 6.3, '2026-02-26': 6.1 }, '2026-03-01')).toEqual({
      day: '2026-02-26',
      rate: 6.1,
    });
  });

  it('has none for a day before every rate', () => {
    expect(rateStandingOn(rates, '2026-02-25')).toBeUndefined();
    expect(rateStandingOn({}, '2026-02-25')).toBeUndefined();
  });
});
