import fc from 'fast-check';
import type { SettlementPayment, SplitCost } from '../balances';
import type { Split, SplitMode } from '../shares';

/*
 * Random trips for the splitting properties: members by id, costs paid by one or more of them (a
 * sponsor's part now and then a gift) in the trip's currency or another, split in every mode, and
 * payments between members.
 */

/** The id of the member at `index`: well-formed uuids whose text order is not their index order. */
export const memberId = (index: number) =>
  `${String((index * 7919) % 10007).padStart(8, '0')}-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** A cost of the test trips, with the currency it was entered in. */
export interface TripCost extends SplitCost {
  currency: string;
}

export interface TripSettlement extends SettlementPayment {
  currency: string;
}

export interface Trip {
  members: { userId: string; name: string }[];
  costs: TripCost[];
  settlements: TripSettlement[];
}

/** Pairs of the items at the same place in two lists, as many as the shorter has. */
export const zip = <A, B>(as: readonly A[], bs: readonly B[]): [A, B][] =>
  as.flatMap((a, index) => (index < bs.length ? [[a, bs[index] as B] as [A, B]] : []));

/** Hundredths that sum to `total`, `count` of them, each at least 1. */
const partsOf = (total: number, count: number): fc.Arbitrary<number[]> =>
  count === 1
    ? fc.constant([total])
    : fc
        .uniqueArray(fc.integer({ min: 1, max: total - 1 }), { minLength: count - 1, maxLength: count - 1 })
        .map((cuts) => {
          const edges = [0, ...cuts.sort((a, b) => a - b), total];
          return zip(edges.slice(1), edges).map(([high, low]) => high - low);
        });

/** A split of `amount` among the given members (at least one) in any mode, its weights valid for it. */
export function splitOf(amount: number, userIds: readonly string[]): fc.Arbitrary<Split> {
  return fc
    .constantFrom<SplitMode>('equal', 'shares', 'exact', 'percent')
    .chain((mode): fc.Arbitrary<Split> => {
      if (mode === 'equal') return fc.constant({ mode, among: userIds.map((userId) => ({ userId })) });
      if (mode === 'shares') {
        return fc
          .array(fc.integer({ min: 1, max: 100_000 }), {
            minLength: userIds.length,
            maxLength: userIds.length,
          })
          .map((hundredths) => ({
            mode,
            among: zip(userIds, hundredths).map(([userId, weight]) => ({ userId, weight: weight / 100 })),
          }));
      }
      if (mode === 'percent') {
        return partsOf(10_000, userIds.length).map((hundredths) => ({
          mode,
          among: zip(userIds, hundredths).map(([userId, weight]) => ({ userId, weight: weight / 100 })),
        }));
      }
      return fc
        .array(fc.integer({ min: 0, max: amount }), {
          minLength: userIds.length - 1,
          maxLength: userIds.length - 1,
        })
        .map((cuts) => {
          const edges = [0, ...cuts.sort((a, b) => a - b), amount];
          return {
            mode,
            among: zip(userIds, zip(edges.slice(1), edges)).map(([userId, [high, low]]) => ({
              userId,
              amount: high - low,
            })),
          };
        });
    });
}

/** A non-empty subset of the members, in a random order. */
const someOf = (userIds: readonly string[]) =>
  fc.shuffledSubarray([...userIds], { minLength: 1, maxLength: userIds.length });

/** One cost among the members: its amount paid in parts by some of them, split on some of them. */
function costOf(id: string, userIds: readonly string[]): fc.Arbitrary<TripCost> {
  return fc
    .record({
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      payers: someOf(userIds),
      among: someOf(userIds),
      currency: fc.constantFrom('BRL', 'EUR', 'JPY'),
      gifts: fc.array(fc.boolean(), { minLength: userIds.length, maxLength: userIds.length }),
    })
    .filter(({ amount, payers }) => amount >= payers.length)
    .chain(({ amount, payers, among, currency, gifts }) =>
      fc.tuple(partsOf(amount, payers.length), splitOf(amount, among)).map(([paid, split]) => ({
        id,
        amount,
        currency,
        paidBy: zip(zip(payers, paid), gifts).map(([[userId, part], gift]) => ({
          userId,
          amount: part,
          ...(gift ? { gift: true } : {}),
        })),
        split,
      })),
    );
}

/** A trip of 2 to `maxMembers` members, up to `maxCosts` costs and a few payments between them. */
export function tripOf({ maxMembers = 8, maxCosts = 12 } = {}): fc.Arbitrary<Trip> {
  return fc.integer({ min: 2, max: maxMembers }).chain((count) => {
    const userIds = Array.from({ length: count }, (_, index) => memberId(index));
    const costs = fc
      .integer({ min: 1, max: maxCosts })
      .chain((costCount) =>
        fc.tuple(...Array.from({ length: costCount }, (_, index) => costOf(memberId(1000 + index), userIds))),
      );
    const settlements = fc.array(
      fc
        .record({
          from: fc.constantFrom(...userIds),
          to: fc.constantFrom(...userIds),
          amount: fc.integer({ min: 1, max: 1_000_000 }),
          currency: fc.constantFrom('BRL', 'EUR'),
        })
        .filter(({ from, to }) => from !== to)
        .map(({ from, to, amount, currency }) => ({ fromUserId: from, toUserId: to, amount, currency })),
      { maxLength: 4 },
    );
    return fc.record({
      members: fc.constant(userIds.map((userId, index) => ({ userId, name: `Member ${index}` }))),
      costs,
      settlements,
    });
  });
}

/** Rates into BRL, as decimal text, for the two-currency trips. */
export const RATES: Readonly<Record<string, string>> = { BRL: '1', EUR: '6.2134', JPY: '0.0371' };
