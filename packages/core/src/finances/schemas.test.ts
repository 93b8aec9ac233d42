import { describe, expect, it } from 'vitest';
import {
  createEntranceBodySchema,
  createExpenseBodySchema,
  createGoalBodySchema,
  financeIdQuerySchema,
  updateGoalBodySchema,
} from './schemas';

const id = '0b5e3c7a-6f0e-4d7e-9a51-2f6f1d3c9b10';
const entranceBody = { title: ' Salary ', color: '#fffd00', value: 300_000, date: 1_772_000_000_000 };
const goalBody = { title: 'Rent', value: 120_000, color: '#3B9AF5', icon: 20, type: 1 };
const expenseBody = { type: 2, title: 'Flights', color: '#F5455C', value: 60_000, date: 1_772_000_000_000 };

describe('finance request schemas', () => {
  it('trims titles and stores colours upper case', () => {
    expect(createEntranceBodySchema.parse(entranceBody)).toEqual({
      ...entranceBody,
      title: 'Salary',
      color: '#FFFD00',
    });
  });

  it('reads an expense without a goal as one with financesGoalId null', () => {
    expect(createExpenseBodySchema.parse(expenseBody).financesGoalId).toBeNull();
    expect(createExpenseBodySchema.parse({ ...expenseBody, financesGoalId: id }).financesGoalId).toBe(id);
  });

  it('ignores fields the client sends along with an item', () => {
    expect(updateGoalBodySchema.parse({ ...goalBody, id, userId: 'someone' })).toEqual({ ...goalBody, id });
  });

  it.each([
    ['a negative value', { value: -100 }],
    ['a value of 0', { value: 0 }],
    ['fractional cents', { value: 10.5 }],
    ['a value of 10^15 cents', { value: 10 ** 15 }],
    ['a value given as text', { value: '100' }],
    ['a blank title', { title: '   ' }],
    ['a 201-character title', { title: 'x'.repeat(201) }],
    ['a colour name', { color: 'red' }],
    ['a short hex colour', { color: '#FFF' }],
    ['a date given as text', { date: '2026-03-01' }],
    ['a fractional date', { date: 1.5 }],
  ])('refuse an entrance with %s', (_case, change) => {
    expect(createEntranceBodySchema.safeParse({ ...entranceBody, ...change }).success).toBe(false);
  });

  it.each([
    ['an icon of 0', { icon: 0 }],
    ['an icon of 21', { icon: 21 }],
    ['a type of 3', { type: 3 }],
    ['a type given as text', { type: '1' }],
    ['no colour', { color: undefined }],
  ])('refuse a goal with %s', (_case, change) => {
    expect(createGoalBodySchema.safeParse({ ...goalBody, ...change }).success).toBe(false);
  });

  it('accepts the largest amount and refuses one cent more', () => {
    expect(createGoalBodySchema.safeParse({ ...goalBody, value: 10 ** 13 }).success).toBe(true);
    expect(createGoalBodySchema.safeParse({ ...goalBody, value: 10 ** 13 + 1 }).success).toBe(false);
  });

  it('refuses an expense pointing at something that is not an id', () => {
    expect(createExpenseBodySchema.safeParse({ ...expenseBody, financesGoalId: '42' }).success).toBe(false);
    expect(financeIdQuerySchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
