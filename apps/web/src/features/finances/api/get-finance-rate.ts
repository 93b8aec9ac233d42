import type { CalendarDay, FinanceRate } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /finances/rate: the rate an amount in `currency` of the day `day` would be saved with now (the same
 * rule as the save), or, without a day (a goal), the latest. Fails with 422 rate_unavailable when no
 * source has one: the form then asks for the rate really got.
 */
export async function getFinanceRate(currency: string, day: CalendarDay | undefined): Promise<FinanceRate> {
  const query = day === undefined ? { currency } : { currency, day };
  return (await api.call('getFinanceRate', { query })).data;
}

/** Rates are of a day: one answer per currency and day, kept for an hour (the latest may move meanwhile). */
export const financeRateQueryOptions = (currency: string, day: CalendarDay | undefined) =>
  queryOptions({
    queryKey: ['finance-rate', currency, day ?? 'latest'],
    queryFn: () => getFinanceRate(currency, day),
    staleTime: 60 * 60_000,
  });

/** The rate the form shows while the trip currency is chosen; asks nothing otherwise. */
export function useFinanceRate(currency: string, day: CalendarDay | undefined, enabled: boolean) {
  return useQuery({ ...financeRateQueryOptions(currency, day), enabled });
}
