import {
  MAX_PLACE_NAME_LENGTH,
  PLACE_SEARCH_MAX_RESULTS,
  placeResultSchema,
  type PlaceResult,
  type PlaceSearchQuery,
} from '@wayfarer/core';
import { z } from 'zod';
import { endpoint, type UpstreamClient } from '../upstream';

const PROVIDER = 'photon';

const OSM_TYPES = { N: 'node', W: 'way', R: 'relation' } as const;

/** The parts of Photon's GeoJSON answer we read; a feature we cannot use is skipped, not a failure. */
const answerSchema = z.object({ features: z.array(z.unknown()) });

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    osm_type: z.enum(['N', 'W', 'R']),
    osm_id: z.number().int().positive(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    postcode: z.string().optional(),
    district: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
  }),
});
type Properties = z.infer<typeof featureSchema>['properties'];

const joined = (parts: readonly (string | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** "Rua Augusta 24, 1100-053 Lisboa, Portugal": the parts the map knows, the name's own left out. */
function addressOf(properties: Properties, name: string): string {
  const street = joined([properties.street, properties.housenumber], ' ');
  const town = joined([properties.postcode, properties.city ?? properties.district], ' ');
  const parts = [street, town, properties.state, properties.country].filter(
    (part): part is string => !!part && part !== name,
  );
  return [...new Set(parts)].join(', ').slice(0, 500);
}

function toResult(raw: unknown): PlaceResult | null {
  const feature = featureSchema.safeParse(raw);
  if (!feature.success) return null;
  const { properties } = feature.data;
  const [lon, lat] = feature.data.geometry.coordinates;
  // A house found by its address has no name of its own: its street and number stand in.
  const name = (properties.name?.trim() || joined([properties.street, properties.housenumber], ' ')).slice(
    0,
    MAX_PLACE_NAME_LENGTH,
  );
  const result = placeResultSchema.safeParse({
    name,
    lat,
    lon,
    address: addressOf(properties, name),
    osmType: OSM_TYPES[properties.osm_type],
    osmId: properties.osm_id,
  });
  return result.success ? result.data : null;
}

export interface PlaceSearch {
  /** Goes into cache keys, so that answers of two geocoders are never mixed up. */
  name: string;
  search(query: PlaceSearchQuery, signal: AbortSignal): Promise<PlaceResult[]>;
}

/**
 * Places from OpenStreetMap through a Photon geocoder: keyless, made for search as one types (Nominatim's
 * public server forbids that), and biased towards a point, so that "Museu" near Lisbon finds Lisbon's
 * museums first. Names come as the map has them locally; Photon knows no Portuguese to translate them to.
 */
export function photonSearch(upstream: UpstreamClient, baseUrl: string): PlaceSearch {
  return {
    name: PROVIDER,

    async search({ q, lat, lon }, signal) {
      const url = endpoint(baseUrl, '/api/', {
        q,
        lat: String(lat),
        lon: String(lon),
        limit: String(PLACE_SEARCH_MAX_RESULTS),
      });
      const answer = await upstream.json({ provider: PROVIDER, url, signal }, answerSchema);
      return answer.features.flatMap((feature) => toResult(feature) ?? []).slice(0, PLACE_SEARCH_MAX_RESULTS);
    },
  };
}
