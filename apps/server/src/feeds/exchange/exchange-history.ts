import { EXCHANGE_DAYS } from '@wayfarer/core';
import { FeedNotFound } from '../feed-cache';
import type { ExchangeProvider } from '../providers';
import type { UpstreamClient } from '../upstream';
import { currencyApiRateOn, currencyApiRates } from './currency-api';
import { dailyPoints } from './daily-points';
import { weekSpan } from './day-spans';
import { frankfurterRates } from './frankfurter';

export interface ExchangeHistoryOptions {
  frankfurterUrl: string;
  currencyApiUrl: string;
  /** How long Frankfurter may take before the second source is asked, within the feed's deadline. */
  firstSourceMs: number;
  now?: () => number;
}

/** Seven 1s: a currency against itself, answered without asking anyone. */
export const SAME_CURRENCY_RATES: number[] = Array.from({ length: EXCHANGE_DAYS }, () => 1);

/**
 * The week's rates from the ECB through Frankfurter, or, for currencies the ECB does not quote or while
 * Frankfurter is down, from the currency-api daily files (a pair is unknown, 404, only when both say
 * so); past days' rates from the one source or the other, as the finances' lookup asks.
 */
export function exchangeHistory(
  upstream: UpstreamClient,
  { frankfurterUrl, currencyApiUrl, firstSourceMs, now = Date.now }: ExchangeHistoryOptions,
): ExchangeProvider {
  /**
   * What Frankfurter answers, given `firstSourceMs` of the deadline; else what the second source does.
   * null from both means neither knows the thing asked for, unless the first failed: then its failure.
   */
  async function eitherSource<T>(
    signal: AbortSignal,
    first: (signal: AbortSignal) => Promise<T | null>,
    second: (signal: AbortSignal) => Promise<T | null>,
    unknown: string,
  ): Promise<T> {
    let firstFailure: unknown;
    try {
      const found = await first(AbortSignal.any([signal, AbortSignal.timeout(firstSourceMs)]));
      if (found !== null) return found;
    } catch (error) {
      firstFailure = error;
    }
    const found = await second(signal);
    if (found !== null) return found;
    if (firstFailure) throw firstFailure;
    throw new FeedNotFound(unknown);
  }

  return {
    name: 'frankfurter+currency-api',
    sources: [
      { name: 'Frankfurter (European Central Bank rates)', url: 'https://frankfurter.dev/' },
      { name: 'fawazahmed0 currency-api', url: 'https://github.com/fawazahmed0/exchange-api' },
    ],

    async history(tripCurrency, homeCurrency, signal) {
      if (tripCurrency === homeCurrency) return SAME_CURRENCY_RATES;
      const pair = { base: tripCurrency, quote: homeCurrency, today: now() };
      const week = async (rates: Promise<Map<string, number> | null>) => {
        const known = await rates;
        return known && dailyPoints(known, pair.today);
      };
      const span = weekSpan(pair.today);
      return eitherSource(
        signal,
        (first) => week(frankfurterRates(upstream, frankfurterUrl, { ...pair, span, signal: first })),
        (second) => week(currencyApiRates(upstream, currencyApiUrl, { ...pair, signal: second })),
        `No exchange rates are known between ${tripCurrency} and ${homeCurrency}.`,
      );
    },

    async ratesBetween(tripCurrency, homeCurrency, span, signal) {
      // A hung Frankfurter holds a save no longer than it holds the week: the lookup then asks rateOn.
      const rates = await frankfurterRates(upstream, frankfurterUrl, {
        base: tripCurrency,
        quote: homeCurrency,
        span,
        signal: AbortSignal.any([signal, AbortSignal.timeout(firstSourceMs)]),
      });
      if (!rates) {
        throw new FeedNotFound(
          `The ECB publishes no ${tripCurrency} to ${homeCurrency} rates for these days.`,
        );
      }
      return Object.fromEntries(rates);
    },

    async rateOn(tripCurrency, homeCurrency, day, signal) {
      const asked = { base: tripCurrency, quote: homeCurrency, day, signal };
      const found = await currencyApiRateOn(upstream, currencyApiUrl, asked);
      if (!found) throw new FeedNotFound(`No ${tripCurrency} to ${homeCurrency} rate is known for ${day}.`);
      return found;
    },
  };
}
