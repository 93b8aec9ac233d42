import { describe, expect, it } from 'vitest';
import {
  dayMonth,
  entryDate,
  fromDateInput,
  isDateInput,
  monthLabel,
  selectorYears,
  toDateInput,
} from './dates';

const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).getTime();

describe('toDateInput', () => {
  it('gives the local day a date input shows, zero-padded', () => {
    expect(toDateInput(local(2026, 2, 7, 23, 59))).toBe('2026-03-07');
    expect(toDateInput(local(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});

describe('fromDateInput', () => {
  it('reads the day at the time of day it is given', () => {
    expect(fromDateInput('2026-03-07', local(2000, 0, 1, 14, 30))).toBe(local(2026, 2, 7, 14, 30));
  });
  it('round-trips with toDateInput', () => {
    const day = '2024-02-29';
    expect(toDateInput(fromDateInput(day, 0)!)).toBe(day);
  });
  it('refuses empty, malformed and impossible days', () => {
    expect(fromDateInput('', 0)).toBeNull();
    expect(fromDateInput('07/03/2026', 0)).toBeNull();
    expect(fromDateInput('2026-02-30', 0)).toBeNull();
    expect(fromDateInput('2026-13-01', 0)).toBeNull();
    expect(isDateInput('2026-02-30')).toBe(false);
    expect(isDateInput('2026-02-28')).toBe(true);
  });
});

describe('entryDate', () => {
  const previous = local(2026, 2, 7, 9, 15);
  const now = local(2026, 3, 20, 18, 0);
  it('keeps an edited entry at its instant while its day is unchanged', () => {
    expect(entryDate('2026-03-07', previous, now)).toBe(previous);
  });
  it('moves it to the new day at the time of day of now', () => {
    expect(entryDate('2026-03-09', previous, now)).toBe(local(2026, 2, 9, 18, 0));
  });
  it('gives a new entry the chosen day at the time of day of now', () => {
    expect(entryDate('2026-04-20', undefined, now)).toBe(now);
  });
});

describe('dayMonth and monthLabel', () => {
  it("shows the table's day/month", () => {
    expect(dayMonth(local(2026, 2, 7))).toBe('07/03');
    expect(dayMonth(local(2026, 10, 25))).toBe('25/11');
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
