import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 23, 12);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, -0, 'second'],
    [-1, -0, 'second'],
    [1, -0, 'second'],
    [DAY - 1, 23, 'hour'],
    [DAY + 1, 1, 'day'],
    [-DAY + 1, -23, 'hour'],
    [30 * DAY - 1, 29, 'day'],
    [-29 * DAY, -29, 'day'],
    [-30 * DAY, -1, 'month'],
    [-59 * SECOND, -59, 'second'],
    [-MINUTE, -1, 'minute'],
    [-5 * MINUTE - 30 * SECOND, -5, 'minute'],
    [-HOUR, -1, 'hour'],
    [23 * HOUR, 23, 'hour'],
    [DAY, 1, 'day'],
    [-DAY, -1, 'day'],
    [29 * DAY, 29, 'day'],
    [30 * DAY, 1, 'month'],
    [-95 * DAY, -3, 'month'],
  ])('puts %i ms from now at %d %s', (offset, value, unit) => {
    expect(relativeTime(NOW + offset, NOW)).toEqual({ value, unit });
  });
});

describe('formatRelativeTime', () => {
  it('words it as the spec shows, first letter capital', () => {
    expect(formatRelativeTime(NOW + 3 * DAY, NOW)).toBe('In 3 days');
    expect(formatRelativeTime(NOW - 5 * MINUTE, NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(NOW - HOUR, NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(NOW, NOW)).toBe('0 seconds ago');
  });

  it.each([
    [1, '0 seconds ago'],
    [-1, '0 seconds ago'],
    [SECOND, 'In 1 second'],
    [DAY, 'In 1 day'],
    [-DAY, '1 day ago'],
    [29 * DAY, 'In 29 days'],
    [30 * DAY, 'In 1 month'],
    [-30 * DAY, '1 month ago'],
  ])('words %i ms from now as %s', (offset, text) => {
    expect(formatRelativeTime(NOW + offset, NOW)).toBe(text);
  });
});
