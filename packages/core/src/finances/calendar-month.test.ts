import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isInRange,
  lastMonths,
  monthOf,
  monthRange,
  nextMonth,
  previousMonth,
  yearOptions,
} from './calendar-month';
import { addDays, dayIn } from '../calendar/calendar-day';
import { dateArbitrary } from './testing/finance-builders';

describe('month selector', () => {
  it('steps back and forth within a year', () => {
    expect(previousMonth({ year: 2026, monthIndex: 5 })).toEqual({ year: 2026, monthIndex: 4 });
    expect(nextMonth({ year: 2026, monthIndex: 5 })).toEqual({ year: 2026, monthIndex: 6 });
  });

  it('rolls the year over past December and before January', () => {
    expect(nextMonth({ year: 2026, monthIndex: 11 })).toEqual({ year: 2027, monthIndex: 0 });
    expect(previousMonth({ year: 2026, monthIndex: 0 })).toEqual({ year: 2025, monthIndex: 11 });
  });

  it('steps many months at once in either direction', () => {
    expect(addMonths({ year: 2026, monthIndex: 2 }, -14)).toEqual({ year: 2025, monthIndex: 0 });
    expect(addMonths({ year: 2026, monthIndex: 2 }, 25)).toEqual({ year: 2028, monthIndex: 3 });
  });

  it('offers the years from 10 back to 10 ahead', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years[10]).toBe(2026);
    expect(years[20]).toBe(2036);
  });

  it('undoes Next with Back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 0, max: 11 }),
        (year, monthIndex) => {
          const month = { year, monthIndex };
          expect(previousMonth(nextMonth(month))).toEqual(month);
        },
      ),
    );
  });
});

describe('month range', () => {
  const march = monthRange({ year: 2026, monthIndex: 2 });
  const dayArbitrary = dateArbitrary.map((ms) => dayIn(ms, 'UTC'));

  it('counts the 1st and the last day of the month', () => {
    expect(march).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(isInRange('2026-03-01', march)).toBe(true);
    expect(isInRange('2026-03-31', march)).toBe(true);
  });

  it('leaves out the day before the month and the next 1st', () => {
    expect(isInRange('2026-02-28', march)).toBe(false);
    expect(isInRange('2026-04-01', march)).toBe(false);
  });

  it('gives leap February its 29th day, and other Februaries 28', () => {
    expect(monthRange({ year: 2028, monthIndex: 1 }).to).toBe('2028-02-29');
    expect(monthRange({ year: 2026, monthIndex: 1 }).to).toBe('2026-02-28');
  });

  it('writes years of fewer than four digits as days are written', () => {
    expect(monthRange({ year: 999, monthIndex: 11 })).toEqual({ from: '0999-12-01', to: '0999-12-31' });
  });

  it('places every day in exactly the range of its own month', () => {
    fc.assert(
      fc.property(dayArbitrary, (day) => {
        const month = monthOf(day);
        expect(isInRange(day, monthRange(month))).toBe(true);
        expect(isInRange(day, monthRange(previousMonth(month)))).toBe(false);
        expect(isInRange(day, monthRange(nextMonth(month)))).toBe(false);
      }),
    );
  });

  it('leaves no gap between one month and the next', () => {
    fc.assert(
      fc.property(dayArbitrary, (day) => {
        const month = monthOf(day);
        expect(addDays(monthRange(month).to, 1)).toBe(monthRange(nextMonth(month)).from);
      }),
    );
  });
});

describe('chart months', () => {
  it('lists 12 months oldest first, the current one last, across the year', () => {
    const months = lastMonths({ year: 2026, monthIndex: 2 });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, monthIndex: 3 });
    expect(months[9]).toEqual({ year: 2026, monthIndex: 0 });
    expect(months[11]).toEqual({ year: 2026, monthIndex: 2 });
  });
});
