import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createFeedCache, type FeedCache } from '../../feeds/feed-cache';
import { startFakeUpstream, type FakeUpstream } from '../../feeds/testing/fake-upstream';
import { TEST_FEED_TIMEOUT_MS, TEST_PUBLIC_URL } from '../../feeds/testing/feeds-harness';
import { createUpstreamClient } from '../../feeds/upstream';
import { engines, openTestDatabase } from '../../testing/test-database';
import { dayRoute, type Stop } from './day-route';
import { legRouter, routingEngine } from '../../feeds/routing/leg-router';
import { estimatedSeconds } from './modes';
import { FAKE_DETOUR, FAKE_SPEEDS } from '../../feeds/routing/testing/osrm';
import { metresBetween } from '../../feeds/places/place-ranking';

const USER = 'leg-router-test-user';

/** A walk in Lisbon's Baixa from the hotel and back; `shift` moves it, so that a test asks for a way no one has. */
const walkingDay = (shift = 0): Stop[] => [
  { itemId: 'hotel', kind: 'stay', lat: 38.7139 + shift, lon: -9.1394 },
  { itemId: 'castle', kind: 'place', lat: 38.7139 + shift, lon: -9.1335 },
  { itemId: 'cathedral', kind: 'place', lat: 38.7099 + shift, lon: -9.1357 },
];

describe.each(engines)('legs routed through the feed cache on %s', (engine) => {
  let database: Database;
  let fake: FakeUpstream;
  let cache: FeedCache;
  const upstream = createUpstreamClient({ userAgent: `Wayfarer/1.0 (+${TEST_PUBLIC_URL})`, localOnly: true });
  const log = pino({ level: 'silent' });

  const newCache = () =>
    createFeedCache({ db: database.db, log, timeoutMs: TEST_FEED_TIMEOUT_MS, coldKeysPerMinute: 1000 });
  const configOf = (routingUrl: string) =>
    loadConfig({
      ROUTING_URL: routingUrl,
      ROUTING_MAX_PER_SECOND: '1000',
      FEED_TIMEOUT_MS: String(TEST_FEED_TIMEOUT_MS),
      NODE_ENV: 'test',
    });
  /** The way through the fake as FOSSGIS runs it, one server per profile. */
  const route = (stops: Stop[], using = cache) =>
    dayRoute(
      stops,
      legRouter(routingEngine(configOf(`${fake.baseUrl('osrm')}/routed-{profile}`), upstream), using, USER),
    );

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    fake = await startFakeUpstream();
    cache = newCache();
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await cache.close();
    await fake.close();
    await database.close();
  });

  it("answers the fake's legs, walking on the foot profile, naming Wayfarer, crediting OpenStreetMap", async () => {
    const { legs, sources } = await route(walkingDay());
    expect(legs.map(({ fromItemId, toItemId }) => `${fromItemId}→${toItemId}`)).toEqual([
      'hotel→castle',
      'castle→cathedral',
      'cathedral→hotel',
    ]);
    const calls = fake.calls('osrm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toMatch(/^\/routed-foot\/route\/v1\/foot\//);
    expect(calls[0]?.headers['user-agent']).toBe(`Wayfarer/1.0 (+${TEST_PUBLIC_URL})`);
    const [first] = legs;
    const straight = metresBetween(walkingDay()[0]!, walkingDay()[1]!);
    expect(first).toMatchObject({ mode: 'walk', source: 'routing' });
    expect(first!.distanceMeters).toBe(Math.round(straight * FAKE_DETOUR));
    expect(first!.durationSeconds).toBe(Math.round((straight * FAKE_DETOUR) / FAKE_SPEEDS.foot));
    expect(first!.geometry.type).toBe('LineString');
    expect(first!.geometry.coordinates.length).toBeGreaterThan(2);
    expect(sources.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['OpenStreetMap contributors (ODbL)', 'OSRM']),
    );
  });

  it('asks no one again for a day already routed, on this instance or another sharing the database', async () => {
    const first = await route(walkingDay(0.01));
    expect(fake.calls('osrm')).toHaveLength(1);
    const again = await route(walkingDay(0.01));
    const elsewhere = newCache();
    const fromAnother = await route(walkingDay(0.01), elsewhere);
    await elsewhere.close();
    expect(fake.calls('osrm')).toHaveLength(1);
    expect(again).toEqual(first);
    expect(fromAnother).toEqual(first);
  });

  it('draws straight lines, timed on foot, when the server is slower than the feed deadline', async () => {
    fake.behave('osrm', { delayMs: TEST_FEED_TIMEOUT_MS + 1000 });
    const started = Date.now();
    const { legs, sources } = await route(walkingDay(0.02));
    expect(Date.now() - started).toBeLessThan(TEST_FEED_TIMEOUT_MS + 800);
    expect(fake.calls('osrm')).toHaveLength(1);
    expect(legs.every(({ source, mode }) => source === 'straight' && mode === 'walk')).toBe(true);
    expect(legs[0]!.durationSeconds).toBe(estimatedSeconds('walk', legs[0]!.distanceMeters));
    expect(legs[0]!.geometry.coordinates).toHaveLength(2);
    expect(sources).toEqual([]);
  });

  it('draws straight lines when the server is down, or finds no road near a point', async () => {
    fake.behave('osrm', 'fail');
    const down = await route(walkingDay(0.03));
    expect(down.legs.map(({ source }) => source)).toEqual(['straight', 'straight', 'straight']);
    fake.reset();
    const island: Stop[] = [
      { itemId: 'boat', kind: 'place', lat: 0.2, lon: -20.1 },
      { itemId: 'buoy', kind: 'place', lat: 0.21, lon: -20.1 },
    ];
    const { legs } = await route(island);
    expect(legs).toMatchObject([{ fromItemId: 'boat', toItemId: 'buoy', mode: 'walk', source: 'straight' }]);
    expect(fake.calls('osrm')).toHaveLength(1);
  });

  it('asks no one when routing is off', async () => {
    const { legs } = await dayRoute(
      walkingDay(0.04),
      legRouter(routingEngine(configOf('off'), upstream), cache, USER),
    );
    expect(legs.map(({ source }) => source)).toEqual(['straight', 'straight', 'straight']);
    expect(fake.calls('osrm')).toHaveLength(0);
  });
});
