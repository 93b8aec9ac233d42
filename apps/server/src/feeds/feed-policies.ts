import type { FeedPolicy } from './feed-cache';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** How long each feed's answer is fresh, and how long it may stand in, stale, while its upstream is down. */
export const FEED_POLICIES = {
  weather: { ttlMs: 10 * 60_000, maxStaleMs: 6 * HOUR },
  exchange: { ttlMs: 6 * HOUR, maxStaleMs: 7 * DAY },
  radio: { ttlMs: DAY, maxStaleMs: 30 * DAY },
  news: { ttlMs: 15 * 60_000, maxStaleMs: 2 * DAY },
  places: { ttlMs: DAY, maxStaleMs: 30 * DAY },
} as const satisfies Record<string, FeedPolicy>;

/**
 * A past day's rate, asked for when an amount dated before the week the exchange feed holds is saved:
 * it never changes, so it is kept as long as the cache keeps anything (30 days).
 */
export const PAST_RATE_POLICY: FeedPolicy = { ttlMs: 30 * DAY, maxStaleMs: 30 * DAY };

/** Bumped when a stored answer's shape changes, so that no instance serves an answer of the old shape. */
export const KEY_VERSION = 'v1';
