import { describe, expect, it } from 'vitest';
import {
  createEntranceBodySchema,
  createExpenseBodySchema,
  createGoalBodySchema,
  financeIdQuerySchema,
  financeRateQuerySchema,
  updateExpenseBodySchema,
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

describe('amounts in another currency', () => {
  const inEuros = { title: 'Pastéis', color: '#F5455C', type: 2, date: 1_772_000_000_000 };

  it('take an amount in a named currency instead of the value, its code in any case', () => {
    expect(
      createExpenseBodySchema.parse({ ...inEuros, originalCurrency: 'eur', originalValue: 1250 }),
    ).toEqual({ ...inEuros, originalCurrency: 'EUR', originalValue: 1250, financesGoalId: null });
  });

  it('ignore the rate an answer carries, sent back with the item', () => {
    const body = { ...inEuros, originalCurrency: 'EUR', originalValue: 1250, rate: '9', rateTyped: true };
    expect(createExpenseBodySchema.parse(body)).not.toHaveProperty('rate');
  });

  it('write a typed rate in its canonical text, and read null as the market rate again', () => {
    const body = { ...inEuros, originalCurrency: 'EUR', originalValue: 1250 };
    expect(createExpenseBodySchema.parse({ ...body, typedRate: ' 6,2500 ' }).typedRate).toBe('6.25');
    expect(updateExpenseBodySchema.parse({ ...body, id, typedRate: null }).typedRate).toBeNull();
  });

  it.each([
    ['no value and no currency', { ...inEuros }, 'value'],
    ['a currency without its amount', { ...inEuros, originalCurrency: 'EUR' }, 'originalValue'],
    ['an amount without its currency', { ...inEuros, value: 100, originalValue: 100 }, 'originalCurrency'],
    ['a rate without a currency', { ...inEuros, value: 100, typedRate: '6' }, 'originalCurrency'],
    [
      'a currency that is no ISO code',
      { ...inEuros, originalCurrency: 'EURO', originalValue: 1 },
      'originalCurrency',
    ],
    ['a rate of 0', { ...inEuros, originalCurrency: 'EUR', originalValue: 1, typedRate: '0' }, 'typedRate'],
    [
      'a rate in words',
      { ...inEuros, originalCurrency: 'EUR', originalValue: 1, typedRate: 'six' },
      'typedRate',
    ],
    [
      'a rate given as a number',
      { ...inEuros, originalCurrency: 'EUR', originalValue: 1, typedRate: 6 },
      'typedRate',
    ],
    ['an amount of 0', { ...inEuros, originalCurrency: 'EUR', originalValue: 0 }, 'originalValue'],
  ])('refuse %s, naming the field', (_case, body, field) => {
    const parsed = createExpenseBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it('ask the rate of a day in epoch ms, or of no day (the latest)', () => {
    expect(financeRateQuerySchema.parse({ currency: 'eur', date: '1772000000000' })).toEqual({
      currency: 'EUR',
      date: 1_772_000_000_000,
    });
    expect(financeRateQuerySchema.parse({ currency: 'EUR' })).toEqual({ currency: 'EUR' });
    expect(financeRateQuerySchema.safeParse({ currency: 'EUR', date: 'today' }).success).toBe(false);
  });
});
