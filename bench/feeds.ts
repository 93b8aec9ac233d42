/**
 * The destination feeds, in-process (Fastify inject: no socket in the figures), against the local fake
 * upstream:
 *   - a cached answer of each feed: p50 and p99 over 2,000 requests, after a warm-up;
 *   - 200 concurrent cold requests for one destination: how many upstream calls they cause (target 1
 *     refresh; radio's refresh is 2 calls: the server list and the configured host, the listed servers
 *     being refused under test);
 *   - a cold request whose upstream never answers: when its 503 comes, against the real 5 s deadline.
 *
 *   npm run bench:feeds
 *   TEST_DATABASE_URL=postgres://… node --import tsx bench/feeds.ts postgres
 */
import { performance } from 'node:perf_hooks';
import type { FakeProvider } from '../apps/server/src/feeds/testing/fake-upstream';
import { startFeedsApp } from '../apps/server/src/feeds/testing/feeds-harness';
import type { Engine } from '../apps/server/src/testing/test-database';

const WARM_UP = 200;
const MEASURED = 2_000;
const CROWD = 200;

const FEEDS: { name: string; path: string; query: Record<string, string>; upstreams: FakeProvider[] }[] = [
  {
    name: 'weather',
    path: '/cities/weather',
    query: { city: 'Tokyo', country: 'JP' },
    upstreams: ['open-meteo'],
  },
  {
    name: 'exchange',
    path: '/cities/exchange',
    query: { tripCurrency: 'JPY', currentCurrency: 'EUR' },
    upstreams: ['frankfurter', 'currency-api'],
  },
  { name: 'radio', path: '/cities/radios', query: { country: 'JP' }, upstreams: ['radio-browser'] },
  { name: 'news', path: '/cities/noticies', query: { country: 'JP', page: '2' }, upstreams: ['google-news'] },
  {
    name: 'places',
    path: '/cities/advices',
    query: { lat: '35.6895', lon: '139.69171', category: '13065' },
    upstreams: ['overpass'],
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const engine: Engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const h = await startFeedsApp(engine, { FEED_TIMEOUT_MS: '5000' });
try {
  console.log(`Feeds, ${engine}, in-process, fake upstream answering after 50 ms:`);
  for (const feed of FEEDS) {
    h.fake.reset();
    for (const upstream of feed.upstreams) h.fake.behave(upstream, { delayMs: 50 });
    const crowd = await Promise.all(Array.from({ length: CROWD }, () => h.get(feed.path, feed.query)));
    const failed = crowd.filter(({ statusCode }) => statusCode !== 200);
    if (failed.length > 0)
      throw new Error(`${feed.name}: ${failed.length} cold requests failed: ${failed[0]?.body}`);
    const upstreamCalls = feed.upstreams.reduce((sum, upstream) => sum + h.fake.calls(upstream).length, 0);

    const timings: number[] = [];
    for (let run = 0; run < WARM_UP + MEASURED; run++) {
      const started = performance.now();
      const response = await h.get(feed.path, feed.query);
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${feed.name} answered ${response.statusCode}`);
      if (run >= WARM_UP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const bytes = (await h.get(feed.path, feed.query)).rawPayload.length;
    const ms = (value: number) => `${value.toFixed(3)} ms`;
    console.log(
      `  ${feed.name.padEnd(8)} cached (${(bytes / 1024).toFixed(1)} KB): p50 ${ms(percentile(timings, 50))}  ` +
        `p99 ${ms(percentile(timings, 99))}   ${CROWD} concurrent cold requests → ${upstreamCalls} upstream call(s)`,
    );
  }
  h.fake.reset();
  h.fake.behave('open-meteo', 'hang');
  const started = performance.now();
  const unavailable = await h.get('/cities/weather', { city: 'Paris', country: 'FR' });
  const waited = performance.now() - started;
  if (unavailable.statusCode !== 503)
    throw new Error(`a hanging upstream answered ${unavailable.statusCode}`);
  console.log(`  weather, upstream never answering: 503 after ${waited.toFixed(0)} ms (deadline 5000 ms)`);
} finally {
  await h.close();
}
