import { apportionAmong, hundredthsOf, shareOf, type MemberAmount, type Split } from './shares';

/*
 * Who paid, who owes (issue 64): each member's balance over a trip's shared costs and the payments
 * recorded between members, all in one currency, in integer minor units. Every cost adds as much to
 * what was paid as to what is borne, and every settlement as much to what was sent as to what was
 * received, so the balances always sum to zero exactly.
 */

/**
 * One payment towards a cost. A gift (a sponsor's) lowers what the members split on owe and is owed
 * back by no one; any other payment, a sponsor's advance included, is to be paid back like any other.
 */
export interface Payer {
  readonly userId: string;
  readonly amount: number;
  readonly gift?: boolean;
}

/** A shared cost: its amount in minor units of its own currency, who paid it and how it is split. */
export interface SplitCost {
  readonly id: string;
  readonly amount: number;
  readonly paidBy: readonly Payer[];
  readonly split: Split;
}

/** Money one member paid another, in minor units of its own currency. */
export interface SettlementPayment {
  readonly fromUserId: string;
  readonly toUserId: string;
  readonly amount: number;
}

export interface BalanceMember {
  readonly userId: string;
  readonly name: string;
}

/**
 * A member's account, in the balances' currency: `paid` towards costs (gifts included), the `share` of
 * them they bear (a sponsor bears their own gifts), what they `received` and `sent` in settlements, and
 * `balance` = paid − share + sent − received: above zero they are owed, below zero they owe.
 */
export interface MemberBalance {
  userId: string;
  name: string;
  paid: number;
  share: number;
  received: number;
  sent: number;
  balance: number;
}

/**
 * Each split member's share of a cost less their part of its gifts, in the order of `split.among`: the
 * gifts spread over the members split on by their shares, by the largest remainder, so that a member never
 * bears less than nothing. Sums to the amount less the gifts.
 */
function sharesLessGifts(cost: SplitCost): MemberAmount[] {
  const shares = shareOf(cost.amount, cost.split, cost.id);
  const gifted = cost.paidBy.reduce((sum, { amount, gift }) => (gift === true ? sum + amount : sum), 0);
  if (gifted === 0) return shares;
  return apportionAmong(
    gifted,
    shares.map(({ userId, amount }) => ({ userId, weight: amount })),
    cost.id,
  ).map(({ entry, amount }) => ({ userId: entry.userId, amount: entry.weight - amount }));
}

/**
 * What each member bears of a cost, in its own currency: the split members their shares less the gifts,
 * and each sponsor the gifts they gave. Sums to the amount; a member may appear twice (a sponsor split on too).
 */
export function borneOf(cost: SplitCost): MemberAmount[] {
  const gifts = cost.paidBy
    .filter(({ gift }) => gift === true)
    .map(({ userId, amount }) => ({ userId, amount }));
  return [...sharesLessGifts(cost), ...gifts];
}

/**
 * Amounts of one item in its own currency, summing to `amount`, as minor units of the balances' currency:
 * the item's whole amount is converted once, then apportioned by the largest remainder, so the parts
 * still sum to the converted amount exactly.
 */
function converted(
  parts: readonly MemberAmount[],
  amount: number,
  convertedAmount: number,
  seed: string,
): readonly MemberAmount[] {
  if (convertedAmount === amount) return parts;
  return apportionAmong(
    convertedAmount,
    parts.map(({ userId, amount: part }) => ({ userId, weight: part })),
    seed,
  ).map(({ entry, amount: part }) => ({ userId: entry.userId, amount: part }));
}

/**
 * Each member's balance over the costs and settlements, in the order of `members`, which must name everyone
 * the costs and settlements name (a former member too: they keep their shares and balance). `toCurrency`
 * gives an item's amount in the balances' currency, at the item's frozen rate: the two-currency rules are
 * the caller's.
 */
export function balancesOf<C extends SplitCost, S extends SettlementPayment>(
  costs: readonly C[],
  settlements: readonly S[],
  members: readonly BalanceMember[],
  toCurrency: (amount: number, item: C | S) => number,
): MemberBalance[] {
  const accounts = new Map<string, MemberBalance>(
    members.map(({ userId, name }) => [
      userId,
      { userId, name, paid: 0, share: 0, received: 0, sent: 0, balance: 0 },
    ]),
  );
  const account = (userId: string) => {
    const found = accounts.get(userId);
    if (!found) throw new RangeError(`Not among the members: ${userId}`);
    return found;
  };
  for (const cost of costs) {
    const amount = toCurrency(cost.amount, cost);
    for (const { userId, amount: paid } of converted(cost.paidBy, cost.amount, amount, cost.id)) {
      account(userId).paid += paid;
    }
    for (const { userId, amount: borne } of converted(borneOf(cost), cost.amount, amount, cost.id)) {
      account(userId).share += borne;
    }
  }
  for (const settlement of settlements) {
    const amount = toCurrency(settlement.amount, settlement);
    account(settlement.fromUserId).sent += amount;
    account(settlement.toUserId).received += amount;
  }
  return members.map(({ userId }) => {
    const { paid, share, sent, received, ...rest } = account(userId);
    return { ...rest, paid, share, received, sent, balance: paid - share + sent - received };
  });
}

/**
 * Whether every member a cost is split on bears some of it, told without splitting it when it can be:
 * with no gift, an exact split's amounts above 0, or an amount whose smallest quota is a whole unit or
 * more. A cent split three ways, or a gift, asks for the shares themselves.
 */
function everyoneBears(cost: SplitCost): boolean {
  if (cost.paidBy.some(({ gift }) => gift === true)) return false;
  const { mode, among } = cost.split;
  if (mode === 'exact') return among.every(({ amount }) => (amount ?? 0) > 0);
  const weights = among.map(({ weight }) => (mode === 'equal' ? 1 : hundredthsOf(weight ?? 0)));
  const sum = weights.reduce((all, weight) => all + weight, 0);
  return cost.amount * Math.min(...weights) >= sum;
}

/** A transfer that settles part of the balances: `fromUserId` owes, `toUserId` is owed. */
export interface Transfer {
  fromUserId: string;
  toUserId: string;
  amount: number;
}

/**
 * For each transfer, the costs that make its debt directly: those the one paid (not as a gift) and
 * the other bears a part of, by id. None when the transfer only evens balances out between people who
 * never shared a cost: the page then explains it by the two balances.
 */
export function costIdsBehind(transfers: readonly Transfer[], costs: readonly SplitCost[]): string[][] {
  const behind = transfers.map((transfer) => ({ transfer, costIds: new Set<string>() }));
  const toCreditor = new Map<string, typeof behind>();
  for (const entry of behind) {
    toCreditor.set(entry.transfer.toUserId, [...(toCreditor.get(entry.transfer.toUserId) ?? []), entry]);
  }
  for (const cost of costs) {
    const pairs = cost.paidBy.flatMap(({ gift, userId }) =>
      gift === true
        ? []
        : (toCreditor.get(userId) ?? []).filter(({ transfer }) =>
            cost.split.among.some((entry) => entry.userId === transfer.fromUserId),
          ),
    );
    if (pairs.length === 0) continue;
    const bearers = everyoneBears(cost)
      ? null
      : new Set(
          sharesLessGifts(cost)
            .filter(({ amount }) => amount > 0)
            .map(({ userId }) => userId),
        );
    for (const { transfer, costIds } of pairs) {
      if (!bearers || bearers.has(transfer.fromUserId)) costIds.add(cost.id);
    }
  }
  return behind.map(({ costIds }) => [...costIds].sort());
}
