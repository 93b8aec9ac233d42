import { TripStatus } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { userTrip } from './repository';

const noTrip = () => notFound('No trip yet: create it first with every trip field.');

/** The caller's trip, and the user-details save of onboarding and My Account. */
export async function tripRoutes(app: FastifyInstance, { db }: AppDeps) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    addEndpointRoute(signedIn, 'getTrip', async (request, reply) => {
      const trip = await userTrip(db, request.session.userId).find();
      return trip ?? reply.code(TripStatus.noTrip).send({});
    });

    addEndpointRoute(signedIn, 'createTrip', async (request) =>
      userTrip(db, request.session.userId).save(request.body),
    );

    addEndpointRoute(signedIn, 'updateTrip', async (request) => {
      const trip = await userTrip(db, request.session.userId).update(request.body);
      if (!trip) throw noTrip();
      return trip;
    });

    addEndpointRoute(signedIn, 'updateUserDetails', async (request) => {
      const result = await userTrip(db, request.session.userId).saveDetails(request.body);
      if (result === 'no_trip') throw noTrip();
      return result;
    });
  });
}
