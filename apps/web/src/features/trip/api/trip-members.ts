import type { InviteBody, TripMembersAnswer, TripRole } from '@wayfarer/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripsQueryKey } from './get-trips';

/** GET /trips/:tripId/members: the members and, to the owner only, the pending invitations. */
export async function getTripMembers(tripId: string): Promise<TripMembersAnswer> {
  return (await api.call('getTripMembers', { params: { tripId } })).data;
}

export const tripMembersQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: ['trip-members', tripId], queryFn: () => getTripMembers(tripId) });

export function useTripMembers(tripId: string) {
  return useQuery(tripMembersQueryOptions(tripId));
}

/**
 * The changes the owner makes to the trip's company. Each reads the members again once the server agreed
 * (never before: a refusal leaves the list as it was), and the trips too where a count or a role moved.
 */
export function useMemberChanges(tripId: string) {
  const queryClient = useQueryClient();
  const membersKey = tripMembersQueryOptions(tripId).queryKey;
  const refresh = async ({ trips }: { trips: boolean }) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: membersKey }),
      trips ? queryClient.invalidateQueries({ queryKey: tripsQueryKey }) : undefined,
    ]);
  };

  const invite = useMutation({
    mutationFn: async (body: InviteBody) =>
      (await api.call('inviteToTrip', { params: { tripId }, body })).data,
    onSuccess: () => refresh({ trips: false }),
  });
  const revoke = useMutation({
    mutationFn: async (id: string) => {
      await api.call('revokeInvitation', { params: { tripId, id } });
    },
    onSuccess: () => refresh({ trips: false }),
  });
  /** `owner` hands the trip over: the caller becomes an editor, so their role is read again too. */
  const changeRole = useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: TripRole }) =>
      (await api.call('changeMemberRole', { params: { tripId, userId }, body: { role } })).data,
    onSuccess: async (members, { role }) => {
      queryClient.setQueryData(membersKey, members);
      if (role === 'owner') await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
  const remove = useMutation({
    mutationFn: async (userId: string) => {
      await api.call('removeMember', { params: { tripId, userId } });
    },
    onSuccess: () => refresh({ trips: true }),
  });
  return { invite, revoke, changeRole, remove };
}

/** DELETE /trips/:tripId/members/:userId with the caller's own id: leaves the trip (not its owner: 409). */
export async function leaveTrip(tripId: string, userId: string): Promise<void> {
  await api.call('removeMember', { params: { tripId, userId } });
}

/** DELETE /trips/:tripId: the owner deletes it, with its board, its goals and costs and its files. */
export async function deleteTrip(tripId: string): Promise<void> {
  await api.call('deleteTrip', { params: { tripId } });
}
