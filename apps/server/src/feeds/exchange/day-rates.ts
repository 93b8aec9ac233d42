import { exchangeRatesSchema, rateFromNumber, type ExchangeRates } from '@wayfarer/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { DAY, HOUR, KEY_VERSION } from '../feed';
import type { FeedAnswer, FeedCache, FeedPolicy, FeedRequest } from '../feed-cache';
import type { ExchangeProvider } from '../providers';
import { isoDay, type DayQuote } from './daily-points';
import { monthSpan, rateStandingOn, type DaySpan } from './day-spans';

const DAY_MS = 86_400_000;

/** How long the exchange feed's week is fresh, and how long it may stand in, stale, while its sources are down. */
export const EXCHANGE_POLICY: FeedPolicy = { ttlMs: 6 * HOUR, maxStaleMs: 7 * DAY };

/**
 * A past day's rate, asked for when an amount dated before the week the exchange feed holds is saved:
 * it never changes, so it is kept as long as the cache keeps anything (30 days).
 */
export const PAST_RATE_POLICY: FeedPolicy = { ttlMs: 30 * DAY, maxStaleMs: 30 * DAY };

/** The exchange feed's week for a pair, as GET /cities/exchange caches it: one answer for both uses. */
export function exchangeWeekRequest(
  provider: ExchangeProvider,
  tripCurrency: string,
  homeCurrency: string,
): FeedRequest<ExchangeRates> {
  return {
    key: `${KEY_VERSION}:exchange:${provider.name}:${tripCurrency}:${homeCurrency}`,
    policy: EXCHANGE_POLICY,
    schema: exchangeRatesSchema,
    load: (signal) => provider.history(tripCurrency, homeCurrency, signal),
  };
}

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const spanRatesSchema = z.record(daySchema, z.number().positive());
const dayQuoteSchema = z.object({ day: daySchema, rate: z.number().positive() });

/** A span of past days' rates of a pair, from one upstream request, cached for every user. */
function pastSpanRequest(
  provider: ExchangeProvider,
  tripCurrency: string,
  homeCurrency: string,
  span: DaySpan,
): FeedRequest<Record<string, number>> {
  return {
    key: `${KEY_VERSION}:exchange-span:${provider.name}:${tripCurrency}:${homeCurrency}:${span.start}..${span.end}`,
    policy: PAST_RATE_POLICY,
    schema: spanRatesSchema,
    load: (signal) => provider.ratesBetween(tripCurrency, homeCurrency, span, signal),
  };
}

/** One past day's rate of a pair from a day-by-day source, cached for every user like the span. */
function pastDayRequest(
  provider: ExchangeProvider,
  tripCurrency: string,
  homeCurrency: string,
  day: string,
): FeedRequest<DayQuote> {
  return {
    key: `${KEY_VERSION}:exchange-day:${provider.name}:${tripCurrency}:${homeCurrency}:${day}`,
    policy: PAST_RATE_POLICY,
    schema: dayQuoteSchema,
    load: (signal) => provider.rateOn(tripCurrency, homeCurrency, day, signal),
  };
}

/** Whole days from `earlier` to `later`, both 'YYYY-MM-DD'. */
const daysBetween = (earlier: string, later: string) =>
  Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

/** A feed's rate as exact text with the day it is of; null for a number that is not a rate. */
function dayRate(rate: number | undefined, day: string) {
  const text = rate === undefined ? null : rateFromNumber(rate);
  return text === null ? null : { rate: text, day };
}

/** 503: the sources are down and nothing is cached; 404: they do not know the pair or the day. */
const noRate = (error: unknown) =>
  error instanceof HttpError && (error.statusCode === 503 || error.statusCode === 404);

/** The cached answer, or null when no source can give one; other failures go on. */
async function unlessNoRate<T>(answer: Promise<FeedAnswer<T>>): Promise<FeedAnswer<T> | null> {
  try {
    return await answer;
  } catch (error) {
    if (noRate(error)) return null;
    throw error;
  }
}

/**
 * The market rate of a day for the finances (an amount entered in the trip currency), from what the
 * exchange feed holds. A day in the week of the cached answer takes that day's point (index 0 is the
 * day the answer was fetched); a later day, a future one included, takes the latest point, dated by it.
 * An older day takes the rate standing on it among its calendar month's, asked of the provider in one
 * request (Frankfurter's time series go back to 1999) and cached for every user: entering last month's
 * receipts day by day after the trip is common, and costs one request per month. A pair or a day the
 * month's source lacks is asked of a day-by-day source (currency-api's daily files), one day each. null
 * when no source can say (the feed is down with nothing cached, or the pair or the day is unknown): the
 * user then types the rate. Past the user's cold feed keys, the 429 goes on: the save is refused with
 * it, and can be sent again after Retry-After, or with the rate typed.
 */
export function exchangeDayRates(cache: FeedCache, provider: ExchangeProvider, now: () => number) {
  async function pastRate(currency: string, homeCurrency: string, day: string, userId: string) {
    const span = monthSpan(day, now());
    const month = await unlessNoRate(
      cache.get(pastSpanRequest(provider, currency, homeCurrency, span), userId),
    );
    const standing = month && rateStandingOn(month.value(), day);
    if (standing) return dayRate(standing.rate, day);
    const single = await cache.get(pastDayRequest(provider, currency, homeCurrency, day), userId);
    return dayRate(single.value().rate, day);
  }

  return {
    /** Asked for by the user `userId`, whose cold feed keys it counts (see FeedCache.get). */
    async rateOn(currency: string, homeCurrency: string, day: string, userId: string) {
      if (currency === homeCurrency) return { rate: '1', day };
      try {
        const week = await cache.get(exchangeWeekRequest(provider, currency, homeCurrency), userId);
        const fetchedDay = isoDay(week.fetchedAt);
        const back = daysBetween(day, fetchedDay);
        const points = week.value();
        if (back <= 0) return dayRate(points[0], fetchedDay);
        if (back < points.length) return dayRate(points[back], day);
        return await pastRate(currency, homeCurrency, day, userId);
      } catch (error) {
        if (noRate(error)) return null;
        throw error;
      }
    },
  };
}
