import { advicePlaceListSchema, endpoints } from '@wayfarer/core';
import { addEndpointRoute } from '../../http/endpoint-route';
import { etagOf, isUnchanged } from '../../http/etag';
import { notFound } from '../../http/errors';
import { sendJsonText } from '../../http/json-text';
import type { FairUse } from '../fair-use';
import { DAY, defineFeed, KEY_VERSION, onGrid } from '../feed';
import type { PlacesProvider } from '../providers';
import { foursquarePlaces } from './foursquare';
import { overpassPlaces } from './overpass';
import { placeIconSvg } from './place-icons';

const PLACES_POLICY = { ttlMs: DAY, maxStaleMs: 30 * DAY };

/** Where our own place-category icons are served (see publicRoutes below). */
export const PLACE_ICONS_PATH = endpoints.getPlaceIcon.path.replace('/:file', '');

/** The public Overpass servers ask for about one request a second, and no more than one at a time. */
const overpassFairUse = (perSecond: number): FairUse => ({ perSecond, burst: 1 });

/**
 * GET /cities/advices: places worth a visit around a point, cached per 0.01° cell and category; and our
 * own place-category icons, public.
 */
export const placesFeed = defineFeed({
  name: 'places',
  policy: PLACES_POLICY,
  provider: (config, { upstream, fairUse, publicApi }): PlacesProvider =>
    config.FOURSQUARE_API_KEY
      ? foursquarePlaces(upstream, config.FOURSQUARE_URL, config.FOURSQUARE_API_KEY)
      : overpassPlaces(
          fairUse(overpassFairUse(config.OVERPASS_MAX_PER_SECOND)),
          config.OVERPASS_URL,
          `${publicApi}${PLACE_ICONS_PATH}`,
        ),
  publicRoutes(app) {
    addEndpointRoute(app, 'getPlaceIcon', async (request, reply) => {
      const svg = placeIconSvg(request.params.file.split('_')[0] ?? '');
      if (!svg) throw notFound('No such icon.');
      // Kept a day, then asked again with the tag: an icon that has not changed costs a 304, not its bytes.
      const etag = etagOf(svg);
      reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
      if (isUnchanged(request, etag)) return reply.code(304).send();
      return reply.type('image/svg+xml').send(svg);
    });
  },
  routes(signedIn, { provider: places, cache }) {
    addEndpointRoute(signedIn, 'getAdvices', async (request, reply) => {
      const { category } = request.query;
      const lat = onGrid(request.query.lat);
      const lon = onGrid(request.query.lon);
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:places:${places.name}:${lat},${lon}:${category ?? 'all'}`,
          policy: PLACES_POLICY,
          schema: advicePlaceListSchema,
          load: (signal) => places.places({ lat, lon, category }, signal),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });
  },
});
