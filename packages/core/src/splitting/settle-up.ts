import type { Transfer } from './balances';

/*
 * Settling up in the fewest transfers (issue 64). With n′ members whose balance is not zero, split into
 * the largest number k of disjoint groups that each sum to zero, every group of m settles in m − 1
 * transfers from debtors to creditors and no fewer: so n′ − k transfers are the fewest, and none goes
 * through a middleman. Finding k is NP-hard (it holds subset sum), so it is found exactly by a dynamic
 * programme over the subsets up to EXACT_SETTLE_UP_MAX members with a balance, and greedily past that.
 */

/**
 * The most members with a balance the exact search takes: its 2^n subsets cost 2^n · n steps and
 * 9 bytes each, about 20 ms and 9 MB at 20; each member more doubles both, for a trip larger than
 * most. Past it, exact pairs then largest debtor to largest creditor: at most n′ − 1 transfers.
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
 * The members (non-zero balances summing to zero) in the largest number of disjoint groups that each sum
 * to zero. most[mask] is the most zero-sum groups the members of mask close, taken one by one in the best
 * order: the most of mask less one member, plus one when mask itself sums to zero.
 */
export function zeroSumGroups<B extends Balance>(members: readonly B[]): B[][] {
  const size = 1 << members.length;
  const sums = new Float64Array(size);
  const most = new Uint8Array(size);
  members.forEach(({ balance }, index) => (sums[1 << index] = balance));
  for (let mask = 1; mask < size; mask += 1) {
    const low = mask & -mask;
    if (mask !== low) sums[mask] = (sums[mask ^ low] ?? 0) + (sums[low] ?? 0);
    let best = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1)
      best = Math.max(best, most[mask ^ (rest & -rest)] ?? 0);
    most[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  // Walk back from everyone: take out the lowest member that keeps the count, closing a group at each zero sum.
  const groups: B[][] = [];
  let group = 0;
  for (let mask = size - 1; mask !== 0;) {
    const wanted = (most[mask] ?? 0) - (sums[mask] === 0 ? 1 : 0);
    let rest = mask;
    while (most[mask ^ (rest & -rest)] !== wanted) rest &= rest - 1;
    group |= rest & -rest;
    mask ^= rest & -rest;
    if (sums[mask] === 0) {
      const closed = group;
      groups.push(members.filter((_, index) => (closed >> index) & 1));
      group = 0;
    }
  }
  return groups;
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
