import { metresBetween } from '../../places/place-ranking';
import type { Fixture } from '../../testing/fixture';
import { FAKE_DETOUR } from './osrm';

/** Google's polyline encoding at six decimals, as Valhalla writes a shape. */
export function encodePolyline6(positions: readonly [number, number][]): string {
  let output = '';
  let previousLat = 0;
  let previousLon = 0;
  const write = (delta: number) => {
    let value = delta < 0 ? ~(delta << 1) : delta << 1;
    while (value >= 0x20) {
      output += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
      value >>= 5;
    }
    output += String.fromCharCode(value + 63);
  };
  for (const [lon, lat] of positions) {
    const [latE6, lonE6] = [Math.round(lat * 1e6), Math.round(lon * 1e6)];
    write(latE6 - previousLat);
    write(lonE6 - previousLon);
    [previousLat, previousLon] = [latE6, lonE6];
  }
  return output;
}

const SPEEDS: Record<string, number> = { pedestrian: 1.2, bicycle: 4, auto: 10 };

/** Valhalla's route service in its real format: `/route?json={locations, costing}`, legs with shapes in km and s. */
export const valhallaFixture: Fixture = (request) => {
  const asked = JSON.parse(request.query.get('json') ?? '{}') as {
    locations?: { lat: number; lon: number }[];
    costing?: string;
  };
  const locations = asked.locations ?? [];
  const speed = SPEEDS[asked.costing ?? ''];
  if (request.path !== '/route' || !speed || locations.length < 2) {
    return { status: 400, body: JSON.stringify({ error_code: 100, error: 'Failed to parse json request' }) };
  }
  const legs = locations.slice(1).map((to, index) => {
    const from = locations[index] ?? to;
    const metres = metresBetween(from, to) * FAKE_DETOUR;
    return {
      shape: encodePolyline6([
        [from.lon, from.lat],
        [to.lon, to.lat],
      ]),
      summary: { length: metres / 1000, time: metres / speed },
    };
  });
  return { body: JSON.stringify({ trip: { legs, status: 0, units: 'kilometers' } }) };
};
