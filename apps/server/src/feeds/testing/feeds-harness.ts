import type { LightMyRequestResponse } from 'fastify';
import { buildCityIndex } from '../../cities/city-index';
import { signUp } from '../../testing/accounts-flow';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { Engine } from '../../testing/test-database';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

/** The trip cities the feed tests ask about, as the embedded atlas has them. */
export const TEST_ATLAS = buildCityIndex([
  {
    name: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    lat: 38.71667,
    lon: -9.13333,
    population: 517_802,
  },
  {
    name: 'Tokyo',
    state: 'Tokyo',
    country: 'Japan',
    countryCode: 'JP',
    lat: 35.6895,
    lon: 139.69171,
    population: 8_336_599,
  },
  {
    name: 'Paris',
    state: 'Île-de-France',
    country: 'France',
    countryCode: 'FR',
    lat: 48.85341,
    lon: 2.3488,
    population: 2_138_551,
  },
]);

export const TEST_PUBLIC_URL = 'http://wayfarer.test';

/**
 * The feeds' deadline under test: short, so that a hanging upstream costs a test little, yet long enough that
 * a refresh from the fake upstream (50 ms) finishes well within it on a busy machine running other suites.
 */
export const TEST_FEED_TIMEOUT_MS = 1000;

/** A feed refresh that failed, as the app logged it: the cache key and what went wrong. */
export interface RefreshFailure {
  key: string;
  reason: string;
}

export interface FeedsHarness {
  t: TestApp;
  fake: FakeUpstream;
  auth: Record<string, string>;
  /** A signed-in GET of an API path with its query. */
  get(path: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Moves the feed cache's clock, to age what it holds. */
  advance(ms: number): void;
  /** Every failed refresh logged so far, oldest first. */
  refreshFailures(): RefreshFailure[];
  close(): Promise<void>;
}

/**
 * The real app with every feed provider pointed at a local fake upstream, a short feed deadline
 * (TEST_FEED_TIMEOUT_MS unless FEED_TIMEOUT_MS is passed), Overpass unpaced (unless
 * OVERPASS_MAX_PER_SECOND is passed), a clock the test moves, the warnings it logs, and one signed-in user.
 */
export async function startFeedsApp(engine: Engine, env: Record<string, string> = {}): Promise<FeedsHarness> {
  const fake = await startFakeUpstream();
  let offset = 0;
  const warnings: { msg?: string; key?: string; reason?: string }[] = [];
  const t = await startTestApp(
    engine,
    {
      ...fake.env,
      FEED_TIMEOUT_MS: String(TEST_FEED_TIMEOUT_MS),
      PUBLIC_URL: TEST_PUBLIC_URL,
      // Tests ask for new places in quick succession; the fair-use tests set the public servers' pace.
      OVERPASS_MAX_PER_SECOND: '1000',
      ...env,
    },
    {
      cities: TEST_ATLAS,
      clock: () => Date.now() + offset,
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } },
    },
  );
  const { auth } = await signUp(t);
  return {
    t,
    fake,
    auth,
    get: (path, query = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api${path}?${new URLSearchParams(query).toString()}`,
        headers: auth,
      }),
    advance(ms) {
      offset += ms;
    },
    refreshFailures: () =>
      warnings.flatMap(({ msg, key = '', reason = '' }) =>
        msg === 'feed refresh failed' ? [{ key, reason }] : [],
      ),
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
