/*
 * Index arithmetic for things that go round: the Discovery banner, the advice slideshow, and later the
 * dashboard's news and radio. Every function answers an index inside 0 … length - 1, and 0 when the
 * list is empty, so a caller never reads past the end of a list that just got shorter.
 */

/** Any whole number brought into 0 … length - 1, counting round from the end for negatives. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % length) + length) % length;
}

/** The index after `index`; after the last comes the first. */
export function nextIndex(index: number, length: number): number {
  return wrapIndex(index + 1, length);
}

/** The index before `index`; before the first comes the last. */
export function previousIndex(index: number, length: number): number {
  return wrapIndex(index - 1, length);
}
