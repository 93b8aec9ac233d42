import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the feeds below may be asked for: yes, unless a FeedsAfterFirstPaint above says not yet. */
const FeedsAllowed = createContext(true);

/**
 * Holds the feeds of the widgets inside back until the page around them has had a frame: a task queued
 * from the first animation frame runs once that frame has been drawn. The dashboard draws its cards at
 * once (their skeletons keep their places) and its five feeds, and the pictures they name, follow; on a
 * slow phone their answers would otherwise take the main thread before the page is first shown. A feed
 * already in the cache shows at once: only the request waits. In a background tab, which draws no
 * frames, the feeds wait until the tab is shown.
 */
export function FeedsAfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return <FeedsAllowed.Provider value={painted}>{children}</FeedsAllowed.Provider>;
}

/** A feed query's `enabled`: false while a FeedsAfterFirstPaint above waits for its frame, else true. */
export function useFeedsAllowed(): boolean {
  return useContext(FeedsAllowed);
}
