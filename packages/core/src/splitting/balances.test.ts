import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents } from '../money/exchange-rate';
import { balancesOf, borneOf, costIdsBehind, type MemberBalance, type SplitCost } from './balances';
import { settleUp } from './settle-up';
import { memberId, RATES, tripOf, type Trip, type TripCost, type TripSettlement } from './testing/trips';

const [ana, bruno, carla, sponsor] = [0, 1, 2, 3].map(memberId) as [string, string, string, string];
const members = [ana, bruno, carla, sponsor].map((userId, index) => ({ userId, name: `Member ${index}` }));
const equalAmong = (...userIds: string[]) => ({
  mode: 'equal' as const,
  among: userIds.map((userId) => ({ userId })),
});

/** Every amount in BRL at the test rates, as the server's two-currency rules would convert it. */
const toBrl = (amount: number, item: TripCost | TripSettlement) =>
  convertCents(amount, RATES[item.currency] ?? '');
const inBrl = (trip: Trip) => balancesOf(trip.costs, trip.settlements, trip.members, toBrl);

const byMember = (balances: MemberBalance[]) =>
  Object.fromEntries(balances.map(({ userId, ...account }) => [userId, account]));
const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);

const cost = (
  id: number,
  amount: number,
  paidBy: SplitCost['paidBy'],
  split: SplitCost['split'],
): TripCost => ({
  id: memberId(2000 + id),
  amount,
  currency: 'BRL',
  paidBy,
  split,
});

describe('balancesOf', () => {
  it('owes the payer each share, and takes a recorded payment off both sides', () => {
    const room = cost(1, 30_000, [{ userId: bruno, amount: 30_000 }], equalAmong(ana, bruno, carla));
    const paid: TripSettlement = { fromUserId: ana, toUserId: bruno, amount: 10_000, currency: 'BRL' };
    const balances = byMember(inBrl({ members, costs: [room], settlements: [paid] }));
    expect(balances[bruno]).toEqual({
      name: 'Member 1',
      paid: 30_000,
      share: 10_000,
      received: 10_000,
      sent: 0,
      balance: 10_000,
    });
    expect(balances[ana]).toMatchObject({ share: 10_000, sent: 10_000, balance: 0 });
    expect(balances[carla]).toMatchObject({ balance: -10_000 });
    expect(balances[sponsor]).toMatchObject({ paid: 0, share: 0, balance: 0 });
  });

  it("spreads a sponsor's gift over the shares, owed back by no one, and counts an advance like any payment", () => {
    const gift = cost(
      2,
      10_000,
      [
        { userId: ana, amount: 6_000 },
        { userId: sponsor, amount: 4_000, gift: true },
      ],
      equalAmong(ana, bruno, carla),
    );
    const gifted = byMember(inBrl({ members, costs: [gift], settlements: [] }));
    expect(gifted[sponsor]).toMatchObject({ paid: 4_000, share: 4_000, balance: 0 });
    expect(sum([ana, bruno, carla].map((userId) => gifted[userId]?.share ?? Number.NaN))).toBe(6_000);
    expect([ana, bruno, carla].map((userId) => gifted[userId]?.share).sort()).toEqual([2_000, 2_000, 2_000]);
    expect(gifted[ana]).toMatchObject({ balance: 4_000 });

    const advance = cost(
      3,
      10_000,
      [
        { userId: ana, amount: 6_000 },
        { userId: sponsor, amount: 4_000 },
      ],
      equalAmong(ana, bruno, carla),
    );
    const advanced = byMember(inBrl({ members, costs: [advance], settlements: [] }));
    expect(advanced[sponsor]).toMatchObject({ paid: 4_000, share: 0, balance: 4_000 });
  });

  it('lowers the shares by the gift exactly, a member never below nothing', () => {
    const dinner = cost(
      4,
      100,
      [
        { userId: sponsor, amount: 99, gift: true },
        { userId: carla, amount: 1 },
      ],
      equalAmong(ana, bruno, carla),
    );
    const borne = borneOf(dinner);
    expect(sum(borne.map(({ amount }) => amount))).toBe(100);
    expect(borne.every(({ amount }) => amount >= 0)).toBe(true);
  });

  it('converts each cost once at its rate and apportions it, so the converted shares sum to the converted amount', () => {
    const euros: TripCost = {
      ...cost(5, 1_001, [{ userId: ana, amount: 1_001 }], equalAmong(ana, bruno, carla)),
      currency: 'EUR',
    };
    const balances = inBrl({ members, costs: [euros], settlements: [] });
    const converted = convertCents(1_001, RATES.EUR ?? '');
    expect(sum(balances.map(({ share }) => share))).toBe(converted);
    expect(sum(balances.map(({ paid }) => paid))).toBe(converted);
    expect(sum(balances.map(({ balance }) => balance))).toBe(0);
  });

  it('refuses a cost naming someone who is not among the members', () => {
    const stranger = cost(6, 100, [{ userId: memberId(99), amount: 100 }], equalAmong(ana));
    expect(() => inBrl({ members, costs: [stranger], settlements: [] })).toThrow(RangeError);
  });

  it('sums to zero over random trips in three currencies, paid equals borne, and no order of the costs changes a balance or a transfer', () => {
    fc.assert(
      fc.property(
        tripOf().chain((trip) =>
          fc.tuple(fc.constant(trip), fc.shuffledSubarray(trip.costs, { minLength: trip.costs.length })),
        ),
        ([trip, shuffled]) => {
          const balances = inBrl(trip);
          expect(sum(balances.map(({ balance }) => balance))).toBe(0);
          expect(sum(balances.map(({ paid }) => paid))).toBe(sum(balances.map(({ share }) => share)));
          expect(sum(balances.map(({ sent }) => sent))).toBe(sum(balances.map(({ received }) => received)));
          const reordered = inBrl({ ...trip, costs: shuffled });
          expect(reordered).toEqual(balances);
          expect(settleUp(reordered)).toEqual(settleUp(balances));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('settles every random trip: once the transfers are paid, every balance is zero', () => {
    fc.assert(
      fc.property(tripOf(), (trip) => {
        const transfers = settleUp(inBrl(trip));
        const settlements = transfers.map((transfer) => ({ ...transfer, currency: 'BRL' }));
        const after = inBrl({ ...trip, settlements: [...trip.settlements, ...settlements] });
        expect(after.every(({ balance }) => balance === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('costIdsBehind', () => {
  it('names the costs the creditor paid and the debtor shares, and none for a transfer that only evens balances', () => {
    const room = cost(7, 30_000, [{ userId: bruno, amount: 30_000 }], equalAmong(ana, bruno, carla));
    const taxi = cost(8, 3_000, [{ userId: bruno, amount: 3_000 }], equalAmong(bruno, carla));
    const gift = cost(9, 9_000, [{ userId: sponsor, amount: 9_000, gift: true }], equalAmong(ana, carla));
    const behind = costIdsBehind(
      [
        { fromUserId: ana, toUserId: bruno, amount: 10_000 },
        { fromUserId: carla, toUserId: bruno, amount: 11_500 },
        { fromUserId: carla, toUserId: sponsor, amount: 1 },
      ],
      [taxi, room, gift],
    );
    expect(behind).toEqual([[room.id], [room.id, taxi.id].sort(), []]);
  });

  it('names, over random trips, exactly the costs a naive reading of every share finds', () => {
    fc.assert(
      fc.property(tripOf(), (trip) => {
        const transfers = settleUp(inBrl(trip));
        const naive = transfers.map(({ fromUserId, toUserId }) =>
          trip.costs
            .filter(
              (tripCost) =>
                tripCost.paidBy.some(({ userId, gift }) => userId === toUserId && gift !== true) &&
                borneOf(tripCost)
                  .slice(0, tripCost.split.among.length)
                  .some(({ userId, amount }) => userId === fromUserId && amount > 0),
            )
            .map(({ id }) => id)
            .sort(),
        );
        expect(costIdsBehind(transfers, trip.costs)).toEqual(naive);
      }),
      { numRuns: 200 },
    );
  });
});
