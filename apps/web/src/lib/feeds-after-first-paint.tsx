import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the feeds below may be asked for: yes, unless a FeedsAfterFirstPaint above says not yet. */
const FeedsAllowed = createContext(true);

/**
 * Holds the feeds of the widgets inside back until the page around them has been painted once: the
 * frame after the one that drew it, as a task queued from that frame runs after its paint. The
 * dashboard draws its cards at once (their skeletons keep their places) and nine requests then follow; a
 * slow phone would otherwise spend its first frames on their answers and the pictures they name before
 * showing the page at all. A feed already in the cache shows at once: only the request waits.
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

/** For a feed's query: `enabled` until a FeedsAfterFirstPaint above has seen its first paint. */
export function useFeedsAllowed(): boolean {
  return useContext(FeedsAllowed);
}
