import { exchangeRatesSchema, rateFromNumber, type ExchangeRates } from '@wayfarer/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { FeedCache, FeedRequest } from '../feed-cache';
import { FEED_POLICIES, KEY_VERSION, PAST_RATE_POLICY } from '../feed-policies';
import type { ExchangeProvider } from '../providers';
import { isoDay, type DayQuote } from './daily-points';

const DAY_MS = 86_400_000;

/** The exchange feed's week for a pair, as GET /cities/exchange caches it: one answer for both uses. */
export function exchangeWeekRequest(
  provider: ExchangeProvider,
  tripCurrency: string,
  homeCurrency: string,
): FeedRequest<ExchangeRates> {
  return {
    key: `${KEY_VERSION}:exchange:${provider.name}:${tripCurrency}:${homeCurrency}`,
    policy: FEED_POLICIES.exchange,
    schema: exchangeRatesSchema,
    load: (signal) => provider.history(tripCurrency, homeCurrency, signal),
  };
}

const dayQuoteSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rate: z.number().positive(),
});

/** One past day's rate of a pair, cached for every user like the week. */
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

/**
 * The market rate of a day for the finances (an amount entered in the trip currency), from what the
 * exchange feed holds. A day in the week of the cached answer takes that day's point (index 0 is the
 * day the answer was fetched); a later day, a future one included, takes the latest point, dated by it.
 * An older day is asked of the provider once (Frankfurter's dated rates go back to 1999) and cached for
 * every user: entering last month's receipts after the trip is common. null when no source can say
 * (the feed is down with nothing cached, or the pair or the day is unknown): the user then types the rate.
 */
export function exchangeDayRates(cache: FeedCache, provider: ExchangeProvider) {
  return {
    async rateOn(currency: string, homeCurrency: string, day: string) {
      if (currency === homeCurrency) return { rate: '1', day };
      try {
        const week = await cache.get(exchangeWeekRequest(provider, currency, homeCurrency));
        const fetchedDay = isoDay(week.fetchedAt);
        const back = daysBetween(day, fetchedDay);
        const points = week.value();
        if (back <= 0) return dayRate(points[0], fetchedDay);
        if (back < points.length) return dayRate(points[back], day);
        const past = await cache.get(pastDayRequest(provider, currency, homeCurrency, day));
        return dayRate(past.value().rate, day);
      } catch (error) {
        // 503: the sources are down and nothing is cached; 404: they do not know the pair or the day.
        if (error instanceof HttpError && (error.statusCode === 503 || error.statusCode === 404)) return null;
        throw error;
      }
    },
  };
}
