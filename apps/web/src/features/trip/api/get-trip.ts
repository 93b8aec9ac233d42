import { TripStatus, type Trip } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/language';
import { api, ApiRequestError } from '@/lib/api-client';

/** GET /trip: 200 the trip, 210 the user has none yet (null here: the app then opens onboarding). */
export async function getTrip(): Promise<Trip | null> {
  const response = await api.call('getTrip');
  if (response.status === TripStatus.found) return response.data;
  if (response.status === TripStatus.noTrip) return null;
  // A 2xx the contract does not give: typed out of existence, still possible on the wire.
  const { status } = response as { status: number };
  throw new ApiRequestError(status, 'unexpected_status', messages().trip.loadFailed);
}

/** Loaded once per session (the spec's 'loaded' flag); saves write their answer into this cache. */
export const tripQueryOptions = () =>
  queryOptions({ queryKey: ['trip'], queryFn: getTrip, staleTime: Infinity, gcTime: Infinity });

export function useTrip() {
  return useQuery(tripQueryOptions());
}
