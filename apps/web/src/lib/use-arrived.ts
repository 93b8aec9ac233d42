import { useDeferredValue } from 'react';

/**
 * Whether a page's data has arrived, turning true in a background render: React then draws a long page
 * (40 lists, 300 expenses) in slices that give the browser its turn every few milliseconds, instead of
 * one long task that freezes input. Only the first arrival is deferred; later changes (an edit, a
 * drop) draw at once.
 *
 * `deferOnMount`: data already there when the component mounts (the prefetched answers of a page opened
 * cold, the cache on a return) waits for that background render too, so the first commit is the page's
 * title and placeholders, on screen at once, and a click that opened the page is not held up by its rows.
 */
export function useArrived(data: unknown, { deferOnMount = false } = {}): boolean {
  const arrived = data !== undefined;
  return useDeferredValue(arrived, deferOnMount ? false : arrived);
}
