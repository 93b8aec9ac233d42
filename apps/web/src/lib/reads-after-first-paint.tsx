import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the reads below may start: yes, unless a ReadsAfterFirstPaint above says not yet. */
const ReadsAllowed = createContext(true);

/**
 * Holds the reads of the widgets inside back until the page around them has had a frame: a task queued
 * from the first animation frame runs once that frame has been drawn. The dashboard's first screen, the
 * ticket and the countdown, needs only the user and the trip; its five feeds, the pictures they name,
 * and the whole board and finances its two summaries are drawn from (100 KB of answers for the volume
 * bench/ seeds) follow, their cards keeping their places meanwhile. On a slow phone they would
 * otherwise share the network and the main thread with that first screen. An answer already in the
 * cache shows at once: only the request waits. In a background tab, which draws no frames, the reads
 * wait until the tab is shown.
 */
export function ReadsAfterFirstPaint({ children }: { children: ReactNode }) {
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
  return <ReadsAllowed.Provider value={painted}>{children}</ReadsAllowed.Provider>;
}

/** A query's `enabled`: false while a ReadsAfterFirstPaint above waits for its frame, else true. */
export function useReadsAllowed(): boolean {
  return useContext(ReadsAllowed);
}
