import { advicePlaceListSchema, radioStationListSchema, weatherSchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { etagOf, isUnchanged } from '../http/etag';
import { sendJsonText } from '../http/json-text';
import { notFound } from '../http/errors';
import { exchangeWeekRequest } from './exchange/day-rates';
import { SAME_CURRENCY_RATES } from './exchange/exchange-history';
import type { FeedCache } from './feed-cache';
import { KEY_VERSION, FEED_POLICIES } from './feed-policies';
import type { FeedProviders } from './feed-providers';
import { placeIconSvg } from './places/place-icons';

/**
 * A coordinate on a grid of 0.01° (about 1 km), before it forms a cache key or an upstream query: every
 * point of a cell shares one answer, so that moving a point by a step too small to matter asks no one.
 */
const onGrid = (value: number) => Number(value.toFixed(2));

/**
 * The destination feeds of spec section 7 (`/cities/weather`, `exchange`, `radios`, `noticies`,
 * `advices`), each answering the spec's shape whatever its upstream, cached per destination for every
 * user (see feed-cache.ts), and our own place-category icons.
 */
export async function feedRoutes(
  app: FastifyInstance,
  { db, cities }: AppDeps,
  providers: FeedProviders,
  cache: FeedCache,
) {
  app.addHook('onClose', () => cache.close());

  addEndpointRoute(app, 'getPlaceIcon', async (request, reply) => {
    const svg = placeIconSvg(request.params.file.split('_')[0] ?? '');
    if (!svg) throw notFound('No such icon.');
    // Kept a day, then asked again with the tag: an icon that has not changed costs a 304, not its bytes.
    const etag = etagOf(svg);
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (isUnchanged(request, etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    addEndpointRoute(signedIn, 'getWeather', async (request, reply) => {
      const { city, country } = request.query;
      const place = cities.find(city, country);
      if (!place) throw notFound((t) => t.errors.unknownCity(city, country));
      const lat = onGrid(place.lat);
      const lon = onGrid(place.lon);
      const { weather } = providers;
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:weather:${weather.name}:${lat},${lon}`,
          policy: FEED_POLICIES.weather,
          schema: weatherSchema,
          load: (signal) =>
            weather.current({ name: place.address.name, countryCode: country, lat, lon }, signal),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });

    addEndpointRoute(signedIn, 'getExchangeRates', async (request, reply) => {
      const { tripCurrency, currentCurrency } = request.query;
      if (tripCurrency === currentCurrency) return SAME_CURRENCY_RATES;
      const answer = await cache.get(
        exchangeWeekRequest(providers.exchange, tripCurrency, currentCurrency),
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });

    addEndpointRoute(signedIn, 'getRadios', async (request, reply) => {
      const { country } = request.query;
      const { radio } = providers;
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:radio:${radio.name}:${country}`,
          policy: FEED_POLICIES.radio,
          schema: radioStationListSchema,
          load: (signal) => radio.stations(country, signal),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });

    addEndpointRoute(signedIn, 'getNews', async (request) => {
      const { query } = request;
      const { news } = providers;
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:news:${news.name}:${news.cacheKey(query)}`,
          policy: FEED_POLICIES.news,
          schema: news.stored,
          load: (signal) => news.fetch(query, signal),
        },
        request.session.userId,
      );
      return news.page(answer.value(), query);
    });

    addEndpointRoute(signedIn, 'getAdvices', async (request, reply) => {
      const { category } = request.query;
      const lat = onGrid(request.query.lat);
      const lon = onGrid(request.query.lon);
      const { places } = providers;
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:places:${places.name}:${lat},${lon}:${category ?? 'all'}`,
          policy: FEED_POLICIES.places,
          schema: advicePlaceListSchema,
          load: (signal) => places.places({ lat, lon, category }, signal),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });
  });
}
