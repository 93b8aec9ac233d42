import { EXCHANGE_DAYS } from '@wayfarer/core';
import { FeedNotFound } from '../feed-cache';
import type { ExchangeProvider } from '../providers';
import type { UpstreamClient } from '../upstream';
import { currencyApiRateOn, currencyApiRates } from './currency-api';
import { dailyPoints } from './daily-points';
import { frankfurterRateOn, frankfurterRates } from './frankfurter';

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
 * The week's rates, or one past day's, from the ECB through Frankfurter, or, for currencies the ECB does
 * not quote or while Frankfurter is down, from the currency-api daily files. A pair is unknown (404)
 * only when both say so.
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
      return eitherSource(
        signal,
        (first) => week(frankfurterRates(upstream, frankfurterUrl, { ...pair, signal: first })),
        (second) => week(currencyApiRates(upstream, currencyApiUrl, { ...pair, signal: second })),
        `No exchange rates are known between ${tripCurrency} and ${homeCurrency}.`,
      );
    },

    async rateOn(tripCurrency, homeCurrency, day, signal) {
      if (tripCurrency === homeCurrency) return { day, rate: 1 };
      const asked = { base: tripCurrency, quote: homeCurrency, day };
      return eitherSource(
        signal,
        (first) => frankfurterRateOn(upstream, frankfurterUrl, { ...asked, signal: first }),
        (second) => currencyApiRateOn(upstream, currencyApiUrl, { ...asked, signal: second }),
        `No ${tripCurrency} to ${homeCurrency} rate is known for ${day}.`,
      );
    },
  };
}
