/** A point as GeoJSON writes it: [longitude, latitude]. */
export type Position = [number, number];

export interface Point {
  lat: number;
  lon: number;
}

/** Vertices of a great circle, one about every 100 km: a long flight's arc is smooth on a world map. */
const METRES_PER_VERTEX = 100_000;
const MAX_VERTICES = 128;

const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The great-circle distance in metres between two points (haversine). */
export function metresBetween(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Six decimals, about 0.1 m: the answer carries no noise below what a map can show. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** The point a fraction of the way along the great circle from a to b (slerp of unit vectors). */
function along(a: Point, b: Point, fraction: number, angle: number): Point {
  const [lat1, lon1, lat2, lon2] = [radians(a.lat), radians(a.lon), radians(b.lat), radians(b.lon)];
  const weightA = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const weightB = Math.sin(fraction * angle) / Math.sin(angle);
  const x = weightA * Math.cos(lat1) * Math.cos(lon1) + weightB * Math.cos(lat2) * Math.cos(lon2);
  const y = weightA * Math.cos(lat1) * Math.sin(lon1) + weightB * Math.cos(lat2) * Math.sin(lon2);
  const z = weightA * Math.sin(lat1) + weightB * Math.sin(lat2);
  return { lat: degrees(Math.atan2(z, Math.hypot(x, y))), lon: degrees(Math.atan2(y, x)) };
}

/**
 * The shortest way over the globe from a to b, as a GeoJSON LineString's coordinates, with its length in
 * metres. Longitudes run on past ±180 where the arc crosses the antimeridian, so that a map draws the
 * Pacific crossing across the Pacific rather than back around the world.
 */
export function greatCircle(a: Point, b: Point): { coordinates: Position[]; distanceMeters: number } {
  const distanceMeters = metresBetween(a, b);
  const angle = distanceMeters / EARTH_RADIUS_METRES;
  const segments = Math.min(MAX_VERTICES - 1, Math.max(1, Math.ceil(distanceMeters / METRES_PER_VERTEX)));
  // Antipodes have no one shortest way, and slerp divides by zero there: a point's own way stands in.
  const direct = angle === 0 || Math.sin(angle) < 1e-9;
  const coordinates: Position[] = [[rounded(a.lon), rounded(a.lat)]];
  let previousLon = a.lon;
  for (let step = 1; step <= segments; step++) {
    const point = step === segments || direct ? b : along(a, b, step / segments, angle);
    // Unwrapped: each longitude within 180° of the one before it.
    const lon = point.lon + 360 * Math.round((previousLon - point.lon) / 360);
    coordinates.push([rounded(lon), rounded(point.lat)]);
    previousLon = lon;
  }
  return { coordinates, distanceMeters: Math.round(distanceMeters) };
}
