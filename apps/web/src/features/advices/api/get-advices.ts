import { type AdviceCategoryId, type AdvicePlace } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';
import { retryFeed } from '@/lib/feed-status';

export interface AdvicesRequest {
  lat: number;
  lon: number;
  /** One of the spec's categories; none for places of every kind (the dashboard's strip). */
  category?: AdviceCategoryId | undefined;
}

/** GET /cities/advices?lat=&lon=&category=: places near the destination. */
export async function getAdvices({ lat, lon, category }: AdvicesRequest): Promise<AdvicePlace[]> {
  return (await api.call('getAdvices', { query: { lat: String(lat), lon: String(lon), category } })).data;
}

/** Places hardly change: a list is kept for the visit once read. */
export const advicesQueryOptions = (request: AdvicesRequest) =>
  queryOptions({
    queryKey: ['advices', request.lat, request.lon, request.category ?? 'all'],
    queryFn: () => getAdvices(request),
    staleTime: 60 * 60_000,
    retry: retryFeed,
  });

export function useAdvices(request: AdvicesRequest) {
  return useQuery({ ...advicesQueryOptions(request), enabled: useReadsAllowed() });
}
