import { weatherSchema } from '@wayfarer/core';
import { addEndpointRoute } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { sendJsonText } from '../../http/json-text';
import type { FairUse } from '../fair-use';
import { defineFeed, HOUR, KEY_VERSION, onGrid } from '../feed';
import type { WeatherProvider } from '../providers';
import { openMeteoWeather } from './open-meteo';
import { openWeatherMap } from './openweather';

/**
 * Open-Meteo's free API allows 600 calls a minute, 5,000 an hour and 10,000 a day: a bucket of 500 (or
 * the day's number, if smaller), refilled at the day's pace, keeps within all of them.
 */
const openMeteoFairUse = (perDay: number): FairUse => ({
  perSecond: perDay / 86_400,
  burst: Math.min(500, perDay),
});

const WEATHER_POLICY = { ttlMs: 10 * 60_000, maxStaleMs: 6 * HOUR };

/** GET /cities/weather: the current weather of a trip city, cached per 0.01° cell. */
export const weatherFeed = defineFeed({
  name: 'weather',
  policy: WEATHER_POLICY,
  provider: (config, { upstream, fairUse }): WeatherProvider =>
    config.OPENWEATHER_API_KEY
      ? openWeatherMap(upstream, config.OPENWEATHER_URL, config.OPENWEATHER_API_KEY)
      : openMeteoWeather(fairUse(openMeteoFairUse(config.OPEN_METEO_MAX_PER_DAY)), config.OPEN_METEO_URL),
  routes(signedIn, { deps: { cities }, provider: weather, cache }) {
    addEndpointRoute(signedIn, 'getWeather', async (request, reply) => {
      const { city, country } = request.query;
      const place = cities.find(city, country);
      if (!place) throw notFound((t) => t.errors.unknownCity(city, country));
      const lat = onGrid(place.lat);
      const lon = onGrid(place.lon);
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:weather:${weather.name}:${lat},${lon}`,
          policy: WEATHER_POLICY,
          schema: weatherSchema,
          load: (signal) =>
            weather.current({ name: place.address.name, countryCode: country, lat, lon }, signal),
        },
        request.session.userId,
      );
      return sendJsonText(reply, answer.text);
    });
  },
});
