import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from './after-next-frame';

declare module 'react' {
  // Merging with React's own declaration needs its type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing: the browser reports when this element's text or image was first on screen. */
    elementtiming?: string;
  }
}

/**
 * The `elementtiming` name of the first screen's own content (the ticket's title, the countdown): the
 * reads a ReadsAfterFirstPaint holds go once the browser reports one of them on screen.
 */
export const FIRST_SCREEN = 'first-screen';

/** How long after its first frame the page waits for that report at the most (the content may be out of view). */
const LONGEST_WAIT_MS = 1000;

/** Whether the reads below may start: yes, unless a ReadsAfterFirstPaint above says not yet. */
const ReadsAllowed = createContext(true);

/** The part of an Element Timing entry read here (not yet in TypeScript's DOM types). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

const reportsElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('element');

/**
 * Holds the reads of the widgets inside back until the page around them is on screen. The dashboard's
 * first screen, the ticket and the countdown, needs only the user and the trip; its five feeds, the
 * pictures they name, and the whole board and finances its two summaries are drawn from (the largest
 * answers a page reads) follow, their cards keeping their places meanwhile. On a slow
 * phone they would otherwise share the network and the main thread with that first screen.
 *
 * "On screen" is when the browser says so (Element Timing, for the elements marked FIRST_SCREEN): a frame
 * is shown some time after the main thread has drawn it, and reads started in between would still race
 * it. Browsers without Element Timing let the reads go in a task queued from the first animation frame,
 * which runs once that frame has been drawn. An answer already in the cache shows at once: only the
 * request waits. In a background tab, which draws no frames, the reads wait until the tab is shown.
 */
export function ReadsAfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  // A layout effect: the observer must be listening before the browser paints what was just committed.
  useLayoutEffect(() => {
    const observer = reportsElementTiming()
      ? new PerformanceObserver((entries) => {
          const shown = entries.getEntries() as ElementTiming[];
          if (shown.some((entry) => entry.identifier === FIRST_SCREEN)) allow();
        })
      : undefined;
    const cancelWait = afterNextFrame(allow, observer ? LONGEST_WAIT_MS : 0);
    function stopWaiting() {
      observer?.disconnect();
      cancelWait();
    }
    function allow() {
      stopWaiting();
      setPainted(true);
    }
    observer?.observe({ type: 'element' });
    return stopWaiting;
  }, []);
  return <ReadsAllowed.Provider value={painted}>{children}</ReadsAllowed.Provider>;
}

/** A query's `enabled`: false while a ReadsAfterFirstPaint above is still waiting, else true. */
export function useReadsAllowed(): boolean {
  return useContext(ReadsAllowed);
}
