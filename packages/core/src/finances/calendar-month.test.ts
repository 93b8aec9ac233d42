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
import { at, dateArbitrary } from './testing/finance-builders';

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

  it('counts midnight on the 1st and the last millisecond of the month', () => {
    expect(isInRange(at(2026, 2, 1), march)).toBe(true);
    expect(isInRange(at(2026, 3, 1) - 1, march)).toBe(true);
  });

  it('leaves out the last millisecond before the month and midnight on the next 1st', () => {
    expect(isInRange(at(2026, 2, 1) - 1, march)).toBe(false);
    expect(isInRange(at(2026, 3, 1), march)).toBe(false);
  });

  it('gives leap February its 29th day', () => {
    expect(isInRange(at(2028, 1, 29, 12), monthRange({ year: 2028, monthIndex: 1 }))).toBe(true);
  });

  it('places every instant in exactly the range of its own month', () => {
    fc.assert(
      fc.property(dateArbitrary, (date) => {
        const month = monthOf(date);
        expect(isInRange(date, monthRange(month))).toBe(true);
        expect(isInRange(date, monthRange(previousMonth(month)))).toBe(false);
        expect(isInRange(date, monthRange(nextMonth(month)))).toBe(false);
      }),
    );
  });

  it('leaves no gap between one month and the next', () => {
    fc.assert(
      fc.property(dateArbitrary, (date) => {
        const month = monthOf(date);
        expect(monthRange(nextMonth(month)).start).toBe(monthRange(month).end);
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
