import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamError, type UpstreamClient } from './upstream';

/** A public server's fair use: `perSecond` requests a second on average, `burst` of them at once at most. */
export interface FairUse {
  perSecond: number;
  burst: number;
}

/**
 * A token bucket: `burst` requests at once, then one every 1/perSecond s. A request reserves its turn
 * at once, queued behind those before it (the bucket then holds less than nothing); one whose turn is
 * further off than it may wait is refused without reserving, so that a flood cannot push the queue past
 * what anyone waits for.
 */
export function tokenBucket({ perSecond, burst }: FairUse, now: () => number) {
  let tokens = burst;
  let filledAt = now();
  const refill = () => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - filledAt) / 1000) * perSecond);
    filledAt = time;
  };
  return {
    /** The wait in ms before the request may go, its turn reserved; null when that is over `maxWaitMs`. */
    reserve(maxWaitMs: number): number | null {
      refill();
      const waitMs = tokens >= 1 ? 0 : ((1 - tokens) / perSecond) * 1000;
      if (waitMs > maxWaitMs) return null;
      tokens -= 1;
      return waitMs;
    },
    /** Gives back a turn reserved and not used: the request was given up while it waited. */
    release() {
      refill();
      tokens = Math.min(burst, tokens + 1);
    },
  };
}

/**
 * The upstream client of a public server that asks its users to keep to a fair use, shared by every
 * request of this instance (each instance has its own): a request waits for its turn, while the feed
 * cache serves a stale answer if it has one; a request whose turn would come after the feed's deadline
 * fails at once ('busy'), and the feed answers 503 as for any failure.
 */
export function fairUseUpstream(
  upstream: UpstreamClient,
  fairUse: FairUse,
  maxWaitMs: number,
  now: () => number = Date.now,
): UpstreamClient {
  const bucket = tokenBucket(fairUse, now);

  async function turn(provider: string, signal: AbortSignal) {
    const waitMs = bucket.reserve(maxWaitMs);
    if (waitMs === null) {
      throw new UpstreamError(provider, 'busy', `its fair use leaves no turn within ${maxWaitMs} ms`);
    }
    if (waitMs === 0) return;
    try {
      await sleep(waitMs, undefined, { signal });
    } catch {
      bucket.release();
      throw new UpstreamError(provider, 'timeout', 'the deadline came before its turn');
    }
  }

  return {
    async fetch(request) {
      await turn(request.provider, request.signal);
      return upstream.fetch(request);
    },
    async text(request) {
      await turn(request.provider, request.signal);
      return upstream.text(request);
    },
    async json(request, schema) {
      await turn(request.provider, request.signal);
      return upstream.json(request, schema);
    },
  };
}
