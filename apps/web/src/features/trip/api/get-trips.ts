import type { TripSummary } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TripMembership } from '@/lib/trip-access';

/** GET /trips: the user's trips with their role in each, the current one first. */
export async function listTrips(): Promise<TripSummary[]> {
  return (await api.call('listTrips')).data;
}

/**
 * Read with the layout (the header's switcher, the role the pages ask about); read again when a trip is
 * joined, left, handed over or renamed, which the calls doing so see to.
 */
export const tripsQueryOptions = () =>
  queryOptions({ queryKey: ['trips'], queryFn: listTrips, staleTime: Infinity, gcTime: Infinity });

export const tripsQueryKey = tripsQueryOptions().queryKey;

export function useTrips() {
  return useQuery(tripsQueryOptions());
}

/** The current trip among the user's trips, or undefined when none is current. */
export const currentTripOf = (trips: readonly TripSummary[]) => trips.find((trip) => trip.current);

/** The user's membership of the current trip, as the pages' controls read it (lib/trip-access.ts). */
export function membershipOf(trips: readonly TripSummary[]): TripMembership | null {
  const current = currentTripOf(trips);
  return current ? { tripId: current.id, role: current.role, memberCount: current.memberCount } : null;
}
