import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatListDate, isLate, listDateOf } from './todo-dates';

describe('lateness', () => {
  it('is late only when the day is before today', () => {
    expect(isLate('2026-03-11', '2026-03-12')).toBe(true);
    expect(isLate('2025-12-31', '2026-03-12')).toBe(true);
  });

  it('is not late on the day itself, nor later', () => {
    expect(isLate('2026-03-12', '2026-03-12')).toBe(false);
    expect(isLate('2026-03-13', '2026-03-12')).toBe(false);
  });
});

describe('date formats', () => {
  it('shows a list date as day, short month and year, the day it is in every zone', () => {
    expect(formatListDate('2026-03-12', 'en-GB')).toBe('12 Mar 2026');
    expect(formatListDate('2026-12-20', 'pt-BR')).toBe('20 de dez. de 2026');
  });

  it('shows a comment date with the time', () => {
    expect(formatCommentDate(new Date(2026, 2, 12, 9, 5).getTime(), 'en-GB')).toBe('12 Mar 2026, 09:05');
  });
});

describe('a list date from its input', () => {
  it('is the picked day, sent as noon UTC of it', () => {
    expect(listDateOf('2026-12-20')).toEqual({ date: Date.UTC(2026, 11, 20, 12), dateDay: '2026-12-20' });
  });

  it('is none for a cleared, impossible or out-of-range value', () => {
    for (const value of ['', '2026-02-30', 'yesterday', '0002-06-10']) {
      expect(listDateOf(value)).toEqual({ date: 0, dateDay: '' });
    }
  });
});
