import { z } from 'zod';
import { answer, type ContractTable } from '../http/endpoint';
import type { feedEndpoints } from './endpoints';
import {
  advicePlaceListSchema,
  advicesQuerySchema,
  exchangeQuerySchema,
  exchangeRatesSchema,
  newsPageSchema,
  newsQuerySchema,
  publicConfigSchema,
  radioQuerySchema,
  radioStationListSchema,
  weatherQuerySchema,
  weatherSchema,
} from './schemas';

const tag = 'feeds';
const unavailable = answer('The upstream failed and no earlier answer is kept: try again later');
const tooManyColdKeys = answer(
  'too_many_feed_requests: the user asked for more answers no one had asked for yet than a minute allows; try again after Retry-After seconds (cached answers are still served)',
);

export const feedContracts = {
  getWeather: {
    tag,
    summary: "The trip city's current weather in OpenWeatherMap's shape (kelvin)",
    query: weatherQuerySchema,
    statuses: {
      200: answer('The weather', weatherSchema),
      404: answer('The atlas knows no such city in that country'),
      429: tooManyColdKeys,
      503: unavailable,
    },
  },
  getExchangeRates: {
    tag,
    summary: 'The price of 1 trip-currency unit in the home currency on each of the last 7 days, today first',
    query: exchangeQuerySchema,
    statuses: {
      200: answer('The rates', exchangeRatesSchema),
      404: answer('No source knows the pair'),
      429: tooManyColdKeys,
      503: unavailable,
    },
  },
  getRadios: {
    tag,
    summary: "The country's most voted radio stations, with playable stream addresses",
    query: radioQuerySchema,
    statuses: { 200: answer('The stations', radioStationListSchema), 429: tooManyColdKeys, 503: unavailable },
  },
  getNews: {
    tag,
    summary: "A page of the country's news, by category; pass the answer's nextPage as page for the next",
    query: newsQuerySchema,
    statuses: { 200: answer('The page of news', newsPageSchema), 429: tooManyColdKeys, 503: unavailable },
  },
  getAdvices: {
    tag,
    summary:
      'Places within 10 km of a point, of one category (10000, 13003, 16000, 13065, 18000) or, without one, of all',
    query: advicesQuerySchema,
    statuses: { 200: answer('The places', advicePlaceListSchema), 429: tooManyColdKeys, 503: unavailable },
  },
  getPlaceIcon: {
    tag,
    summary: "A place category's icon, '{name}_{size}.svg' (the size is ignored: it is a vector)",
    params: z.object({ file: z.string().regex(/^[a-z]+_(\d{1,4}|original)\.svg$/) }),
    statuses: {
      200: answer('The icon, image/svg+xml', z.unknown()),
      304: answer('Unchanged since the ETag named in If-None-Match: no content'),
      404: answer('No category has this icon'),
    },
  },
  getPublicConfig: {
    tag: 'config',
    summary: "The map tiles to draw, the feeds' sources to credit, and whether Google sign-in is on",
    statuses: { 200: answer('The configuration', publicConfigSchema) },
  },
} as const satisfies ContractTable<typeof feedEndpoints>;
