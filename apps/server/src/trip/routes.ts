import { TripStatus } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { Stale } from '../db/versions';
import { notFound, staleWrite } from '../http/errors';
import { currentTripWriter, writeInTrip } from '../http/trip-policy';
import { invitationRoutes, publicInvitationRoutes } from './invitation-routes';
import { memberRoutes } from './member-routes';
import { createTrip, findTrip, saveUserDetails, updateTrip } from './repository';

const noTrip = () => notFound('No trip yet: create it first with every trip field.');

/**
 * The caller's current trip and the user-details save of onboarding and My Account; their trips, the
 * members of each, and invitations by e-mail.
 */
export async function tripRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    addEndpointRoute(signedIn, 'getTrip', async (request, reply) => {
      const trip = await findTrip(db, request.session.trip?.id);
      return trip ?? reply.code(TripStatus.noTrip).send({});
    });

    addEndpointRoute(signedIn, 'createTrip', async (request) => {
      const { trip } = await createTrip(db, request.session, request.body);
      return trip;
    });

    addEndpointRoute(signedIn, 'updateTrip', async (request) => {
      const current = request.session.trip;
      const { version, ...fields } = request.body;
      const writer = {
        sessionId: request.session.sessionId,
        expected: version,
        authorZone: request.session.timeZone,
      };
      const trip =
        current &&
        (await writeInTrip(db, currentTripWriter(request.session, 'editDetails'), (tx) =>
          updateTrip(tx, current.id, fields, writer),
        ));
      if (trip instanceof Stale) throw staleWrite(trip.current);
      if (!trip) throw noTrip();
      return trip;
    });

    addEndpointRoute(signedIn, 'updateUserDetails', async (request) => {
      const { session, body } = request;
      const result = await saveUserDetails(db, session, session.trip?.id, body);
      if (result === 'no_trip') throw noTrip();
      return result;
    });

    memberRoutes(signedIn, deps);
    invitationRoutes(signedIn, deps);
  });
  publicInvitationRoutes(app, deps);
}
