import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../testing/test-database';
import type { FakeProvider } from './testing/fake-upstream';
import { startFeedsApp, TEST_FEED_TIMEOUT_MS, type FeedsHarness } from './testing/feeds-harness';
import { FEED_POLICIES } from './all-feeds';

const DAY = 86_400_000;

/** Each feed, the request the tests make of it, its upstreams, and the calls one refresh makes. */
const FEEDS: {
  feed: keyof typeof FEED_POLICIES;
  path: string;
  query: Record<string, string>;
  upstreams: FakeProvider[];
  callsPerRefresh: number;
}[] = [
  {
    feed: 'weather',
    path: '/cities/weather',
    query: { city: 'Tokyo', country: 'JP' },
    upstreams: ['open-meteo'],
    callsPerRefresh: 1,
  },
  {
    feed: 'exchange',
    path: '/cities/exchange',
    query: { tripCurrency: 'JPY', currentCurrency: 'EUR' },
    upstreams: ['frankfurter', 'currency-api'],
    callsPerRefresh: 1,
  },
  // The server list, then the configured host (the listed servers are refused under test).
  {
    feed: 'radio',
    path: '/cities/radios',
    query: { country: 'JP' },
    upstreams: ['radio-browser'],
    callsPerRefresh: 2,
  },
  {
    feed: 'news',
    path: '/cities/noticies',
    query: { country: 'JP' },
    upstreams: ['google-news'],
    callsPerRefresh: 1,
  },
  {
    feed: 'places',
    path: '/cities/advices',
    query: { lat: '35.6895', lon: '139.69171', category: '13003' },
    upstreams: ['overpass'],
    callsPerRefresh: 1,
  },
];

describe.each(engines)('every feed on %s', (engine) => {
  let h: FeedsHarness;
  beforeAll(async () => {
    h = await startFeedsApp(engine);
  });
  afterAll(() => h.close());
  beforeEach(() => {
    // A month and more later, nothing cached may stand in any more and every failure is forgotten.
    h.advance(60 * DAY);
    h.fake.reset();
  });

  describe.each(FEEDS)('$feed', ({ feed, path, query, upstreams, callsPerRefresh }) => {
    const [primary = upstreams[0]!] = upstreams;
    const calls = () => upstreams.reduce((sum, upstream) => sum + h.fake.calls(upstream).length, 0);
    const misbehave = (behaviour: Parameters<FeedsHarness['fake']['behave']>[1]) => {
      for (const upstream of upstreams) h.fake.behave(upstream, behaviour);
    };
    const expectUnavailable = async (response: Awaited<ReturnType<FeedsHarness['get']>>) => {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'feed_unavailable',
        message: expect.stringMatching(/not available/),
      });
    };

    it('answers the second request from its cache', async () => {
      const first = await h.get(path, query);
      expect(first.statusCode).toBe(200);
      expect(h.fake.calls(primary)).toHaveLength(callsPerRefresh);
      const second = await h.get(path, query);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(h.fake.calls(primary)).toHaveLength(callsPerRefresh);
    });

    it('makes one upstream refresh for 50 concurrent cold requests', async () => {
      h.fake.behave(primary, { delayMs: 50 });
      const answers = await Promise.all(Array.from({ length: 50 }, () => h.get(path, query)));
      expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
      expect(calls()).toBe(callsPerRefresh);
    });

    it('serves the stale answer at once when its upstream fails past the TTL', async () => {
      const fresh = await h.get(path, query);
      h.advance(FEED_POLICIES[feed].ttlMs + 1);
      misbehave('fail');
      const before = calls();
      const stale = await h.get(path, query);
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(fresh.body);
      await expect.poll(calls).toBeGreaterThan(before);
      const again = await h.get(path, query);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(fresh.body);
    });

    it('answers 503 at the deadline when its upstream never answers and nothing is cached', async () => {
      misbehave('hang');
      await expectUnavailable(await h.get(path, query));
      expect(h.refreshFailures()).toContainEqual({
        key: expect.stringContaining(`:${feed}:`),
        reason: `feed: no answer within ${TEST_FEED_TIMEOUT_MS} ms`,
      });
    });

    it('answers 503 when its upstream fails with a 500 and nothing is cached', async () => {
      misbehave('fail');
      await expectUnavailable(await h.get(path, query));
    });

    it('answers 503 for garbage from its upstream, and does not cache it', async () => {
      misbehave('garbage');
      await expectUnavailable(await h.get(path, query));
      h.fake.reset();
      // Past the pause after a failure, the upstream is asked again and its real answer served.
      h.advance(10_000);
      expect((await h.get(path, query)).statusCode).toBe(200);
    });
  });
});
