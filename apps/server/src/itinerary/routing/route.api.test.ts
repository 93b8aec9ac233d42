import { addDays, itineraryRouteSchema, type ItineraryRoute } from '@wayfarer/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_DETOUR, FAKE_SPEEDS } from '../../feeds/routing/testing/osrm';
import { startFeedsApp, TEST_FEED_TIMEOUT_MS, type FeedsHarness } from '../../feeds/testing/feeds-harness';
import { metresBetween } from '../../feeds/places/place-ranking';
import { engines } from '../../testing/test-database';
import { sharedTrip, type Person } from '../../trip/testing/shared-trip';
import { itineraryClient, PLACES } from '../testing/itinerary-client';
import { estimatedSeconds } from './modes';

const MISSING_ID = '5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50';

/** Asakusa on foot, `shift` degrees north: each test asks for ways no one has asked for yet. */
const asakusa = (shift: number) => ({
  hotel: { name: 'Hotel Gracery Asakusa', lat: 35.7101 + shift, lon: 139.7967 },
  temple: { ...PLACES.sensoji, lat: PLACES.sensoji.lat + shift },
  market: { name: 'Nakamise-dori', lat: 35.7123 + shift, lon: 139.7965 },
});

describe.each(engines)('GET /trips/:tripId/itinerary/route on %s', (engine) => {
  let h: FeedsHarness;
  let tripId: string;
  let owner: Person;
  let viewer: Person;
  let stranger: Person;
  beforeAll(async () => {
    h = await startFeedsApp(engine, { ROUTING_MAX_PER_SECOND: '1000' });
    ({ tripId, owner, viewer, stranger } = await sharedTrip(h.t));
  });
  afterEach(() => h.fake.reset());
  afterAll(() => h.close());

  /** A new day of the trip with a hotel, a temple and a market on it, in that order. */
  async function walkingDay(shift: number) {
    const mine = itineraryClient(owner, tripId);
    const day = await mine.addDay({ title: `Asakusa ${shift}` });
    const places = asakusa(shift);
    const hotel = await mine.addItem({ dayId: day.id, kind: 'stay', title: 'Hotel', place: places.hotel });
    const temple = await mine.addItem({
      dayId: day.id,
      kind: 'place',
      title: 'Temple',
      place: places.temple,
    });
    await mine.addItem({ dayId: day.id, kind: 'note', title: 'Buy a fan' });
    const market = await mine.addItem({
      dayId: day.id,
      kind: 'place',
      title: 'Market',
      place: places.market,
    });
    return { day, hotel, temple, market, places };
  }

  const routeOf = async (as: Person, dayId: string): Promise<ItineraryRoute> => {
    const response = await as.call('GET', `/trips/${tripId}/itinerary/route?dayId=${dayId}`);
    expect(response.statusCode, response.body).toBe(200);
    return itineraryRouteSchema.parse(response.json());
  };

  it("answers the day's legs from the hotel and back, walked on the foot profile, to a viewer, crediting the map", async () => {
    const { day, hotel, temple, market, places } = await walkingDay(0);
    const { legs, sources } = await routeOf(viewer, day.id);
    expect(legs.map(({ fromItemId, toItemId }) => [fromItemId, toItemId])).toEqual([
      [hotel.id, temple.id],
      [temple.id, market.id],
      [market.id, hotel.id],
    ]);
    expect(legs.every(({ mode, source }) => mode === 'walk' && source === 'routing')).toBe(true);
    const metres = metresBetween(places.hotel, places.temple) * FAKE_DETOUR;
    expect(legs[0]).toMatchObject({
      distanceMeters: Math.round(metres),
      durationSeconds: Math.round(metres / FAKE_SPEEDS.foot),
    });
    expect(legs[0]?.geometry.coordinates.length).toBeGreaterThan(2);
    const calls = h.fake.calls('osrm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toMatch(/\/route\/v1\/foot\//);
    expect(sources.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['OpenStreetMap contributors (ODbL)', 'OSRM']),
    );
    // Read again, the way is the cache's.
    expect(await routeOf(owner, day.id)).toEqual({ legs, sources });
    expect(h.fake.calls('osrm')).toHaveLength(1);
  });

  it('draws straight lines timed on foot when the server is slower than the feed deadline', async () => {
    const { day } = await walkingDay(0.01);
    h.fake.behave('osrm', { delayMs: TEST_FEED_TIMEOUT_MS + 1000 });
    const started = Date.now();
    const { legs, sources } = await routeOf(owner, day.id);
    expect(Date.now() - started).toBeLessThan(TEST_FEED_TIMEOUT_MS + 800);
    expect(legs).toHaveLength(3);
    expect(legs.every(({ mode, source }) => mode === 'walk' && source === 'straight')).toBe(true);
    const [first] = legs;
    expect(first?.durationSeconds).toBe(estimatedSeconds('walk', first?.distanceMeters ?? 0));
    expect(first?.geometry.coordinates).toHaveLength(2);
    expect(sources).toEqual([]);
  });

  it('draws straight lines when the server is down', async () => {
    const { day } = await walkingDay(0.02);
    h.fake.behave('osrm', 'fail');
    const { legs, sources } = await routeOf(owner, day.id);
    expect(legs.map(({ source }) => source)).toEqual(['straight', 'straight', 'straight']);
    expect(h.fake.calls('osrm').length).toBeGreaterThan(0);
    expect(sources).toEqual([]);
  });

  it('flies a great circle between a transport’s two ends, from the hotel left before it to the one reached after', async () => {
    const mine = itineraryClient(owner, tripId);
    const day = await mine.addDay({ title: 'Singapore to San Francisco' });
    const raffles = await mine.addItem({
      dayId: day.id,
      kind: 'stay',
      title: 'Raffles',
      place: { name: 'Raffles Hotel', lat: 1.2949, lon: 103.8545 },
    });
    const flight = await mine.addItem({
      dayId: day.id,
      kind: 'transport',
      title: 'SQ 32',
      mode: 'flight',
      from: PLACES.changi,
      to: PLACES.sfo,
    });
    const fairmont = await mine.addItem({
      dayId: day.id,
      kind: 'stay',
      title: 'Fairmont',
      place: { name: 'Fairmont San Francisco', lat: 37.7924, lon: -122.4102 },
    });
    const { legs } = await routeOf(owner, day.id);
    expect(legs.map(({ fromItemId, toItemId, mode }) => [fromItemId, toItemId, mode])).toEqual([
      [raffles.id, flight.id, 'car'],
      [flight.id, flight.id, 'flight'],
      [flight.id, fairmont.id, 'car'],
    ]);
    const flown = legs[1];
    expect(flown?.source).toBe('straight');
    expect(flown?.distanceMeters).toBeGreaterThan(13_000_000);
    // Across the Pacific: longitudes run on past 180° rather than back across Asia and Europe.
    expect(Math.max(...(flown?.geometry.coordinates ?? []).map(([lon]) => lon))).toBeGreaterThan(180);
  });

  it('starts and ends a night in the middle of a stay at its hotel, checked in on an earlier day', async () => {
    const mine = itineraryClient(owner, tripId);
    const [first] = (await mine.read()).days;
    if (!first?.date) throw new Error('the trip has no first day');
    const places = asakusa(0.03);
    const hotel = await mine.addItem({
      dayId: first.id,
      kind: 'stay',
      title: 'Three nights in Asakusa',
      place: places.hotel,
      start: { local: `${first.date}T15:00` },
      end: { local: `${addDays(first.date, 3)}T11:00` },
    });
    const second = await mine.addDay({ date: addDays(first.date, 1) });
    const temple = await mine.addItem({
      dayId: second.id,
      kind: 'place',
      title: 'Temple',
      place: places.temple,
    });
    const { legs } = await routeOf(owner, second.id);
    expect(legs.map(({ fromItemId, toItemId }) => [fromItemId, toItemId])).toEqual([
      [hotel.id, temple.id],
      [temple.id, hotel.id],
    ]);
    // Past its check-out the stay starts no day.
    const after = await mine.addDay({ date: addDays(first.date, 4) });
    await mine.addItem({ dayId: after.id, kind: 'place', title: 'Temple', place: places.temple });
    expect((await routeOf(owner, after.id)).legs).toEqual([]);
  });

  it('answers 404 to a stranger, and for a day of no trip of the caller', async () => {
    const { day } = await walkingDay(0.04);
    const path = `/trips/${tripId}/itinerary/route?dayId=${day.id}`;
    const strangers = await stranger.call('GET', path);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toMatchObject({ error: 'trip_not_found' });
    const missing = await owner.call('GET', `/trips/${tripId}/itinerary/route?dayId=${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'day_not_found' });
    expect((await owner.call('GET', `/trips/${tripId}/itinerary/route`)).statusCode).toBe(400);
    expect(h.fake.calls('osrm')).toHaveLength(0);
  });
});
