import { ADVICE_RADIUS_METRES, advicePlaceSchema, type AdvicePlace, type AdvicesQuery } from '@wayfarer/core';
import { z } from 'zod';
import type { PlacesProvider } from '../providers';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';
import { osmCategories, osmKindOf, type OsmCategory } from './osm-kinds';
import { osmAddress, osmImage } from './osm-place-details';
import { interleave, metresBetween } from './place-ranking';

const PROVIDER = 'overpass';

/** Places an answer keeps, as many as Foursquare's search gives. */
const MAX_PLACES = 30;
/** Overpass schedules a query by the time it declares: a short one starts sooner on a busy server. */
const QUERY_TIMEOUT_S = 25;
/** Features Overpass sends at most, all kinds together: enough to pick the best 30 from. */
const MAX_ELEMENTS = 400;

/** The parts of an Overpass JSON answer we read; a `remark` is how it reports a failure midway. */
const answerSchema = z.object({ elements: z.array(z.unknown()), remark: z.string().optional() });

const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int().positive(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
type OverpassElement = z.infer<typeof elementSchema>;

/** Overpass QL for the named features of the categories' kinds within the spec's radius of a point. */
export function overpassQuery(lat: number, lon: number, categories: readonly OsmCategory[]): string {
  const around = `around:${ADVICE_RADIUS_METRES},${lat.toFixed(6)},${lon.toFixed(6)}`;
  const statements = categories
    .flatMap(({ kinds }) => kinds)
    .map(({ key, value }) => `nwr(${around})["${key}"="${value}"]["name"];`);
  return `[out:json][timeout:${QUERY_TIMEOUT_S}];(${statements.join('')});out tags center ${MAX_ELEMENTS};`;
}

/**
 * The elements of an Overpass answer. A remark about a runtime error (a timeout, memory) means the list
 * was cut short: that is a failure, never cached as "no places".
 */
export function overpassElements(text: string): OverpassElement[] {
  const answer = parseJson(PROVIDER, text, answerSchema);
  if (answer.remark && /runtime error|timed out|out of memory/i.test(answer.remark)) {
    throw new UpstreamError(PROVIDER, 'invalid', 'stopped before its answer was complete');
  }
  return answer.elements.flatMap((raw) => {
    const element = elementSchema.safeParse(raw);
    return element.success ? [element.data] : [];
  });
}

interface Ranked {
  place: AdvicePlace;
  category: OsmCategory;
  hasImage: boolean;
  hasWikidata: boolean;
  distance: number;
}

/** Pictures first (the cards show one), then features notable enough for Wikidata, then the nearest. */
const byRank = (a: Ranked, b: Ranked) =>
  Number(b.hasImage) - Number(a.hasImage) ||
  Number(b.hasWikidata) - Number(a.hasWikidata) ||
  a.distance - b.distance;

function toRanked(
  element: OverpassElement,
  query: AdvicesQuery,
  categories: readonly OsmCategory[],
  iconBaseUrl: string,
): Ranked | null {
  const tags = element.tags ?? {};
  const name = tags['name']?.trim();
  const latitude = element.lat ?? element.center?.lat;
  const longitude = element.lon ?? element.center?.lon;
  const match = osmKindOf(tags, categories);
  if (!name || latitude === undefined || longitude === undefined || !match) return null;
  const image = osmImage(tags);
  const distance = metresBetween(query, { lat: latitude, lon: longitude });
  const place = advicePlaceSchema.safeParse({
    id: `osm:${element.type}/${element.id}`,
    name,
    images: image ? [image] : [],
    categories: [
      {
        id: match.category.id,
        name: match.kind.name,
        plural_name: match.kind.pluralName,
        icon: { prefix: `${iconBaseUrl}/${match.category.icon}_`, suffix: '.svg' },
      },
    ],
    location: { formatted_address: osmAddress(tags) },
    geocodes: { main: { latitude, longitude } },
    distance: Math.round(distance),
    source_url: `https://www.openstreetmap.org/${element.type}/${element.id}`,
  });
  if (!place.success) return null;
  return {
    place: place.data,
    category: match.category,
    hasImage: !!image,
    hasWikidata: !!tags['wikidata'],
    distance,
  };
}

/**
 * Places from OpenStreetMap through the Overpass API (keyless; ODbL, credited), with our own category
 * icons and Wikimedia Commons pictures where the map links one. Without a category, every category's
 * best places take turns, so that the dashboard's strip is not all restaurants.
 */
export function overpassPlaces(
  upstream: UpstreamClient,
  baseUrl: string,
  iconBaseUrl: string,
): PlacesProvider {
  const icons = iconBaseUrl.replace(/\/+$/, '');
  return {
    name: PROVIDER,
    sources: [
      { name: 'OpenStreetMap contributors (ODbL)', url: 'https://www.openstreetmap.org/copyright' },
      { name: 'Wikimedia Commons', url: 'https://commons.wikimedia.org/' },
    ],

    async places(query, signal) {
      const categories = osmCategories(query.category);
      const text = await upstream.text({
        provider: PROVIDER,
        url: endpoint(baseUrl, '/interpreter'),
        signal,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: overpassQuery(query.lat, query.lon, categories) }).toString(),
      });
      const ranked = overpassElements(text)
        .flatMap((element) => toRanked(element, query, categories, icons) ?? [])
        .sort(byRank);
      const groups = categories.map((category) => ranked.filter((place) => place.category === category));
      return interleave(groups)
        .slice(0, MAX_PLACES)
        .map(({ place }) => place);
    },
  };
}
