import { z } from 'zod';
import {
  countryParamSchema,
  currencyParamSchema,
  latitudeSchema,
  longitudeSchema,
  placeNameSchema,
} from '../geo/schemas';
import { rule } from '../i18n/validation-rules';
import { ADVICE_CATEGORIES, type AdviceCategoryId } from './advices';
import { EXCHANGE_DAYS } from './exchange';
import { NEWS_CATEGORIES } from './news';

/* The feeds' shapes the API checks; their rules live beside them without zod, for the web app. */

/**
 * An http(s) address from an upstream, as a page may put it in an href or src: anything else
 * (javascript:, data:, a relative path) is refused before it is cached, let alone shown.
 */
export const webLinkSchema = z
  .string()
  .max(2048)
  .refine((text) => /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i.test(text), rule('webLink'));

/** Where a feed's data comes from, credited wherever it is shown (several licences ask for it). */
export const feedSourceSchema = z.object({ name: z.string(), url: webLinkSchema });
export type FeedSource = z.infer<typeof feedSourceSchema>;

/**
 * GET /config: what the web app learns from the server at run time rather than at build time — the map
 * tiles it draws, the sources each feed's data comes from (to credit them where the data shows), and
 * whether Google sign-in is on.
 */
export const publicConfigSchema = z.object({
  map: z.object({
    /** Leaflet's form: https://tile.openstreetmap.org/{z}/{x}/{y}.png */
    tileUrlTemplate: z.string(),
    /** HTML, as the tile provider asks to be credited. */
    tileAttribution: z.string(),
  }),
  sources: z.object({
    weather: z.array(feedSourceSchema),
    exchange: z.array(feedSourceSchema),
    radio: z.array(feedSourceSchema),
    news: z.array(feedSourceSchema),
    places: z.array(feedSourceSchema),
  }),
  signIn: z.object({
    /** The OAuth client id the Google button is drawn for; null when Google sign-in is off. */
    googleClientId: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type FeedName = keyof PublicConfig['sources'];

// ---- weather ----

/** GET /cities/weather?city=&country=: the trip city's name and its country's code. */
export const weatherQuerySchema = z.object({
  city: placeNameSchema.min(1),
  country: countryParamSchema,
});
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

/** OpenWeatherMap's icon codes: a two-digit kind (01 clear … 50 mist) and d or n for day or night. */
export const weatherIconSchema = z.string().regex(/^(01|02|03|04|09|10|11|13|50)[dn]$/);

/**
 * Kelvin a weather answer may hold: the coldest and hottest air ever measured lie well inside. A figure
 * outside is an upstream's mistake (Celsius sent as kelvin, say), not weather.
 */
const kelvinSchema = z.number().min(150).max(350);

/**
 * Spec section 3 "Weather response", in OpenWeatherMap's current-weather shape whatever the upstream:
 * temperatures in kelvin, `timezone` the destination's offset from UTC in seconds.
 */
export const weatherSchema = z.object({
  coord: z.object({ lon: longitudeSchema, lat: latitudeSchema }),
  weather: z
    .array(
      z.object({
        id: z.number().int(),
        main: z.string().min(1),
        description: z.string().min(1),
        icon: weatherIconSchema,
      }),
    )
    .min(1),
  main: z.object({
    temp: kelvinSchema,
    feels_like: kelvinSchema,
    humidity: z.number().min(0).max(100).optional(),
  }),
  wind: z.object({ speed: z.number().min(0) }).optional(),
  /** Time of the reading, epoch seconds. */
  dt: z.number().int(),
  timezone: z
    .number()
    .int()
    .min(-14 * 3600)
    .max(14 * 3600),
  name: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;

// ---- exchange ----

/** GET /cities/exchange?tripCurrency=&currentCurrency= (ISO 4217 codes, any case). */
export const exchangeQuerySchema = z.object({
  tripCurrency: currencyParamSchema,
  currentCurrency: currencyParamSchema,
});
export type ExchangeQuery = z.infer<typeof exchangeQuerySchema>;

/**
 * Spec section 3 "Exchange response": the price of 1 unit of the trip currency in the home currency on
 * each of the last 7 days. Index 0 is today (the value a card shows), index 6 six days ago.
 */
export const exchangeRatesSchema = z.array(z.number().positive().finite()).length(EXCHANGE_DAYS);
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

// ---- radio ----

/** GET /cities/radios?country={code}. */
export const radioQuerySchema = z.object({ country: countryParamSchema });
export type RadioQuery = z.infer<typeof radioQuerySchema>;

/** Spec section 3 "Radio station"; `url` is the playable stream, `favicon` '' when the station has none. */
export const radioStationSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  url: webLinkSchema,
  favicon: z.union([webLinkSchema, z.literal('')]),
});
export type RadioStation = z.infer<typeof radioStationSchema>;

export const radioStationListSchema = z.array(radioStationSchema);

// ---- news ----

export const newsCategorySchema = z.enum(NEWS_CATEGORIES);

/** An opaque page token: what a previous answer gave as `nextPage`. */
const pageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, rule('nextPage'));

/** GET /cities/noticies?country=&category=&page= (category and page optional, an empty one as absent). */
export const newsQuerySchema = z.object({
  country: countryParamSchema,
  category: z.preprocess((value) => (value === '' ? undefined : value), newsCategorySchema.optional()),
  page: z.preprocess((value) => (value === '' ? undefined : value), pageTokenSchema.optional()),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** Spec section 3 "News article", in newsdata.io's shape whatever the upstream. */
export const newsArticleSchema = z.object({
  article_id: z.string(),
  title: z.string().min(1),
  link: webLinkSchema,
  description: z.string().nullable(),
  image_url: webLinkSchema.nullable(),
  category: z.array(z.string()),
  creator: z.array(z.string()).nullable(),
  /** 'YYYY-MM-DD HH:MM:SS' in UTC, as newsdata.io writes it. */
  pubDate: z.string(),
  source_id: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** One page of news; `nextPage` is the token of the next one, null on the last. */
export const newsPageSchema = z.object({
  results: z.array(newsArticleSchema),
  nextPage: z.string().nullable(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

// ---- advices ----

const coordinateParam = (range: z.ZodNumber) =>
  z.string().trim().min(1).max(32).transform(Number).pipe(range);

const categoryParamSchema = z
  .string()
  .refine((text) => ADVICE_CATEGORIES.some(({ id }) => String(id) === text.trim()), rule('adviceCategory'))
  .transform((text) => Number(text.trim()) as AdviceCategoryId);

/**
 * GET /cities/advices?lat=&lon=&category=: places near a point; without a category (the dashboard's
 * strip), places of every category. An empty category counts as none.
 */
export const advicesQuerySchema = z.object({
  lat: coordinateParam(latitudeSchema),
  lon: coordinateParam(longitudeSchema),
  category: z.preprocess((value) => (value === '' ? undefined : value), categoryParamSchema.optional()),
});
export type AdvicesQuery = z.infer<typeof advicesQuerySchema>;

/** A picture's address in two halves around its size, as Foursquare gives them (see imageUrl, iconUrl). */
const urlHalvesSchema = z.object({ prefix: webLinkSchema, suffix: z.string().max(256) });
export type UrlHalves = z.infer<typeof urlHalvesSchema>;

/** Spec section 3 "Advice place", in Foursquare's place shape whatever the upstream. */
export const advicePlaceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  images: z.array(urlHalvesSchema),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      plural_name: z.string(),
      icon: urlHalvesSchema,
    }),
  ),
  location: z.object({ formatted_address: z.string() }),
  geocodes: z.object({ main: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }) }),
  /** Metres from the point looked around. */
  distance: z.number().min(0).optional(),
  /** Where the place's data and pictures come from, to credit them (an OpenStreetMap or Foursquare page). */
  source_url: webLinkSchema.optional(),
});
export type AdvicePlace = z.infer<typeof advicePlaceSchema>;

export const advicePlaceListSchema = z.array(advicePlaceSchema);
