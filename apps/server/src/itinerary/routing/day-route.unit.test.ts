import { describe, expect, it } from 'vitest';
import {
  dayPath,
  dayRoute,
  MAX_LEGS_PER_REQUEST,
  type LegRouter,
  type RoutedLeg,
  type Stop,
} from './day-route';
import type { Point } from './great-circle';
import { estimatedSeconds, type RoutingProfile } from './modes';

/** Lisbon's Baixa, a few hundred metres apart, and the airport 6 km away. */
const HOTEL: Stop = { itemId: 'hotel', kind: 'stay', lat: 38.7139, lon: -9.1394 };
const CASTLE: Stop = { itemId: 'castle', kind: 'place', lat: 38.7139, lon: -9.1335 };
const CATHEDRAL: Stop = { itemId: 'cathedral', kind: 'place', lat: 38.7099, lon: -9.1357 };
const BELEM: Stop = { itemId: 'belem', kind: 'place', lat: 38.6916, lon: -9.216 };
const FLIGHT_OUT: Stop = { itemId: 'flight', kind: 'transport', mode: 'flight', lat: 38.7742, lon: -9.1342 };
const FLIGHT_IN: Stop = { itemId: 'flight', kind: 'transport', mode: 'flight', lat: 40.6413, lon: -73.7781 };
const NEW_YORK_HOTEL: Stop = { itemId: 'ny-hotel', kind: 'stay', lat: 40.758, lon: -73.9855 };

const SOURCES = [{ name: 'Test router', url: 'https://router.test/' }];

/** A router that answers each run with legs of 1 km and 1 min per leg, and records what it was asked. */
function fakeRouter(answer: 'route' | 'fail' = 'route') {
  const asked: { profile: RoutingProfile; points: Point[] }[] = [];
  const router: LegRouter = {
    sources: SOURCES,
    route(profile, points) {
      asked.push({ profile, points });
      if (answer === 'fail') return Promise.resolve(null);
      const legs: RoutedLeg[] = points.slice(1).map((to, index) => ({
        distanceMeters: 1000,
        durationSeconds: 60,
        coordinates: [
          [points[index]!.lon, points[index]!.lat],
          [to.lon, to.lat],
        ],
      }));
      return Promise.resolve(legs);
    },
  };
  return { router, asked };
}

const ends = (legs: { fromItemId: string; toItemId: string }[]) =>
  legs.map(({ fromItemId, toItemId }) => `${fromItemId}→${toItemId}`);

describe('dayPath', () => {
  it('starts and ends a city day at its stay, wherever the stay sits in the order', () => {
    expect(dayPath([CASTLE, HOTEL, CATHEDRAL])).toEqual([HOTEL, CASTLE, CATHEDRAL, HOTEL]);
  });

  it('starts at the stay left before a flight and ends at the one reached after it', () => {
    expect(dayPath([HOTEL, CASTLE, FLIGHT_OUT, FLIGHT_IN, NEW_YORK_HOTEL])).toEqual([
      HOTEL,
      CASTLE,
      FLIGHT_OUT,
      FLIGHT_IN,
      NEW_YORK_HOTEL,
    ]);
  });

  it('does not start a day at a stay reached only after a transport', () => {
    expect(dayPath([CASTLE, FLIGHT_OUT, FLIGHT_IN, NEW_YORK_HOTEL])).toEqual([
      CASTLE,
      FLIGHT_OUT,
      FLIGHT_IN,
      NEW_YORK_HOTEL,
    ]);
  });

  it('keeps the order of a day without a stay', () => {
    expect(dayPath([CATHEDRAL, CASTLE])).toEqual([CATHEDRAL, CASTLE]);
  });
});

describe('dayRoute', () => {
  it('walks between nearby places on the foot profile, in one request for the run', async () => {
    const { router, asked } = fakeRouter();
    const { legs, sources } = await dayRoute([HOTEL, CASTLE, CATHEDRAL], router);
    expect(ends(legs)).toEqual(['hotel→castle', 'castle→cathedral', 'cathedral→hotel']);
    expect(legs.every(({ mode, source }) => mode === 'walk' && source === 'routing')).toBe(true);
    expect(asked).toEqual([{ profile: 'foot', points: [HOTEL, CASTLE, CATHEDRAL, HOTEL] }]);
    expect(legs[0]).toMatchObject({ distanceMeters: 1000, durationSeconds: 60 });
    expect(legs[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [HOTEL.lon, HOTEL.lat],
        [CASTLE.lon, CASTLE.lat],
      ],
    });
    expect(sources).toEqual(SOURCES);
  });

  it('takes the car beyond walking distance, and a mode given to a stop', async () => {
    const { router, asked } = fakeRouter();
    const bikeToCathedral: Stop = { ...CATHEDRAL, mode: 'bike' };
    const { legs } = await dayRoute([CASTLE, BELEM, bikeToCathedral], router);
    expect(legs.map(({ mode }) => mode)).toEqual(['car', 'bike']);
    expect(asked.map(({ profile }) => profile)).toEqual(['car', 'bike']);
  });

  it('flies a great circle, never asking the router, and routes the ways to and from the airports', async () => {
    const { router, asked } = fakeRouter();
    const { legs } = await dayRoute([HOTEL, FLIGHT_OUT, FLIGHT_IN, NEW_YORK_HOTEL], router);
    expect(ends(legs)).toEqual(['hotel→flight', 'flight→flight', 'flight→ny-hotel']);
    const flight = legs[1]!;
    expect(flight).toMatchObject({ mode: 'flight', source: 'straight' });
    expect(flight.distanceMeters / 1000).toBeCloseTo(5420, -2);
    // 30 minutes on the ground, then 800 km/h.
    expect(flight.durationSeconds).toBe(estimatedSeconds('flight', flight.distanceMeters));
    expect(flight.durationSeconds / 3600).toBeCloseTo(0.5 + flight.distanceMeters / 800_000, 2);
    expect(flight.geometry.coordinates.length).toBeGreaterThan(10);
    expect(asked.map(({ profile, points }) => [profile, points.length])).toEqual([
      ['car', 2],
      ['car', 2],
    ]);
    expect(legs.filter(({ source }) => source === 'routing')).toHaveLength(2);
  });

  it('draws straight lines timed by mode when the router cannot answer, crediting no one', async () => {
    const { router } = fakeRouter('fail');
    const { legs, sources } = await dayRoute([HOTEL, CASTLE, BELEM], router);
    expect(legs.map(({ mode, source }) => [mode, source])).toEqual([
      ['walk', 'straight'],
      ['car', 'straight'],
      ['car', 'straight'],
    ]);
    const walk = legs[0]!;
    expect(walk.geometry.coordinates).toEqual([
      [HOTEL.lon, HOTEL.lat],
      [CASTLE.lon, CASTLE.lat],
    ]);
    // About 510 m at 5 km/h, 30% longer than the crow flies: some 8 minutes.
    expect(walk.distanceMeters).toBeGreaterThan(480);
    expect(walk.distanceMeters).toBeLessThan(540);
    expect(walk.durationSeconds).toBe(Math.round((walk.distanceMeters * 1.3) / (5000 / 3600)));
    expect(sources).toEqual([]);
  });

  it('has no way for a day that is its stay alone, and asks a long day in parts', async () => {
    const { router, asked } = fakeRouter();
    expect((await dayRoute([HOTEL], router)).legs).toEqual([]);
    expect(asked).toEqual([]);
    const places = Array.from({ length: MAX_LEGS_PER_REQUEST + 6 }, (_, index) => ({
      ...CASTLE,
      itemId: `place-${index}`,
      lat: CASTLE.lat + index * 0.001,
    }));
    const { legs } = await dayRoute(places, router);
    expect(legs).toHaveLength(places.length - 1);
    expect(asked.map(({ points }) => points.length - 1)).toEqual([MAX_LEGS_PER_REQUEST, 5]);
    expect(asked[1]?.points[0]).toBe(places[MAX_LEGS_PER_REQUEST]);
  });
});
