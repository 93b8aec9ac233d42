import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationRule } from '../i18n/validation-rules';
import {
  paidBySchema,
  pixKeyBodySchema,
  refineSplitting,
  settlementBodySchema,
  splitSchema,
} from './schemas';
import { memberId } from './testing/trips';

const [ana, bruno] = [memberId(0), memberId(1)];

/** The rules of core's catalogue a refused value broke, with where: 'memberOnce at 1.userId'. */
function refusals(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  // Each rule is one the catalogues word (their type holds one line per key).
  for (const { message } of result.error.issues) expect(isValidationRule(message), message).toBe(true);
  return result.error.issues.map(({ message, path }) => `${message} at ${path.join('.')}`);
}

/** A cost's amount with its payers and split, checked as the cost bodies will. */
const costSchema = z
  .object({ amount: z.number().int(), paidBy: paidBySchema, split: splitSchema })
  .superRefine((cost, context) => refineSplitting(context, cost.amount, cost));

describe('the splitting schemas', () => {
  it('take payers and a split of every mode that add up', () => {
    const paidBy = [
      { userId: ana, amount: 600 },
      { userId: bruno, amount: 400, gift: true },
    ];
    for (const split of [
      { mode: 'equal', among: [{ userId: ana }, { userId: bruno }] },
      {
        mode: 'shares',
        among: [
          { userId: ana, weight: 1.5 },
          { userId: bruno, weight: 1 },
        ],
      },
      {
        mode: 'percent',
        among: [
          { userId: ana, weight: 33.33 },
          { userId: bruno, weight: 66.67 },
        ],
      },
      {
        mode: 'exact',
        among: [
          { userId: ana, amount: 999 },
          { userId: bruno, amount: 1 },
        ],
      },
    ]) {
      expect(refusals(costSchema, { amount: 1000, paidBy, split }), split.mode).toEqual([]);
    }
  });

  it('refuse payers or exact amounts that do not add up, and a member twice', () => {
    expect(
      refusals(costSchema, {
        amount: 1000,
        paidBy: [{ userId: ana, amount: 999 }],
        split: {
          mode: 'exact',
          among: [
            { userId: ana, amount: 500 },
            { userId: bruno, amount: 400 },
          ],
        },
      }),
    ).toEqual(['payersSum at paidBy', 'splitSum at split.among']);
    expect(
      refusals(paidBySchema, [
        { userId: ana, amount: 1 },
        { userId: ana, amount: 2 },
      ]),
    ).toEqual(['memberOnce at 1.userId']);
    expect(refusals(splitSchema, { mode: 'equal', among: [{ userId: bruno }, { userId: bruno }] })).toEqual([
      'memberOnce at among.1.userId',
    ]);
  });

  it('refuse weights that are missing, not above 0, or past two decimals, and percents not summing to 100', () => {
    expect(
      refusals(splitSchema, {
        mode: 'shares',
        among: [{ userId: ana }, { userId: bruno, weight: 0 }, { userId: memberId(2), weight: 0.125 }],
      }),
    ).toEqual([
      'splitWeight at among.0.weight',
      'splitWeight at among.1.weight',
      'splitWeight at among.2.weight',
    ]);
    expect(
      refusals(splitSchema, {
        mode: 'percent',
        among: [
          { userId: ana, weight: 50 },
          { userId: bruno, weight: 40 },
        ],
      }),
    ).toEqual(['percentSum at among']);
  });

  it('refuse an exact split without amounts, and a weight or amount the mode does not read', () => {
    expect(refusals(splitSchema, { mode: 'exact', among: [{ userId: ana, weight: 1 }] })).toEqual([
      'splitModeField at among.0.weight',
      'splitAmount at among.0.amount',
    ]);
    expect(refusals(splitSchema, { mode: 'equal', among: [{ userId: ana, amount: 5 }] })).toEqual([
      'splitModeField at among.0.amount',
    ]);
  });

  it('refuse a payment to oneself, and take one to another member with its method', () => {
    const payment = { fromUserId: ana, toUserId: bruno, amount: 12_000, currency: 'brl', method: 'pix' };
    expect(settlementBodySchema.parse(payment)).toEqual({ ...payment, currency: 'BRL', note: '' });
    expect(refusals(settlementBodySchema, { ...payment, toUserId: ana })).toEqual([
      'selfSettlement at toUserId',
    ]);
  });

  it('keep a PIX key as the directory writes it, and refuse a wrong one or a name a code cannot hold', () => {
    expect(pixKeyBodySchema.parse({ key: '529.982.247-25', name: 'Ana', city: 'Recife' })).toEqual({
      key: '52998224725',
      name: 'Ana',
      city: 'Recife',
    });
    expect(refusals(pixKeyBodySchema, { key: '529.982.247-24', name: '🌴', city: 'Recife' })).toEqual([
      'pixKey at key',
      'pixText at name',
    ]);
  });
});
