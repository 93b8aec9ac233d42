import type {
  AdvicePlace,
  AdvicesQuery,
  ExchangeRates,
  FeedSource,
  NewsPage,
  NewsQuery,
  RadioStation,
  Weather,
} from '@wayfarer/core';
import type { z } from 'zod';
import type { DayQuote } from './exchange/daily-points';
import type { DaySpan } from './exchange/day-spans';

/*
 * One interface per feed; each provider module implements one. A provider turns its upstream's format
 * into the contract's shape, checking the parts it reads; caching, deadlines and failures are the
 * feed cache's. `name` goes into cache keys, so that answers of two providers are never mixed up.
 */

export interface FeedProvider {
  name: string;
  /** Whom the data comes from, credited where it is shown. */
  sources: FeedSource[];
}

/** A city the weather is asked for, its coordinates from the embedded atlas. */
export interface WeatherPlace {
  name: string;
  countryCode: string;
  lat: number;
  lon: number;
}

export interface WeatherProvider extends FeedProvider {
  current(place: WeatherPlace, signal: AbortSignal): Promise<Weather>;
}

export interface ExchangeProvider extends FeedProvider {
  /** Seven daily prices of 1 trip unit in the home currency, today first; FeedNotFound for an unknown pair. */
  history(tripCurrency: string, homeCurrency: string, signal: AbortSignal): Promise<ExchangeRates>;
  /**
   * The prices of 1 trip unit in the home currency published on the span's days, by day ('YYYY-MM-DD'),
   * from one upstream request; FeedNotFound when the source publishes none for the pair in the span.
   */
  ratesBetween(
    tripCurrency: string,
    homeCurrency: string,
    span: DaySpan,
    signal: AbortSignal,
  ): Promise<Record<string, number>>;
  /**
   * The price of 1 trip unit in the home currency on one past day ('YYYY-MM-DD'), from a source that
   * publishes day by day, for what ratesBetween cannot say; FeedNotFound when it has no rate that day.
   */
  rateOn(tripCurrency: string, homeCurrency: string, day: string, signal: AbortSignal): Promise<DayQuote>;
}

export interface RadioProvider extends FeedProvider {
  stations(countryCode: string, signal: AbortSignal): Promise<RadioStation[]>;
}

/**
 * News comes in pages, but not every upstream pages: one fetch may cover a page (newsdata.io) or the
 * whole feed, which is then cut into pages here (Google News). `cacheKey` says what one fetch covers.
 */
export interface NewsProvider<Stored = unknown> extends FeedProvider {
  cacheKey(query: NewsQuery): string;
  stored: z.ZodType<Stored>;
  fetch(query: NewsQuery, signal: AbortSignal): Promise<Stored>;
  page(stored: Stored, query: NewsQuery): NewsPage;
}

export interface PlacesProvider extends FeedProvider {
  places(query: AdvicesQuery, signal: AbortSignal): Promise<AdvicePlace[]>;
}
