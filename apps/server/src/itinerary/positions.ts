import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/*
 * The one order of a day's items (and of the ideas): each item's position is a fractional-indexing key,
 * and keys sort byte by byte (`<` here, COLLATE "C" in the database, never localeCompare). A key between
 * two others always exists, so a move writes one row; keys only grow when items go again and again
 * between the same two, and a day whose keys grow long is given short ones again in the background.
 */

/** Past this length a day's keys are rewritten short (rebalance.ts). */
export const LONG_KEY_LENGTH = 50;

/** The keys of a day's items, in its order. */
export type DayKeys = readonly string[];

/** Where a new or moved item goes in a day: after an item, before one, or at the end. */
export type Placement = { after: string } | { before: string } | 'end';

/**
 * The key of an item placed in a day of these keys, by the anchor's key (`after` or `before`, found in
 * `keys`), else at the end; the day's keys are those of the other items (the moved one left out).
 */
export function keyFor(keys: DayKeys, placement: Placement): string {
  if (placement === 'end') return generateKeyBetween(keys.at(-1) ?? null, null);
  if ('after' in placement) {
    const index = keys.indexOf(placement.after);
    return generateKeyBetween(placement.after, keys[index + 1] ?? null);
  }
  const index = keys.indexOf(placement.before);
  return generateKeyBetween(index > 0 ? (keys[index - 1] ?? null) : null, placement.before);
}

/** Keys for `count` items at the end of a day of these keys, in order. */
export const keysAtEnd = (keys: DayKeys, count: number): string[] =>
  generateNKeysBetween(keys.at(-1) ?? null, null, count);

/** Short keys for a whole day of `count` items, in order: what a sort or a rebalance writes. */
export const freshKeys = (count: number): string[] => generateNKeysBetween(null, null, count);

/** Byte order, as the database's COLLATE "C" compares. */
export const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
