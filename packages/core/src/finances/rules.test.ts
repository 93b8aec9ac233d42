import { describe, expect, it } from 'vitest';
import { canSaveDatedEntry, canSaveGoal } from './rules';

describe('finance forms', () => {
  it('enable saving an entrance, a goal and an expense that are filled in', () => {
    expect(canSaveDatedEntry({ title: 'Salary', value: 300_000 })).toBe(true);
    expect(canSaveGoal({ title: 'Rent', color: '#FFFD00', value: 120_000 })).toBe(true);
    expect(canSaveDatedEntry({ title: 'Groceries', value: 1 })).toBe(true);
  });

  it.each([
    ['a blank title', { title: '  ', value: 100 }],
    ['a value of 0', { title: 'Salary', value: 0 }],
    ['an input that is not an amount', { title: 'Salary', value: null }],
  ])('disable saving an entrance or an expense with %s', (_case, form) => {
    expect(canSaveDatedEntry(form)).toBe(false);
  });

  it('disable saving a goal without a colour or a value', () => {
    expect(canSaveGoal({ title: 'Rent', color: '', value: 120_000 })).toBe(false);
    expect(canSaveGoal({ title: 'Rent', color: '#FFFD00', value: 0 })).toBe(false);
    expect(canSaveGoal({ title: '', color: '#FFFD00', value: 120_000 })).toBe(false);
  });
});
