import { describe, expect, it } from 'vitest';
import { dayKeyTarget, monthGrid, sameDateIn, weekdaysFrom } from './month-grid';

const SUNDAY = 0;
const MONDAY = 1;

describe('the month grid', () => {
  it('runs from the Monday of the first week to the Sunday of the last, weeks starting on Monday', () => {
    // June 2026 starts on a Monday and ends on a Tuesday.
    const weeks = monthGrid({ year: 2026, monthIndex: 5 }, MONDAY);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-06-01');
    expect(weeks.at(-1)).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
  });

  it('takes the days of the month before into its first week', () => {
    // March 2026 starts on a Sunday: six weeks, the first from 23 February.
    const weeks = monthGrid({ year: 2026, monthIndex: 2 }, MONDAY);
    expect(weeks[0]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-04-05');
  });

  it('fits a February of exactly four weeks in four rows', () => {
    const weeks = monthGrid({ year: 2027, monthIndex: 1 }, MONDAY);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('runs from Sunday to Saturday where weeks start on Sunday', () => {
    // June 2026 starts on a Monday: its first week starts on Sunday 31 May.
    const june = monthGrid({ year: 2026, monthIndex: 5 }, SUNDAY);
    expect(june).toHaveLength(5);
    expect(june[0]?.[0]).toBe('2026-05-31');
    expect(june.at(-1)?.at(-1)).toBe('2026-07-04');
    // March 2026 starts on a Sunday: five weeks, the first from 1 March.
    const march = monthGrid({ year: 2026, monthIndex: 2 }, SUNDAY);
    expect(march[0]?.[0]).toBe('2026-03-01');
    expect(march).toHaveLength(5);
  });

  it('names its weekdays from the first day of the week', () => {
    expect(weekdaysFrom(SUNDAY)).toEqual([
      '2024-01-07',
      '2024-01-08',
      '2024-01-09',
      '2024-01-10',
      '2024-01-11',
      '2024-01-12',
      '2024-01-13',
    ]);
    expect(weekdaysFrom(MONDAY)[0]).toBe('2024-01-08');
    expect(weekdaysFrom(6)[0]).toBe('2024-01-13');
  });
});

describe('the keys of the grid', () => {
  it('move a day with the side arrows and a week with the others, across months', () => {
    expect(dayKeyTarget('ArrowRight', '2026-06-30', MONDAY)).toBe('2026-07-01');
    expect(dayKeyTarget('ArrowLeft', '2026-06-01', MONDAY)).toBe('2026-05-31');
    expect(dayKeyTarget('ArrowDown', '2026-06-28', SUNDAY)).toBe('2026-07-05');
    expect(dayKeyTarget('ArrowUp', '2026-01-03', SUNDAY)).toBe('2025-12-27');
  });

  it('go to the week’s first and last day with Home and End', () => {
    // 10 June 2026 is a Wednesday; 14 June a Sunday.
    expect(dayKeyTarget('Home', '2026-06-10', MONDAY)).toBe('2026-06-08');
    expect(dayKeyTarget('End', '2026-06-10', MONDAY)).toBe('2026-06-14');
    expect(dayKeyTarget('Home', '2026-06-10', SUNDAY)).toBe('2026-06-07');
    expect(dayKeyTarget('End', '2026-06-10', SUNDAY)).toBe('2026-06-13');
    expect(dayKeyTarget('Home', '2026-06-14', SUNDAY)).toBe('2026-06-14');
    expect(dayKeyTarget('End', '2026-06-14', MONDAY)).toBe('2026-06-14');
  });

  it('go to the same date a month away with Page Up and Down, or the month’s last day', () => {
    expect(dayKeyTarget('PageDown', '2026-06-10', SUNDAY)).toBe('2026-07-10');
    expect(dayKeyTarget('PageUp', '2026-03-31', SUNDAY)).toBe('2026-02-28');
    expect(sameDateIn('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('leave other keys alone', () => {
    expect(dayKeyTarget('Enter', '2026-06-10', SUNDAY)).toBeNull();
  });
});
