import {
  apiErrorSchema,
  noTripSchema,
  Status,
  tripBodySchema,
  tripPatchBodySchema,
  tripSchema,
  userDetailsBodySchema,
  userDetailsResultSchema,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { requireUser, sessionOf } from '../http/auth';
import { notFound } from '../http/errors';
import { userTrip } from './repository';

const tags = ['trip'];
const failures = { 400: apiErrorSchema, 401: apiErrorSchema };
const noTrip = () => notFound('No trip yet: create it first with every trip field.');
const currencyNote = 'currentCurrency and tripCurrency are derived from the country codes, whatever is sent';

/** The caller's trip, and the user-details save of onboarding and My Account. */
export async function tripRoutes(app: FastifyInstance, { db }: AppDeps) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    const route = signedIn.withTypeProvider<ZodTypeProvider>();

    route.get(
      '/trip',
      {
        schema: {
          tags,
          summary: 'The trip of the user; 210 with {} when there is none yet (the app then opens onboarding)',
          response: { 200: tripSchema, [Status.noTrip]: noTripSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const trip = await userTrip(db, sessionOf(request).userId).find();
        return trip ?? reply.code(Status.noTrip).send({});
      },
    );

    route.post(
      '/trip',
      {
        schema: {
          tags,
          summary: `Create the trip with every field, or replace it when there is one; ${currencyNote}`,
          body: tripBodySchema,
          response: { 200: tripSchema, ...failures },
        },
      },
      async (request) => userTrip(db, sessionOf(request).userId).save(request.body),
    );

    route.patch(
      '/trip',
      {
        schema: {
          tags,
          summary:
            'Change some trip fields (a place moves whole: city, state, country, slug, and for the ' +
            `destination lat and lon); 404 when there is no trip; ${currencyNote}`,
          body: tripPatchBodySchema,
          response: { 200: tripSchema, ...failures, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const trip = await userTrip(db, sessionOf(request).userId).update(request.body);
        if (!trip) throw noTrip();
        return trip;
      },
    );

    route.patch(
      '/userdetails',
      {
        schema: {
          tags,
          summary:
            'Save the name and trip fields of My Account or onboarding in one go: every field optional, ' +
            'a place moves whole; the trip is created when there is none and every trip field is sent, ' +
            `otherwise 404; ${currencyNote}. Answers the user and the trip as they now are`,
          body: userDetailsBodySchema,
          response: { 200: userDetailsResultSchema, ...failures, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const result = await userTrip(db, sessionOf(request).userId).saveDetails(request.body);
        if (result === 'no_trip') throw noTrip();
        return result;
      },
    );
  });
}
