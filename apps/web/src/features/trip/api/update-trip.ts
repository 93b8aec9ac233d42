import type { Trip, TripPatchBody } from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripQueryOptions } from './get-trip';
import { tripsQueryKey } from './get-trips';

/** PATCH /trip: the changed fields (a place whole); answers the trip as it now is. */
export async function updateTrip(body: TripPatchBody): Promise<Trip> {
  return (await api.call('updateTrip', { body })).data;
}

/**
 * Spec section 4: the patch first, then the local state, so the header shows the new trip at once; the
 * list of trips (the switcher's) names the new destination once read again.
 */
export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    onSuccess: (trip) => {
      queryClient.setQueryData(tripQueryOptions().queryKey, trip);
      void queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
}
