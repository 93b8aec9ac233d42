import type { Transfer } from './balances';

/*
 * Settling up in the fewest transfers (issue 64). With n′ members whose balance is not zero, split into
 * the largest number k of disjoint groups that each sum to zero, every group of m settles in m − 1
 * transfers from debtors to creditors and no fewer: so n′ − k transfers are the fewest, and none goes
 * through a middleman. Finding k is NP-hard (it holds subset sum), so it is found exactly, by a dynamic
 * programme over the subsets, up to EXACT_SETTLE_UP_MAX members with a balance, and greedily past that
 * (docs/shared-costs.md).
 */

/**
 * The most members with a balance the exact search takes. In the worst case (many zero-sum subsets) it
 * visits all 2^n subsets, 2^n · n steps and 9 bytes each: some 30 ms and 9 MB at 20, double for each member
 * more, so a trip larger than most would hold a request for seconds. Past it, exact pairs then largest
 * debtor to largest creditor: at most n′ − 1 transfers, and most often the fewest still.
 */
export const EXACT_SETTLE_UP_MAX = 20;

export interface Balance {
  readonly userId: string;
  readonly balance: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Transfers in one canonical order: by who pays, then who is paid, then amount. */
const canonical = (transfers: Transfer[]) =>
  transfers.sort(
    (a, b) => byText(a.fromUserId, b.fromUserId) || byText(a.toUserId, b.toUserId) || a.amount - b.amount,
  );

/**
 * Transfers that settle balances summing to zero, largest debtor to largest creditor (ties by userId),
 * each taking as much as both can: every one zeroes at least one of the two, so m members take at most
 * m − 1, exactly m − 1 when no part of them sums to zero.
 */
function greedy(balances: readonly Balance[]): Transfer[] {
  const left = balances.map(({ userId, balance }) => ({ userId, balance }));
  const largest = (sign: 1 | -1) =>
    left.reduce<{ userId: string; balance: number } | undefined>((best, member) => {
      const mine = member.balance * sign;
      const theirs = best ? best.balance * sign : 0;
      return mine > theirs || (best && mine === theirs && byText(member.userId, best.userId) < 0)
        ? member
        : best;
    }, undefined);
  const transfers: Transfer[] = [];
  for (let debtor = largest(-1), creditor = largest(1); debtor && creditor;) {
    const amount = Math.min(-debtor.balance, creditor.balance);
    transfers.push({ fromUserId: debtor.userId, toUserId: creditor.userId, amount });
    debtor.balance += amount;
    creditor.balance -= amount;
    debtor = largest(-1);
    creditor = largest(1);
  }
  return transfers;
}

/**
 * How many zero-sum subsets the search over them alone takes: beyond it (many small equal amounts, as
 * +1 twelve times and −2 six times, with some 30,000), the programme over every subset is the faster.
 */
export const MAX_ZERO_SUM_SUBSETS = 4096;

/**
 * Every non-empty subset of the balances that sums to zero, as bit masks in ascending order, found by
 * meeting in the middle: each subset of the first half looks up the subsets of the second half whose sum
 * is its opposite, so 2^(n/2) sums are worked out rather than 2^n. null past `cap` of them.
 */
function zeroSumMasks(balances: readonly number[], cap: number): number[] | null {
  const half = balances.length >> 1;
  const sumsOf = (part: readonly number[]) => {
    const sums = [0];
    for (const balance of part) for (const sum of [...sums]) sums.push(sum + balance);
    return sums;
  };
  const lowMasks = new Map<number, number[]>();
  sumsOf(balances.slice(0, half)).forEach((sum, mask) =>
    lowMasks.set(sum, [...(lowMasks.get(sum) ?? []), mask]),
  );
  const masks: number[] = [];
  const highSums = sumsOf(balances.slice(half));
  for (let high = 0; high < highSums.length; high += 1) {
    for (const low of lowMasks.get(-(highSums[high] ?? 0)) ?? []) {
      if (high === 0 && low === 0) continue;
      masks.push(low | (high << half));
      if (masks.length > cap) return null;
    }
  }
  return masks.sort((a, b) => a - b);
}

/**
 * The most disjoint zero-sum groups of the members of `all`, from its zero-sum subsets (ascending): a
 * zero-sum set splits into a zero-sum group holding its lowest member and a zero-sum rest, so
 * most(set) = 1 + the best most(set − group) over those groups, a smaller set each, worked out before it.
 */
function groupsAmong(zeroSums: readonly number[], all: number): number[] {
  const best = new Map<number, { count: number; group: number }>([[0, { count: 0, group: 0 }]]);
  for (const set of zeroSums) {
    const lowest = set & -set;
    let chosen = { count: 1, group: set };
    for (const group of zeroSums) {
      if (group >= set) break;
      if ((group & lowest) === 0 || (group & set) !== group) continue;
      const count = 1 + (best.get(set ^ group)?.count ?? 0);
      if (count > chosen.count) chosen = { count, group };
    }
    best.set(set, chosen);
  }
  const groups: number[] = [];
  for (let set = all; set !== 0;) {
    const group = best.get(set)?.group ?? set;
    groups.push(group);
    set ^= group;
  }
  return groups;
}

/**
 * The most disjoint zero-sum groups of the balances, over every subset in one pass: most[mask] is the most
 * zero-sum groups the members of mask close taken one by one in the best order, that is the most of mask
 * less one member, plus one when mask itself sums to zero.
 */
function groupsInEveryOrder(balances: readonly number[]): number[] {
  const size = 1 << balances.length;
  const sums = new Float64Array(size);
  const most = new Uint8Array(size);
  balances.forEach((balance, index) => (sums[1 << index] = balance));
  for (let mask = 1; mask < size; mask += 1) {
    const low = mask & -mask;
    if (mask !== low) sums[mask] = (sums[mask ^ low] ?? 0) + (sums[low] ?? 0);
    let best = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const without = most[mask ^ (rest & -rest)] ?? 0;
      if (without > best) best = without;
    }
    most[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  // Walk back from everyone: take out the lowest member that keeps the count, closing a group at each zero sum.
  const groups: number[] = [];
  let group = 0;
  for (let mask = size - 1; mask !== 0;) {
    const wanted = (most[mask] ?? 0) - (sums[mask] === 0 ? 1 : 0);
    let rest = mask;
    while (most[mask ^ (rest & -rest)] !== wanted) rest &= rest - 1;
    group |= rest & -rest;
    mask ^= rest & -rest;
    if (sums[mask] === 0) {
      groups.push(group);
      group = 0;
    }
  }
  return groups;
}

/**
 * The members (non-zero balances summing to zero, at most 30) in the largest number of disjoint groups that
 * each sum to zero: by a search over the zero-sum subsets when there are at most `cap` of them, as with
 * most real balances, else by the programme over every subset. Both are exact.
 */
export function zeroSumGroups<B extends Balance>(members: readonly B[], cap = MAX_ZERO_SUM_SUBSETS): B[][] {
  const balances = members.map(({ balance }) => balance);
  const zeroSums = zeroSumMasks(balances, cap);
  const groups = zeroSums ? groupsAmong(zeroSums, (1 << members.length) - 1) : groupsInEveryOrder(balances);
  return groups.map((group) => members.filter((_, index) => (group >> index) & 1));
}

/**
 * A debtor and a creditor of the same amount settle each other in one transfer, matched in userId order:
 * some fewest settling always holds such a pair as a group of its own (were the two in one larger group,
 * the pair and the rest would be two; were they in two groups, the pair and the two rests together would
 * be two as well). Answers those transfers and the balances left.
 */
function settlePairs(open: readonly Balance[]): { transfers: Transfer[]; rest: Balance[] } {
  const creditors = new Map<number, Balance[]>();
  for (const member of open) {
    if (member.balance > 0) creditors.set(member.balance, [...(creditors.get(member.balance) ?? []), member]);
  }
  const transfers: Transfer[] = [];
  const rest: Balance[] = [];
  for (const member of open) {
    if (member.balance > 0) continue;
    const creditor = creditors.get(-member.balance)?.shift();
    if (creditor)
      transfers.push({ fromUserId: member.userId, toUserId: creditor.userId, amount: -member.balance });
    else rest.push(member);
  }
  for (const left of creditors.values()) rest.push(...left);
  return { transfers, rest };
}

/**
 * The transfers that settle every balance (which sum to zero) in the fewest there can be, each from a
 * member who owes to one who is owed, in a canonical order: the same balances give the same transfers
 * whatever order they come in. Exact when at most EXACT_SETTLE_UP_MAX members with a balance are left
 * once the exact pairs are settled, greedy past it.
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  const open = balances.filter(({ balance }) => balance !== 0).sort((a, b) => byText(a.userId, b.userId));
  const { transfers, rest } = settlePairs(open);
  if (rest.length > EXACT_SETTLE_UP_MAX) return canonical([...transfers, ...greedy(rest)]);
  return canonical([...transfers, ...zeroSumGroups(rest).flatMap(greedy)]);
}
