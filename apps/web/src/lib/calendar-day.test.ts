import { describe, expect, it } from 'vitest';
import { addDays, isPlausibleDay, localDay } from './calendar-day';

describe('calendar days', () => {
  it('name the local day an instant falls on', () => {
    expect(localDay(new Date(2026, 5, 10, 23, 59).getTime())).toBe('2026-06-10');
    expect(localDay(new Date(2026, 0, 1, 0, 0).getTime())).toBe('2026-01-01');
  });

  it('count days across months, years and leap days', () => {
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('are plausible only whole and real, in the years the API takes', () => {
    expect(isPlausibleDay('2026-06-10')).toBe(true);
    expect(isPlausibleDay('2026-02-30')).toBe(false);
    expect(isPlausibleDay('0002-06-10')).toBe(false);
    expect(isPlausibleDay('')).toBe(false);
  });
});
