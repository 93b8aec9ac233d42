import { metresBetween } from '../../places/place-ranking';
import type { Fixture } from '../../testing/fixture';

/** The fake's speeds, in m/s, unlike the straight lines' estimates: a test tells a routed leg by its time. */
export const FAKE_SPEEDS = { foot: 1.2, bike: 4, car: 10 } as const;

/** The fake's ways are this much longer than the straight line. */
export const FAKE_DETOUR = 1.25;

type Position = [number, number];

/** A corner off the straight line, as a street would turn: the way's middle point moved north a little. */
const corner = ([lon1, lat1]: Position, [lon2, lat2]: Position): Position => [
  (lon1 + lon2) / 2,
  (lat1 + lat2) / 2 + 0.0005,
];

/**
 * OSRM's route service (v1) as FOSSGIS runs it, in its real format: `/{per-profile prefix}/route/v1/
 * {profile}/{lon,lat;…}` answers each leg's distance, duration and steps, each step's GeoJSON geometry;
 * a point in the sea west of Africa (0° N, 20° W or nearer) finds no road, as OSRM answers it (400 NoSegment).
 */
export const osrmFixture: Fixture = (request) => {
  const match = /\/route\/v1\/(foot|bike|car)\/([^/]+)$/.exec(request.path);
  if (!match) {
    return { status: 400, body: JSON.stringify({ code: 'InvalidUrl', message: `URL string malformed` }) };
  }
  const profile = match[1] as keyof typeof FAKE_SPEEDS;
  const points = decodeURIComponent(match[2] ?? '')
    .split(';')
    .map((pair) => pair.split(',').map(Number) as Position);
  if (points.some(([lon, lat]) => Math.abs(lat) < 1 && Math.abs(lon + 20) < 1)) {
    return {
      status: 400,
      body: JSON.stringify({
        code: 'NoSegment',
        message: 'Could not find a matching segment for coordinate 0',
      }),
    };
  }
  const legs = points.slice(1).map((to, index) => {
    const from = points[index] ?? to;
    const distance = metresBetween({ lon: from[0], lat: from[1] }, { lon: to[0], lat: to[1] }) * FAKE_DETOUR;
    const middle = corner(from, to);
    return {
      distance,
      duration: distance / FAKE_SPEEDS[profile],
      summary: '',
      weight: distance,
      steps: [
        { geometry: { type: 'LineString', coordinates: [from, middle] }, maneuver: { type: 'depart' } },
        { geometry: { type: 'LineString', coordinates: [middle, to] }, maneuver: { type: 'turn' } },
        { geometry: { type: 'LineString', coordinates: [to, to] }, maneuver: { type: 'arrive' } },
      ],
    };
  });
  return {
    body: JSON.stringify({
      code: 'Ok',
      routes: [{ distance: legs.reduce((sum, { distance }) => sum + distance, 0), legs }],
      waypoints: points.map((location) => ({ location, name: '' })),
    }),
  };
};
