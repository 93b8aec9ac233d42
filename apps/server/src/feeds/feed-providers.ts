import { endpoints } from '@wayfarer/core';
import type { Config } from '../config';
import { exchangeHistory } from './exchange/exchange-history';
import { googleNews } from './news/google-news';
import { newsdata } from './news/newsdata';
import { foursquarePlaces } from './places/foursquare';
import { overpassPlaces } from './places/overpass';
import type {
  ExchangeProvider,
  NewsProvider,
  PlacesProvider,
  RadioProvider,
  WeatherProvider,
} from './providers';
import { radioBrowser } from './radio/radio-browser';
import { createUpstreamClient } from './upstream';
import { openMeteoWeather } from './weather/open-meteo';
import { openWeatherMap } from './weather/openweather';

export interface FeedProviders {
  weather: WeatherProvider;
  exchange: ExchangeProvider;
  radio: RadioProvider;
  news: NewsProvider;
  places: PlacesProvider;
}

/** Where our own place-category icons are served (see feeds/routes.ts). */
export const PLACE_ICONS_PATH = endpoints.getPlaceIcon.path.replace('/:file', '');

/** The keyless provider of each feed, or the keyed one when its key is configured. */
export function feedProviders(config: Config): FeedProviders {
  const upstream = createUpstreamClient({
    userAgent: `Wayfarer/1.0 (+${config.PUBLIC_URL})`,
    localOnly: config.NODE_ENV === 'test',
  });
  const publicApi = `${config.PUBLIC_URL.replace(/\/+$/, '')}/api`;
  return {
    weather: config.OPENWEATHER_API_KEY
      ? openWeatherMap(upstream, config.OPENWEATHER_URL, config.OPENWEATHER_API_KEY)
      : openMeteoWeather(upstream, config.OPEN_METEO_URL),
    exchange: exchangeHistory(upstream, {
      frankfurterUrl: config.FRANKFURTER_URL,
      currencyApiUrl: config.CURRENCY_API_URL,
      firstSourceMs: config.FEED_TIMEOUT_MS / 2,
    }),
    radio: radioBrowser(upstream, config.RADIO_BROWSER_URL),
    news: config.NEWSDATA_API_KEY
      ? newsdata(upstream, config.NEWSDATA_URL, config.NEWSDATA_API_KEY)
      : googleNews(upstream, config.GOOGLE_NEWS_URL),
    places: config.FOURSQUARE_API_KEY
      ? foursquarePlaces(upstream, config.FOURSQUARE_URL, config.FOURSQUARE_API_KEY)
      : overpassPlaces(upstream, config.OVERPASS_URL, `${publicApi}${PLACE_ICONS_PATH}`),
  };
}
