/*
 * How one cost is split between the members it is for (issue 64). Amounts are integer minor units of
 * the cost's own currency and every split sums to the amount exactly: a share is its exact part rounded by
 * the largest remainder (Hamilton), so no cent is ever made or lost and balances reach zero.
 */

export const SPLIT_MODES = ['equal', 'shares', 'exact', 'percent'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/**
 * One member a cost is split on: `weight` is their number of shares ('shares') or their percent
 * ('percent'), with at most two decimals either way; `amount` their minor units ('exact').
 */
export interface SplitEntry {
  readonly userId: string;
  readonly weight?: number;
  readonly amount?: number;
}

export interface Split {
  readonly mode: SplitMode;
  readonly among: readonly SplitEntry[];
}

export interface MemberAmount {
  userId: string;
  amount: number;
}

/** A weight of at most two decimals as a whole count of hundredths: 1.5 → 150, 33.33 → 3333. */
export const hundredthsOf = (weight: number) => Math.round(weight * 100);

/** Whether a weight is above 0 with at most two decimals, as 'shares' and 'percent' take it. */
export function isSplitWeight(weight: number): boolean {
  return Number.isFinite(weight) && weight > 0 && Math.abs(weight * 100 - hundredthsOf(weight)) < 1e-6;
}

/** FNV-1a of a text, 32 bits: a spread of seeds that is the same on every machine. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Below this, a product of two whole numbers and its quotient's check stay exact in a float. */
const EXACT_IN_FLOAT = 2 ** 52;

/** floor(total · weight / sum) and what it leaves, in floats while they are exact, in bigint past that. */
function quotaOf(total: number, weight: number, sum: number): { part: number; remainder: number } {
  const product = total * weight;
  if (product < EXACT_IN_FLOAT && sum < EXACT_IN_FLOAT) {
    // The float quotient may round up across a whole number: the remainder's sign tells, and puts it back.
    const part = Math.floor(product / sum);
    const remainder = product - part * sum;
    return remainder < 0 ? { part: part - 1, remainder: remainder + sum } : { part, remainder };
  }
  const quota = BigInt(total) * BigInt(weight);
  return { part: Number(quota / BigInt(sum)), remainder: Number(quota % BigInt(sum)) };
}

/**
 * `total` minor units (≥ 0) apportioned by whole-number weights (≥ 0, not all 0 unless total is), in the
 * order of `entries`: each gets the floor of its exact quota, then the units left over go one each to the
 * largest remainders. Tied remainders take them in the members' order by userId, which no input order
 * changes, started at a place the seed (the cost's id) picks, so that over many costs split alike the extra
 * cent goes to each member in turn rather than always to the first by id. Exact for any size. Each
 * part comes with the entry it is of.
 */
export function apportionAmong<E extends { userId: string; weight: number }>(
  total: number,
  entries: readonly E[],
  seed = '',
): { entry: E; amount: number }[] {
  let sum = 0;
  for (const { weight } of entries) sum += weight;
  if (total === 0 || sum === 0) return entries.map((entry) => ({ entry, amount: 0 }));
  let left = total;
  const rows = entries.map((entry) => {
    const { part, remainder } = quotaOf(total, entry.weight, sum);
    left -= part;
    return { entry, amount: part, remainder };
  });
  if (left > 0) {
    const byId = [...rows].sort((a, b) => byText(a.entry.userId, b.entry.userId));
    const start = fnv1a(seed) % byId.length;
    // Sorting is stable: among equal remainders, the rotated order by id stands.
    const takers = [...byId.slice(start), ...byId.slice(0, start)].sort((a, b) => b.remainder - a.remainder);
    for (const row of takers.slice(0, left)) row.amount += 1;
  }
  return rows;
}

/** The whole-number weight of an entry: 1 each when equal, else hundredths of its shares or percent. */
const weightIn = (mode: SplitMode, entry: SplitEntry) =>
  mode === 'equal' ? 1 : hundredthsOf(entry.weight ?? 0);

/**
 * Each member's share of `amount`, in the order of `split.among`: as given when exact (the schema checked
 * they sum to the amount), else by the largest remainder over equal weights, shares or percents. `seed`
 * is the cost's id: the same cost always splits the same way, and ties move between members over costs.
 */
export function shareOf(amount: number, split: Split, seed = ''): MemberAmount[] {
  if (split.mode === 'exact') {
    return split.among.map(({ userId, amount: exact }) => ({ userId, amount: exact ?? 0 }));
  }
  return apportionAmong(
    amount,
    split.among.map((entry) => ({ userId: entry.userId, weight: weightIn(split.mode, entry) })),
    seed,
  ).map(({ entry, amount: share }) => ({ userId: entry.userId, amount: share }));
}
