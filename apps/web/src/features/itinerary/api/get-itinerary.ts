import type { Itinerary } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';

/** GET /trips/:tripId/itinerary: the days in order, each with its items, and the ideas. */
export async function getItinerary(tripId: string): Promise<Itinerary> {
  return (await api.call('getItinerary', { params: { tripId } })).data;
}

/**
 * Under ['itinerary', tripId]: a companion's change (the live topic 'itinerary') reads every trip's
 * itinerary under ['itinerary'] again, and a saved answer is the trip's, dropped when another is current.
 */
export const itineraryQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['itinerary', tripId],
    queryFn: () => getItinerary(tripId),
    staleTime: 5 * 60_000,
  });

export function useItinerary(tripId: string) {
  return useQuery({ ...itineraryQueryOptions(tripId), enabled: useReadsAllowed() });
}
