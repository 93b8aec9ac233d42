import { ADVICE_RADIUS_METRES, advicePlaceSchema, webLinkSchema, type AdvicePlace } from '@wayfarer/core';
import { z } from 'zod';
import type { PlacesProvider } from '../providers';
import { endpoint, type UpstreamClient } from '../upstream';

const PROVIDER = 'foursquare';

/** Places an answer keeps: Foursquare's search gives at most 50, the strip and rows show fewer. */
const LIMIT = 30;
const FIELDS = 'fsq_id,name,categories,location,geocodes,photos,distance';

/** v3 Place Search answers `{ results, context }`; each result is checked on its own (see toPlace). */
const answerSchema = z.object({ results: z.array(z.unknown()) });

const urlHalvesSchema = z.object({ prefix: z.string(), suffix: z.string() });

/** The parts of a v3 place we read. */
const resultSchema = z.object({
  fsq_id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  name: z.string(),
  categories: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        plural_name: z.string().optional(),
        icon: urlHalvesSchema,
      }),
    )
    .default([]),
  location: z.object({ formatted_address: z.string().optional() }).default({}),
  geocodes: z.object({ main: z.object({ latitude: z.number(), longitude: z.number() }) }),
  distance: z.number().optional(),
  photos: z.array(urlHalvesSchema).default([]),
});

/** Picture addresses are shown as they are: only http(s) ones are kept. */
const isWebPrefix = ({ prefix }: { prefix: string }) => webLinkSchema.safeParse(prefix).success;

/** A v3 place as the contract has it (already nearly its shape), or null when it has no position. */
function toPlace(raw: unknown): AdvicePlace | null {
  const result = resultSchema.safeParse(raw);
  if (!result.success) return null;
  const { fsq_id: id, name, categories, location, geocodes, distance, photos } = result.data;
  const place = advicePlaceSchema.safeParse({
    id,
    name: name.trim(),
    images: photos.filter(isWebPrefix).map(({ prefix, suffix }) => ({ prefix, suffix })),
    categories: categories
      .filter(({ icon }) => isWebPrefix(icon))
      .map((category) => ({
        id: category.id,
        name: category.name,
        plural_name: category.plural_name ?? category.name,
        icon: { prefix: category.icon.prefix, suffix: category.icon.suffix },
      })),
    location: { formatted_address: location.formatted_address ?? '' },
    geocodes: { main: { latitude: geocodes.main.latitude, longitude: geocodes.main.longitude } },
    ...(distance !== undefined && { distance: Math.max(0, Math.round(distance)) }),
    source_url: `https://foursquare.com/v/${id}`,
  });
  return place.success ? place.data : null;
}

/**
 * Foursquare's v3 Place Search (needs FOURSQUARE_API_KEY): the spec's category ids are its own, and its
 * places, photos and category icons are already the contract's shape.
 */
export function foursquarePlaces(upstream: UpstreamClient, baseUrl: string, apiKey: string): PlacesProvider {
  return {
    name: PROVIDER,
    sources: [{ name: 'Foursquare', url: 'https://foursquare.com/' }],

    async places({ lat, lon, category }, signal) {
      const url = endpoint(baseUrl, '/places/search', {
        ll: `${lat},${lon}`,
        radius: String(ADVICE_RADIUS_METRES),
        ...(category !== undefined && { categories: String(category) }),
        limit: String(LIMIT),
        fields: FIELDS,
      });
      const answer = await upstream.json(
        { provider: PROVIDER, url, signal, headers: { authorization: apiKey, accept: 'application/json' } },
        answerSchema,
      );
      return answer.results.flatMap((raw) => toPlace(raw) ?? []);
    },
  };
}
