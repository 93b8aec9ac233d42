import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { mayOnPathTrip, mayOnTripNow, tripNotFound } from '../http/trip-policy';
import { attachmentFiles } from '../storage/attachment-files';
import { pendingInvitations } from './invitations-repository';
import { changeRole, deleteTrip, membersOf, removeMember, tripsOf } from './members-repository';
import { makeCurrent } from './repository';

const memberNotFound = () => new HttpError(404, 'member_not_found', 'No member of this trip has this id.');

/**
 * The caller's trips and the members of each: which is current, who plans it in which role, handing it
 * over, leaving it, and deleting it. The policy layer has checked each route's access to the trip of
 * its path (the endpoint map's `tripAccess`) before these run.
 */
export function memberRoutes(signedIn: FastifyInstance, { db, files: store }: AppDeps) {
  const files = attachmentFiles(store, signedIn.log);

  /** The members, and to the owner the pending invitations. */
  async function membersAnswer(tripId: string, seenByOwner: boolean) {
    const [members, invitations] = await Promise.all([
      membersOf(db, tripId),
      seenByOwner ? pendingInvitations(db, tripId) : [],
    ]);
    return { members, invitations };
  }

  addEndpointRoute(signedIn, 'listTrips', async (request) => tripsOf(db, request.session.userId));

  addEndpointRoute(signedIn, 'setCurrentTrip', async (request) => {
    const { tripId } = request.body;
    // Thrown inside the transaction, a refusal rolls back whatever the switch had begun.
    await db.transaction(async (tx) => {
      if (!(await makeCurrent(tx, request.session.userId, tripId))) throw tripNotFound();
    });
    return { tripId };
  });

  addEndpointRoute(signedIn, 'getTripMembers', async (request) =>
    membersAnswer(request.params.tripId, mayOnPathTrip(request, 'manageMembers')),
  );

  addEndpointRoute(signedIn, 'changeMemberRole', async (request) => {
    const { tripId, userId } = request.params;
    const outcome = await changeRole(db, tripId, request.session.userId, userId, request.body.role);
    if (outcome === 'member_not_found') throw memberNotFound();
    if (outcome === 'handed_over') {
      throw new HttpError(
        409,
        'trip_handed_over',
        'This trip was handed over meanwhile: only its new owner may change who plans it.',
      );
    }
    if (outcome === 'owner_role') {
      throw new HttpError(
        409,
        'owner_role',
        'The owner’s role changes only by handing the trip over to another member.',
      );
    }
    // The owner who handed the trip over no longer sees the invitations.
    return membersAnswer(tripId, await mayOnTripNow(db, tripId, request.session.userId, 'manageMembers'));
  });

  addEndpointRoute(signedIn, 'removeMember', async (request, reply) => {
    const { tripId, userId } = request.params;
    const leaving = userId === request.session.userId;
    // Taking another member off is managing members, which the removal's transaction checks at commit.
    const remover = leaving
      ? undefined
      : { tripId, userId: request.session.userId, action: 'manageMembers' as const };
    const outcome = await removeMember(db, tripId, userId, remover);
    if (outcome === 'member_not_found') throw memberNotFound();
    if (outcome === 'owner_cannot_leave') {
      throw new HttpError(
        409,
        'owner_cannot_leave',
        'Hand the trip over to another member before leaving it: a trip keeps one owner.',
      );
    }
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'deleteTrip', async (request, reply) => {
    const { tripId } = request.params;
    await files.remove(
      await deleteTrip(db, tripId, { tripId, userId: request.session.userId, action: 'deleteTrip' }),
    );
    return reply.code(204).send(null);
  });
}
