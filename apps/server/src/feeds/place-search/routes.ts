import type { FastifyInstance } from 'fastify';
import { placeSearchAnswerSchema } from '@wayfarer/core';
import type { AppDeps } from '../../app-deps';
import { fairUseUpstream } from '../fair-use';
import { DAY, KEY_VERSION, onGrid } from '../feed';
import type { FeedCache } from '../feed-cache';
import { createUpstreamClient } from '../upstream';
import { requireUser } from '../../http/auth';
import { addEndpointRoute } from '../../http/endpoint-route';
import { sendJsonText } from '../../http/json-text';
import { photonSearch } from './photon';

/** The map's places change slowly; a search typed again within a week asks no one. */
const SEARCH_POLICY = { ttlMs: 7 * DAY, maxStaleMs: 60 * DAY };

/** What one search is cached under: the same words in another case or spacing are the same search. */
const searchWords = (q: string) => q.normalize('NFC').toLocaleLowerCase('und').replace(/\s+/g, ' ');

/**
 * GET /places/search: places by name or address near a point, for adding a stop to the itinerary. Each
 * answer is cached per words and 0.01° cell for every user (the feed cache), and the geocoder is asked
 * at its public server's pace by this instance's requests together.
 */
export async function placeRoutes(app: FastifyInstance, { db, config }: AppDeps, cache: FeedCache) {
  const upstream = createUpstreamClient({
    userAgent: `Wayfarer/1.0 (+${config.PUBLIC_URL})`,
    localOnly: config.NODE_ENV === 'test',
  });
  const places = photonSearch(
    fairUseUpstream(upstream, { perSecond: config.PHOTON_MAX_PER_SECOND, burst: 1 }, config.FEED_TIMEOUT_MS),
    config.PHOTON_URL,
  );
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    addEndpointRoute(signedIn, 'searchPlaces', async (request, reply) => {
      const lat = onGrid(request.query.lat);
      const lon = onGrid(request.query.lon);
      const q = searchWords(request.query.q);
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:place-search:${places.name}:${lat},${lon}:${q}`,
          policy: SEARCH_POLICY,
          schema: placeSearchAnswerSchema,
          load: async (signal) => ({ results: await places.search({ q, lat, lon }, signal) }),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });
  });
}
