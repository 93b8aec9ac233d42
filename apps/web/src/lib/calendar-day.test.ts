import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '@wayfarer/core';
import { dayParts, isPlausibleDay, localDay } from './calendar-day';

describe('calendar days on this device', () => {
  it('name the local day an instant falls on', () => {
    expect(localDay(new Date(2026, 5, 10, 23, 59).getTime())).toBe('2026-06-10');
    expect(localDay(new Date(2026, 0, 1, 0, 0).getTime())).toBe('2026-01-01');
  });

  it('split a day into its year, month index and date', () => {
    expect(dayParts('2026-12-06')).toEqual({ year: 2026, monthIndex: 11, date: 6 });
  });

  it('are plausible only whole and real, in the years the API takes, as core says', () => {
    for (const text of ['2026-06-10', '2028-02-29', '1970-01-01', '9999-12-31']) {
      expect(isPlausibleDay(text)).toBe(true);
    }
    for (const text of ['2026-02-30', '2027-02-29', '0002-06-10', '1969-12-31', '10000-01-01', '', 'today']) {
      expect(isPlausibleDay(text)).toBe(false);
      expect(isCalendarDay(text)).toBe(false);
    }
  });
});
