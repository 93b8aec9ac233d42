import { useEffect, useState } from 'react';
import { afterNextFrame } from './after-next-frame';

export interface DrawnDepthOptions {
  /** How many items of each list the first frame draws. */
  first: number;
  /** How many more each following frame draws. */
  step: number;
}

/**
 * How many items of each of a page's lists to draw: the first few at once, then a few more in each
 * frame until the longest list is drawn, and every item from then on (Infinity), so that a later
 * change (a drop, a new list) draws at once. A board of 40 cards drawn in one commit was one long task
 * for React and another for the browser's layout on a phone; in slices each frame stays short, and what is on screen comes first. Lists no longer
 * than `first` draw whole in the first frame.
 */
export function useDrawnDepth(longest: number, { first, step }: DrawnDepthOptions): number {
  const [depth, setDepth] = useState(() => (longest <= first ? Infinity : first));
  useEffect(() => {
    if (depth === Infinity) return undefined;
    return afterNextFrame(() => setDepth((drawn) => (drawn + step >= longest ? Infinity : drawn + step)));
  }, [depth, longest, step]);
  return depth;
}
