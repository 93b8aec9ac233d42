import { endpoints } from '@wayfarer/core';
import type { Config } from '../config';
import { exchangeHistory } from './exchange/exchange-history';
import { fairUseUpstream, type FairUse } from './fair-use';
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

/** The public Overpass servers ask for about one request a second, and no more than one at a time. */
const overpassFairUse = (perSecond: number): FairUse => ({ perSecond, burst: 1 });

/**
 * Open-Meteo's free API allows 600 calls a minute, 5,000 an hour and 10,000 a day: a bucket of 500 (or
 * the day's number, if smaller), refilled at the day's pace, keeps within all of them.
 */
const openMeteoFairUse = (perDay: number): FairUse => ({
  perSecond: perDay / 86_400,
  burst: Math.min(500, perDay),
});

/** The keyless provider of each feed, or the keyed one when its key is configured. */
export function feedProviders(config: Config): FeedProviders {
  const upstream = createUpstreamClient({
    userAgent: `Wayfarer/1.0 (+${config.PUBLIC_URL})`,
    localOnly: config.NODE_ENV === 'test',
  });
  // The public servers that publish a fair use are kept to it by this instance's requests together.
  const fairUse = (rule: FairUse) => fairUseUpstream(upstream, rule, config.FEED_TIMEOUT_MS);
  const publicApi = `${config.PUBLIC_URL.replace(/\/+$/, '')}/api`;
  return {
    weather: config.OPENWEATHER_API_KEY
      ? openWeatherMap(upstream, config.OPENWEATHER_URL, config.OPENWEATHER_API_KEY)
      : openMeteoWeather(fairUse(openMeteoFairUse(config.OPEN_METEO_MAX_PER_DAY)), config.OPEN_METEO_URL),
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
      : overpassPlaces(
          fairUse(overpassFairUse(config.OVERPASS_MAX_PER_SECOND)),
          config.OVERPASS_URL,
          `${publicApi}${PLACE_ICONS_PATH}`,
        ),
  };
}
