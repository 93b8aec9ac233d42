import { useDeferredValue } from 'react';

/**
 * Whether a page's data has arrived, turning true in a background render: React then draws a long page
 * (40 lists, 300 expenses) in slices that give the browser its turn every few milliseconds, instead of
 * one long task that freezes input. Only the first arrival is deferred; later changes (an edit, a
 * drop) draw at once.
 */
export function useArrived(data: unknown): boolean {
  return useDeferredValue(data !== undefined);
}
