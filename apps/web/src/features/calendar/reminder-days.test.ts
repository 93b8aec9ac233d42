import { describe, expect, it } from 'vitest';
import { daysBeforeLabel, sameDays, withDayChosen } from './reminder-days';

describe('the days before a date a reminder comes', () => {
  it('read as people say them', () => {
    expect(daysBeforeLabel(0)).toBe('On the day');
    expect(daysBeforeLabel(1)).toBe('1 day before');
    expect(daysBeforeLabel(14)).toBe('14 days before');
  });

  it('are ticked and unticked each once, kept farthest first', () => {
    expect(withDayChosen([1], 7, true)).toEqual([7, 1]);
    expect(withDayChosen([7, 1], 7, true)).toEqual([7, 1]);
    expect(withDayChosen([7, 1, 0], 1, false)).toEqual([7, 0]);
  });

  it('are the same choice in any order', () => {
    expect(sameDays([0, 7], [7, 0])).toBe(true);
    expect(sameDays([0, 7], [7])).toBe(false);
  });
});
