import { describe, expect, it } from 'vitest';
import {
  formatCommentDate,
  formatListDate,
  fromDateInputValue,
  isLate,
  startOfDay,
  toDateInputValue,
} from './todo-dates';

const at = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).getTime();

describe('lateness', () => {
  const now = at(2026, 3, 12, 15, 30);

  it('is late only when the day is before today', () => {
    expect(isLate(at(2026, 3, 11, 23, 59), now)).toBe(true);
    expect(isLate(at(2025, 12, 31), now)).toBe(true);
  });

  it('is not late earlier on the same day, nor later', () => {
    expect(isLate(at(2026, 3, 12, 8), now)).toBe(false);
    expect(isLate(now, now)).toBe(false);
    expect(isLate(at(2026, 3, 13), now)).toBe(false);
  });

  it('starts a day at local midnight', () => {
    expect(startOfDay(now)).toBe(at(2026, 3, 12));
  });
});

describe('date formats', () => {
  it('shows a list date as day, short month and year', () => {
    expect(formatListDate(at(2026, 3, 12, 15), 'en-GB')).toBe('12 Mar 2026');
  });

  it('shows a comment date with the time', () => {
    expect(formatCommentDate(at(2026, 3, 12, 9, 5), 'en-GB')).toBe('12 Mar 2026, 09:05');
  });
});

describe('date input values', () => {
  it('writes the local day', () => {
    expect(toDateInputValue(at(2026, 1, 5, 23, 59))).toBe('2026-01-05');
    expect(toDateInputValue(0)).toBe('');
    expect(toDateInputValue(Number.NaN)).toBe('');
  });

  it('keeps the previous instant while its day is unchanged', () => {
    const now = at(2026, 3, 12, 15, 30);
    expect(fromDateInputValue('2026-03-12', now)).toBe(now);
  });

  it('reads another day as its local midnight', () => {
    expect(fromDateInputValue('2026-04-01', at(2026, 3, 12, 15))).toBe(at(2026, 4, 1));
  });

  it('gives 0 for a cleared or impossible date', () => {
    expect(fromDateInputValue('', at(2026, 3, 12))).toBe(0);
    expect(fromDateInputValue('2026-02-30', at(2026, 3, 12))).toBe(0);
    expect(fromDateInputValue('yesterday', at(2026, 3, 12))).toBe(0);
  });
});
