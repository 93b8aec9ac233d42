import { describe, expect, it } from 'vitest';
import { dayParts, localDay } from './calendar-day';

describe('calendar days on this device', () => {
  it('name the local day an instant falls on', () => {
    expect(localDay(new Date(2026, 5, 10, 23, 59).getTime())).toBe('2026-06-10');
    expect(localDay(new Date(2026, 0, 1, 0, 0).getTime())).toBe('2026-01-01');
  });

  it('split a day into its year, month index and date', () => {
    expect(dayParts('2026-12-06')).toEqual({ year: 2026, monthIndex: 11, date: 6 });
  });
});
