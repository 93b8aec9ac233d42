import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionAmong, hundredthsOf, shareOf, type Split } from './shares';
import { memberId, splitOf } from './testing/trips';

const ids = (count: number) => Array.from({ length: count }, (_, index) => memberId(index));
const amounts = (shares: { amount: number }[]) => shares.map(({ amount }) => amount);

/** Each member's whole-number weight as shareOf reads it. */
const weightOf = (split: Split, entry: Split['among'][number]) =>
  split.mode === 'equal' ? 1 : split.mode === 'exact' ? (entry.amount ?? 0) : hundredthsOf(entry.weight ?? 0);

const anySplit = fc
  .record({ amount: fc.integer({ min: 1, max: 10 ** 13 }), count: fc.integer({ min: 1, max: 50 }) })
  .chain(({ amount, count }) => fc.tuple(fc.constant(amount), splitOf(amount, ids(count)), fc.uuid()));

describe('shareOf', () => {
  it('splits 95.00 three ways as 31.67, 31.67 and 31.66, and ¥1000 as 334, 333 and 333', () => {
    const three = { mode: 'equal', among: ids(3).map((userId) => ({ userId })) } as const;
    expect(amounts(shareOf(9500, three)).sort()).toEqual([3166, 3167, 3167]);
    expect(amounts(shareOf(1000, three)).sort()).toEqual([333, 333, 334]);
  });

  it('weighs shares and percents, two decimals included, and takes exact amounts as given', () => {
    const [a, b, c] = ids(3) as [string, string, string];
    const shares = shareOf(1000, {
      mode: 'shares',
      among: [
        { userId: a, weight: 2 },
        { userId: b, weight: 1.5 },
        { userId: c, weight: 0.5 },
      ],
    });
    expect(shares).toEqual([
      { userId: a, amount: 500 },
      { userId: b, amount: 375 },
      { userId: c, amount: 125 },
    ]);
    const percents = shareOf(10_001, {
      mode: 'percent',
      among: [
        { userId: a, weight: 12.5 },
        { userId: b, weight: 87.5 },
      ],
    });
    expect(amounts(percents)).toEqual([1250, 8751]);
    const exact = {
      mode: 'exact',
      among: [
        { userId: a, amount: 7 },
        { userId: b, amount: 3 },
      ],
    } as const;
    expect(amounts(shareOf(10, exact))).toEqual([7, 3]);
  });

  it('sums exactly to the amount, each share within one unit of its exact part, a larger weight never less', () => {
    fc.assert(
      fc.property(anySplit, ([amount, split, seed]) => {
        const shares = shareOf(amount, split, seed);
        expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(amount);
        const weights = split.among.map((entry) => BigInt(weightOf(split, entry)));
        const whole = weights.reduce((sum, weight) => sum + weight, 0n);
        shares.forEach(({ amount: share }, index) => {
          // |share − amount·w/W| < 1, in integers: |share·W − amount·w| < W.
          const gap = BigInt(share) * whole - BigInt(amount) * weights[index]!;
          expect(gap < whole && -gap < whole).toBe(true);
          shares.forEach(({ amount: other }, otherIndex) => {
            if (weights[index]! > weights[otherIndex]!) expect(share).toBeGreaterThanOrEqual(other);
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives each member the same share whatever order the split lists them in', () => {
    fc.assert(
      fc.property(
        anySplit.chain(([amount, split, seed]) =>
          fc.tuple(
            fc.constant(amount),
            fc.constant(split),
            fc.constant(seed),
            fc.shuffledSubarray([...split.among], {
              minLength: split.among.length,
            }),
          ),
        ),
        ([amount, split, seed, shuffled]) => {
          const byMember = (shares: { userId: string; amount: number }[]) =>
            Object.fromEntries(shares.map(({ userId, amount: share }) => [userId, share]));
          expect(byMember(shareOf(amount, { ...split, among: shuffled }, seed))).toEqual(
            byMember(shareOf(amount, split, seed)),
          );
        },
      ),
    );
  });

  it('moves the leftover cent between members over costs split alike, the same cost always alike', () => {
    const three = { mode: 'equal', among: ids(3).map((userId) => ({ userId })) } as const;
    const extras = new Map<string, number>();
    for (let cost = 0; cost < 300; cost += 1) {
      const seed = memberId(5000 + cost);
      const shares = shareOf(100, three, seed);
      expect(shareOf(100, three, seed)).toEqual(shares);
      const taker = shares.find(({ amount }) => amount === 34)!.userId;
      extras.set(taker, (extras.get(taker) ?? 0) + 1);
    }
    expect([...extras.keys()].sort()).toEqual(ids(3).sort());
    for (const count of extras.values()) expect(count).toBeGreaterThan(60);
  });
});

describe('apportionAmong', () => {
  it('gives nothing of nothing, and all to the only weight', () => {
    const [a, b] = ids(2) as [string, string];
    expect(amounts(apportionAmong(0, [{ userId: a, weight: 3 }]))).toEqual([0]);
    expect(
      amounts(
        apportionAmong(7, [
          { userId: a, weight: 0 },
          { userId: b, weight: 5 },
        ]),
      ),
    ).toEqual([0, 7]);
  });

  it('stays exact for amounts and weights whose products pass 2^53', () => {
    const [a, b] = ids(2) as [string, string];
    // Quotas (10^13 − 1)²/10^13 = 10^13 − 2 + 10^-13 and (10^13 − 1)/10^13: floats would lose the remainders.
    const parts = apportionAmong(10 ** 13 - 1, [
      { userId: a, weight: 10 ** 13 - 1 },
      { userId: b, weight: 1 },
    ]);
    expect(amounts(parts)).toEqual([10 ** 13 - 2, 1]);
  });
});
