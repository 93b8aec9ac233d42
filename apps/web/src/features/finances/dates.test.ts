import { describe, expect, it } from 'vitest';
import { dayMonth, monthLabel, selectorYears } from './dates';

describe('dayMonth and monthLabel', () => {
  it("shows the table's day/month", () => {
    expect(dayMonth('2026-03-07')).toBe('07/03');
    expect(dayMonth('2026-11-25')).toBe('25/11');
  });
  it('names a month with its year', () => {
    expect(monthLabel({ year: 2026, monthIndex: 0 })).toBe('January 2026');
  });
});

describe('selectorYears', () => {
  it('offers 10 years back and 10 ahead of the current year', () => {
    const years = selectorYears(2026, 2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
  });
  it('adds the selected year when Back or Next went beyond them', () => {
    expect(selectorYears(2026, 2015)[0]).toBe(2015);
    expect(selectorYears(2026, 2037).at(-1)).toBe(2037);
    expect(selectorYears(2026, 2037)).toHaveLength(22);
  });
});
