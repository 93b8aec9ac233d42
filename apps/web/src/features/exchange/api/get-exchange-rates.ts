import type { ExchangeRates } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';
import { retryFeed } from '@/lib/feed-status';

export interface CurrencyPair {
  tripCurrency: string;
  currentCurrency: string;
}

/** GET /cities/exchange?tripCurrency=&currentCurrency=: 7 daily rates, index 0 today. */
export async function getExchangeRates({
  tripCurrency,
  currentCurrency,
}: CurrencyPair): Promise<ExchangeRates> {
  return (await api.call('getExchangeRates', { query: { tripCurrency, currentCurrency } })).data;
}

/** Rates move once a day: an answer is kept for an hour. `allowed: false` holds the request back. */
export const exchangeRatesQueryOptions = (pair: CurrencyPair, allowed = true) =>
  queryOptions({
    queryKey: ['exchange', pair.tripCurrency, pair.currentCurrency],
    queryFn: () => getExchangeRates(pair),
    staleTime: 60 * 60_000,
    retry: retryFeed,
    // Spec section 7: called only when both currencies are set.
    enabled: allowed && pair.tripCurrency !== '' && pair.currentCurrency !== '',
  });

export function useExchangeRates(pair: CurrencyPair) {
  return useQuery(exchangeRatesQueryOptions(pair, useReadsAllowed()));
}
