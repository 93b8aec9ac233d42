import type { RadioStation } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';
import { retryFeed } from '@/lib/feed-status';

/** GET /cities/radios?country={code}: the country's playable stations, most voted first. */
export async function getRadios(country: string): Promise<RadioStation[]> {
  return (await api.call('getRadios', { query: { country } })).data;
}

/** A country's stations change rarely: a list is kept for a day. */
export const radiosQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['radios', country.toUpperCase()],
    queryFn: () => getRadios(country),
    staleTime: 24 * 60 * 60_000,
    retry: retryFeed,
  });

export function useRadios(country: string) {
  return useQuery({ ...radiosQueryOptions(country), enabled: useReadsAllowed() });
}
