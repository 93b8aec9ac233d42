import type { DeleteUserBody, TripMember, TripSummary } from '@wayfarer/core';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripsToHandOver } from '../deletion-plan';

/** DELETE /user with the account's password or a fresh Google credential: 204 once the account is gone. */
export async function deleteUser(body: DeleteUserBody): Promise<void> {
  await api.call('deleteUser', { body });
}

/**
 * The members of each shared trip the user owns, for the dialog to name who each passes to. Read under
 * the Companions page's key, so that either page's answer serves the other and live changes refresh both.
 */
export function useMembersOfTripsToHandOver(trips: readonly TripSummary[]) {
  const queries = useQueries({
    queries: tripsToHandOver(trips).map((trip) => ({
      queryKey: ['trip-members', trip.id],
      queryFn: async () => (await api.call('getTripMembers', { params: { tripId: trip.id } })).data,
    })),
  });
  const byTrip = new Map<string, readonly TripMember[]>();
  tripsToHandOver(trips).forEach((trip, index) => {
    const members = queries[index]?.data?.members;
    if (members) byTrip.set(trip.id, members);
  });
  return (tripId: string) => byTrip.get(tripId);
}
