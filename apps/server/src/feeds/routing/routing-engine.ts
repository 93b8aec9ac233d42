import type { FeedSource } from '@wayfarer/core';

/** A point as GeoJSON writes it: [longitude, latitude]. */
export type Position = [number, number];

export interface Point {
  lat: number;
  lon: number;
}

/** The routing server's profiles: one road network each, weighted for who travels it. */
export type RoutingProfile = 'foot' | 'bike' | 'car';

/** A leg as the routing server gave it: metres, seconds, and its way. */
export interface RoutedLeg {
  distanceMeters: number;
  durationSeconds: number;
  coordinates: Position[];
}

/**
 * A routing server's adapter: one request for the legs along the points, in its own format. It fails with
 * FeedNotFound when the server finds no way (a point far from any road, an island), which is cached as
 * such, and with an UpstreamError for anything else.
 */
export interface RoutingEngine {
  /** Goes into cache keys, so that answers of two engines are never mixed up. */
  name: string;
  sources: FeedSource[];
  route(profile: RoutingProfile, points: readonly Point[], signal: AbortSignal): Promise<RoutedLeg[]>;
}

/** OpenStreetMap's data under every public routing server, credited as the ODbL asks. */
export const OSM_SOURCE: FeedSource = {
  name: 'OpenStreetMap contributors (ODbL)',
  url: 'https://www.openstreetmap.org/copyright',
};

/** The routing servers FOSSGIS runs for the OpenStreetMap community, whose terms ask to be credited. */
export const fossgisSource = (baseUrl: string): FeedSource[] =>
  new URL(baseUrl.replace('{profile}', 'car')).hostname.endsWith('.openstreetmap.de')
    ? [{ name: 'FOSSGIS e.V.', url: 'https://www.fossgis.de/' }]
    : [];

/**
 * A way's points without a point repeated after itself (consecutive steps share their ends), and at least
 * two, as a LineString needs: a leg between two points on one spot is that spot twice.
 */
export function lineOf(positions: readonly Position[]): Position[] {
  const line: Position[] = [];
  for (const position of positions) {
    const last = line.at(-1);
    if (!last || last[0] !== position[0] || last[1] !== position[1]) line.push(position);
  }
  const [only] = line;
  return line.length === 1 && only ? [only, only] : line;
}
