import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { engines, openTestDatabase } from '../testing/test-database';
import { createFeedCache, type FeedCache } from './feed-cache';
import { sweepFeedCache } from './feed-cache-sweep';
import { feedCache } from './feeds-schema';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const schema = z.object({ text: z.string() });
/** An answer of `size` characters of JSON. */
const answerOf = (size: number) => ({ text: 'x'.repeat(size - '{"text":""}'.length) });

describe.each(engines)('sweeping the feed cache on %s', (engine) => {
  let database: Database;
  let clock: number;
  let cache: FeedCache;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(feedCache);
    clock = Date.UTC(2026, 10, 23, 12);
    cache = createFeedCache({
      db: database.db,
      log: pino({ level: 'silent' }),
      timeoutMs: 1000,
      coldKeysPerMinute: 1000,
      now: () => clock,
    });
  });

  const store = (key: string, policy: { ttlMs: number; maxStaleMs: number }, size = 100) =>
    cache.get({ key, policy, schema, load: () => Promise.resolve(answerOf(size)) }, 'sweep-test-user');
  const keys = async () =>
    (await database.db.select({ key: feedCache.key }).from(feedCache)).map(({ key }) => key).sort();
  const sweep = (maxBytes = 1024 * 1024) => sweepFeedCache(database.db, { maxBytes, now: new Date(clock) });

  it('forgets each answer once it is too old even to stand in for its upstream', async () => {
    await store('weather', { ttlMs: HOUR / 6, maxStaleMs: 6 * HOUR });
    await store('places', { ttlMs: DAY, maxStaleMs: 30 * DAY });
    clock += 6 * HOUR - 1;
    await sweep();
    expect(await keys()).toEqual(['places', 'weather']);
    clock += 1;
    await sweep();
    expect(await keys()).toEqual(['places']);
    clock += 30 * DAY;
    await sweep();
    expect(await keys()).toEqual([]);
  });

  it('keeps the newest answers within its size, the oldest going first', async () => {
    const policy = { ttlMs: DAY, maxStaleMs: 30 * DAY };
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) {
      await store(key, policy, 998);
      clock += 1000;
    }
    // Each row is its 2-byte key and its 998-byte answer: three fit in 3,500 bytes, not four.
    await sweep(3500);
    expect(await keys()).toEqual(['k3', 'k4', 'k5']);
    await sweep(3000);
    expect(await keys()).toEqual(['k3', 'k4', 'k5']);
    await sweep(2999);
    expect(await keys()).toEqual(['k4', 'k5']);
  });
});
