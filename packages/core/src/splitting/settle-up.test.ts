import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXACT_SETTLE_UP_MAX, settleUp, zeroSumGroups, type Balance } from './settle-up';
import { memberId } from './testing/trips';

/**
 * The oracle: the most blocks a partition of the balances into zero-sum blocks can have, by trying every
 * zero-sum block that holds the first balance left, then the best of the rest. Independent of the
 * subset programme it checks.
 */
function mostZeroSumBlocks(balances: readonly number[]): number {
  if (balances.length === 0) return 0;
  const [first = 0, ...others] = balances;
  let best = 0;
  for (let mask = 0; mask < 1 << others.length; mask += 1) {
    const inBlock = others.filter((_, index) => (mask >> index) & 1);
    if (inBlock.reduce((sum, balance) => sum + balance, first) !== 0) continue;
    best = Math.max(best, 1 + mostZeroSumBlocks(others.filter((_, index) => !((mask >> index) & 1))));
  }
  return best;
}

/**
 * Balances summing to zero, built from zero-sum groups so that several groups are common, and small
 * amounts so that equal and summing amounts are too, as a trip's balances often are.
 */
const balancesOf = (maxMembers: number) =>
  fc
    .array(fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: maxMembers,
    })
    .map((groups) =>
      groups.flatMap((group) => [...group, 0 - group.reduce((sum, amount) => sum + amount, 0)]),
    )
    .map((amounts) => amounts.slice(0, maxMembers - 1))
    .map((amounts) => [...amounts, 0 - amounts.reduce((sum, amount) => sum + amount, 0)])
    .chain((amounts) => fc.shuffledSubarray(amounts, { minLength: amounts.length }))
    .map((amounts): Balance[] => amounts.map((balance, index) => ({ userId: memberId(index), balance })));

/** Each member's balance once the transfers are paid: the debtor's rises, the creditor's falls. */
function afterPaying(balances: readonly Balance[], transfers: ReturnType<typeof settleUp>) {
  const left = new Map(balances.map(({ userId, balance }) => [userId, balance]));
  for (const { fromUserId, toUserId, amount } of transfers) {
    left.set(fromUserId, (left.get(fromUserId) ?? Number.NaN) + amount);
    left.set(toUserId, (left.get(toUserId) ?? Number.NaN) - amount);
  }
  return [...left.values()];
}

function expectSettledByDebtorsToCreditors(
  balances: readonly Balance[],
  transfers: ReturnType<typeof settleUp>,
) {
  const balanceOf = new Map(balances.map(({ userId, balance }) => [userId, balance]));
  for (const { fromUserId, toUserId, amount } of transfers) {
    expect(amount).toBeGreaterThan(0);
    expect(balanceOf.get(fromUserId)).toBeLessThan(0);
    expect(balanceOf.get(toUserId)).toBeGreaterThan(0);
  }
  expect(afterPaying(balances, transfers).every((balance) => balance === 0)).toBe(true);
}

describe('settleUp', () => {
  it('settles three who owe one another in two transfers, and a trip already even in none', () => {
    const [a, b, c] = [memberId(0), memberId(1), memberId(2)];
    const transfers = settleUp([
      { userId: a, balance: -120 },
      { userId: b, balance: 100 },
      { userId: c, balance: 20 },
    ]);
    expect(transfers).toHaveLength(2);
    expect(transfers.every(({ fromUserId }) => fromUserId === a)).toBe(true);
    expect(settleUp([{ userId: a, balance: 0 }])).toEqual([]);
  });

  it('pays a debt of 5 to the one owed 5 and settles 3 between the others, not 4 transfers where 3 do', () => {
    const ids = [0, 1, 2, 3, 4].map(memberId);
    const balances = [-5, 2, -3, 1, 5].map((balance, index) => ({ userId: ids[index] ?? '', balance }));
    const transfers = settleUp(balances);
    expect(transfers).toHaveLength(3);
    expectSettledByDebtorsToCreditors(balances, transfers);
  });

  it('settles every balance from debtors to creditors in exactly n′ − k transfers, as the brute-force oracle counts', () => {
    fc.assert(
      fc.property(balancesOf(8), (balances) => {
        const transfers = settleUp(balances);
        expectSettledByDebtorsToCreditors(balances, transfers);
        const open = balances.map(({ balance }) => balance).filter((balance) => balance !== 0);
        expect(transfers).toHaveLength(open.length - mostZeroSumBlocks(open));
      }),
      { numRuns: 400 },
    );
  });

  it('answers the same transfers whatever order the balances come in', () => {
    fc.assert(
      fc.property(
        balancesOf(14).chain((balances) =>
          fc.tuple(fc.constant(balances), fc.shuffledSubarray(balances, { minLength: balances.length })),
        ),
        ([balances, shuffled]) => {
          expect(settleUp(shuffled)).toEqual(settleUp(balances));
        },
      ),
    );
  });

  it(`stays exact at ${EXACT_SETTLE_UP_MAX} members with a balance, and settles greedily past it in at most n′ − 1`, () => {
    // Five groups of 1, 4, −2 and −3 times 100^j: no pair matches and no smaller part sums to zero
    // (each power's digits would have to), so the fewest is 20 − 5 and only the subset programme finds it.
    const exact = [0, 1, 2, 3, 4].flatMap((group) =>
      [1, 4, -2, -3].map((unit, index) => ({
        userId: memberId(4 * group + index),
        balance: unit * 100 ** group,
      })),
    );
    expect(exact).toHaveLength(EXACT_SETTLE_UP_MAX);
    const exactTransfers = settleUp(exact);
    expectSettledByDebtorsToCreditors(exact, exactTransfers);
    expect(exactTransfers).toHaveLength(EXACT_SETTLE_UP_MAX - 5);
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((amount) => amount !== 0),
          {
            minLength: EXACT_SETTLE_UP_MAX + 1,
            maxLength: 40,
          },
        ),
        (amounts) => {
          const balances = [...amounts, 0 - amounts.reduce((sum, amount) => sum + amount, 0)].map(
            (balance, index) => ({
              userId: memberId(index),
              balance,
            }),
          );
          const transfers = settleUp(balances);
          expectSettledByDebtorsToCreditors(balances, transfers);
          expect(transfers.length).toBeLessThanOrEqual(
            balances.filter(({ balance }) => balance !== 0).length - 1,
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('zeroSumGroups', () => {
  it('finds as many groups by the zero-sum subsets as by the programme over every subset, as the oracle counts', () => {
    fc.assert(
      fc.property(balancesOf(8), (balances) => {
        const open = balances.filter(({ balance }) => balance !== 0);
        const most = mostZeroSumBlocks(open.map(({ balance }) => balance));
        for (const groups of [zeroSumGroups(open), zeroSumGroups(open, 0)]) {
          expect(groups).toHaveLength(most);
          expect(
            groups
              .flat()
              .map(({ userId }) => userId)
              .sort(),
          ).toEqual(open.map(({ userId }) => userId).sort());
          for (const group of groups) expect(group.reduce((sum, { balance }) => sum + balance, 0)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('settles +1 twelve times and −2 six times, too many zero-sum subsets to list, in 18 − 6 transfers', () => {
    const balances = [...Array.from({ length: 12 }, () => 1), ...Array.from({ length: 6 }, () => -2)].map(
      (balance, index) => ({ userId: memberId(index), balance }),
    );
    const transfers = settleUp(balances);
    expectSettledByDebtorsToCreditors(balances, transfers);
    expect(transfers).toHaveLength(12);
  });
});
