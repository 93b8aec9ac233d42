import { EXCHANGE_DAYS } from '@wayfarer/core';
import { FeedNotFound } from '../feed-cache';
import type { ExchangeProvider } from '../providers';
import type { UpstreamClient } from '../upstream';
import { currencyApiRates } from './currency-api';
import { dailyPoints } from './daily-points';
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
 * Frankfurter is down, from the currency-api daily files. A pair is unknown (404) only when both say so.
 */
export function exchangeHistory(
  upstream: UpstreamClient,
  { frankfurterUrl, currencyApiUrl, firstSourceMs, now = Date.now }: ExchangeHistoryOptions,
): ExchangeProvider {
  return {
    name: 'frankfurter+currency-api',
    sources: [
      { name: 'Frankfurter (European Central Bank rates)', url: 'https://frankfurter.dev/' },
      { name: 'fawazahmed0 currency-api', url: 'https://github.com/fawazahmed0/exchange-api' },
    ],

    async history(tripCurrency, homeCurrency, signal) {
      if (tripCurrency === homeCurrency) return SAME_CURRENCY_RATES;
      const pair = { base: tripCurrency, quote: homeCurrency, today: now() };
      let firstFailure: unknown;
      try {
        const firstSignal = AbortSignal.any([signal, AbortSignal.timeout(firstSourceMs)]);
        const rates = await frankfurterRates(upstream, frankfurterUrl, { ...pair, signal: firstSignal });
        const points = rates && dailyPoints(rates, pair.today);
        if (points) return points;
      } catch (error) {
        firstFailure = error;
      }
      const rates = await currencyApiRates(upstream, currencyApiUrl, { ...pair, signal });
      const points = rates && dailyPoints(rates, pair.today);
      if (points) return points;
      // The second source knows nothing of the pair; unknown only if the first said so too.
      if (firstFailure) throw firstFailure;
      throw new FeedNotFound(`No exchange rates are known between ${tripCurrency} and ${homeCurrency}.`);
    },
  };
}
