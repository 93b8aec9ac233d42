import { describe, expect, it } from 'vitest';
import { FeedNotFound } from '../feed-cache';
import { failureOf, testSignal, testUpstream, useFakeUpstream } from '../testing/provider-test-kit';
import { UpstreamError } from '../upstream';
import { osrmEngine } from './osrm';
import { FAKE_DETOUR, FAKE_SPEEDS } from './testing/osrm';
import { encodePolyline6 } from './testing/valhalla';
import { decodePolyline6, valhallaEngine } from './valhalla';
import { metresBetween } from '../places/place-ranking';

const HOTEL = { lat: 38.7139, lon: -9.1394 };
const CASTLE = { lat: 38.7139, lon: -9.1335 };
const CATHEDRAL = { lat: 38.7099, lon: -9.1357 };
const IN_THE_SEA = { lat: 0.2, lon: -20.1 };

describe('the OSRM engine', () => {
  const fake = useFakeUpstream();
  const engine = () => osrmEngine(testUpstream, `${fake.baseUrl('osrm')}/routed-{profile}`);

  it("asks the profile's own server for every leg at once, each leg with its own way", async () => {
    const legs = await engine().route('foot', [HOTEL, CASTLE, CATHEDRAL], testSignal());
    const [call] = fake.calls('osrm');
    expect(call?.path).toBe('/routed-foot/route/v1/foot/-9.1394,38.7139;-9.1335,38.7139;-9.1357,38.7099');
    expect(call?.query.get('steps')).toBe('true');
    expect(call?.query.get('geometries')).toBe('geojson');
    expect(legs).toHaveLength(2);
    const first = legs[0]!;
    expect(first.distanceMeters).toBeCloseTo(metresBetween(HOTEL, CASTLE) * FAKE_DETOUR, 6);
    expect(first.durationSeconds).toBeCloseTo(first.distanceMeters / FAKE_SPEEDS.foot, 6);
    // The steps' shared ends, and the arrival's point twice, are one point each.
    expect(first.coordinates).toHaveLength(3);
    expect(first.coordinates[0]).toEqual([HOTEL.lon, HOTEL.lat]);
    expect(first.coordinates[2]).toEqual([CASTLE.lon, CASTLE.lat]);
    expect(engine().sources.map(({ name }) => name)).toContain('OpenStreetMap contributors (ODbL)');
  });

  it('says there is no way from a point far from any road, and fails on an error of the server', async () => {
    expect(await failureOf(engine().route('car', [HOTEL, IN_THE_SEA], testSignal()))).toBeInstanceOf(
      FeedNotFound,
    );
    fake.behave('osrm', 'fail');
    const failure = await failureOf(engine().route('car', [HOTEL, CASTLE], testSignal()));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).status).toBe(500);
    fake.behave('osrm', 'garbage');
    expect(
      ((await failureOf(engine().route('car', [HOTEL, CASTLE], testSignal()))) as UpstreamError).reason,
    ).toBe('invalid');
  });

  it('credits FOSSGIS on its public servers only', () => {
    const named = (url: string) => osrmEngine(testUpstream, url).sources.map(({ name }) => name);
    expect(named('https://routing.openstreetmap.de/routed-{profile}')).toContain('FOSSGIS e.V.');
    expect(named('http://osrm.internal:5000')).not.toContain('FOSSGIS e.V.');
  });
});

describe('the Valhalla engine', () => {
  const fake = useFakeUpstream();

  it("asks for the costing of the profile, and reads each leg's shape, length in km and time", async () => {
    const engine = valhallaEngine(testUpstream, fake.baseUrl('valhalla'));
    const legs = await engine.route('foot', [HOTEL, CASTLE, CATHEDRAL], testSignal());
    const asked = JSON.parse(fake.calls('valhalla')[0]?.query.get('json') ?? '{}') as { costing?: string };
    expect(asked.costing).toBe('pedestrian');
    expect(legs).toHaveLength(2);
    expect(legs[1]?.coordinates).toEqual([
      [CASTLE.lon, CASTLE.lat],
      [CATHEDRAL.lon, CATHEDRAL.lat],
    ]);
    expect(legs[0]!.distanceMeters).toBeCloseTo(metresBetween(HOTEL, CASTLE) * FAKE_DETOUR, 3);
    expect(legs[0]!.durationSeconds).toBeCloseTo(legs[0]!.distanceMeters / 1.2, 3);
  });

  it('decodes six-decimal polylines, across the antimeridian and south of the equator', () => {
    const positions: [number, number][] = [
      [179.999999, -16.5],
      [-179.5, -16.499999],
      [151.209296, -33.86882],
    ];
    expect(decodePolyline6(encodePolyline6(positions))).toEqual(positions);
  });
});
