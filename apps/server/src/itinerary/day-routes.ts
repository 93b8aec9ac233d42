import { itinerarySchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { Stale } from '../db/versions';
import { createAnswerCache, HELD_ANSWER_ROUTE } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { staleWrite } from '../http/errors';
import { jsonTextOf } from '../http/json-text';
import { dayWrites, type WrittenDay } from './day-repository';
import { dayNotFound } from './errors';
import { itineraryAccessFor, type ItineraryAccess } from './itinerary-access';
import { authorsOf, itineraryOf } from './itinerary-repository';
import { presentDay, presentItinerary } from './presenters';
import { tripNotFound } from '../http/trip-policy';

/** A day as answered: its items in order, who added each, what the reader may do. */
async function answeredDay({ db, reader }: ItineraryAccess, { day, items }: WrittenDay) {
  return presentDay(day, items, reader, await authorsOf(db, [day, ...items]));
}

/** Nothing in the itinerary ages: a held answer lives until a counter moves (or it is pushed out). */
const ITINERARY_MAX_AGE_MS = Number.POSITIVE_INFINITY;

/**
 * The itinerary and its days: read, add, change, delete, sort; registered inside the signed-in scope. The
 * itinerary is held built (http/answer-cache.ts) per member, trip and role while the trip's counters stand.
 */
export function dayRoutes(signedIn: FastifyInstance, { db, heldBytes }: { db: Db; heldBytes: number }) {
  const itineraries = createAnswerCache({ maxBytes: heldBytes, maxAgeMs: ITINERARY_MAX_AGE_MS });
  addEndpointRoute(
    signedIn,
    'getItinerary',
    async (request, reply) => {
      const access = itineraryAccessFor(db, request);
      const owner = { ownerId: access.answerKey, version: access.answerVersion };
      return itineraries.send(request, reply, owner, async () => {
        const rows = await itineraryOf(db, access.tripId);
        if (!rows) throw tripNotFound();
        return jsonTextOf(itinerarySchema, presentItinerary(access.tripId, rows, access.reader));
      });
    },
    HELD_ANSWER_ROUTE,
  );

  addEndpointRoute(signedIn, 'createItineraryDay', async (request, reply) => {
    const access = itineraryAccessFor(db, request);
    const written = await dayWrites(access).createDay(request.body);
    return reply.code(201).send(await answeredDay(access, written));
  });

  addEndpointRoute(signedIn, 'updateItineraryDay', async (request) => {
    const access = itineraryAccessFor(db, request);
    const { version, ...content } = request.body;
    const written = await dayWrites(access).updateDay(request.params.dayId, content, version);
    if (written instanceof Stale) throw staleWrite(await answeredDay(access, written.current));
    if (!written) throw dayNotFound();
    return answeredDay(access, written);
  });

  addEndpointRoute(signedIn, 'deleteItineraryDay', async (request, reply) => {
    const access = itineraryAccessFor(db, request);
    const deleted = await dayWrites(access).deleteDay(request.params.dayId, request.query.version);
    if (deleted instanceof Stale) throw staleWrite(await answeredDay(access, deleted.current));
    if (!deleted) throw dayNotFound();
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'sortItineraryDay', async (request) => {
    const access = itineraryAccessFor(db, request);
    const written = await dayWrites(access).sortDay(request.params.dayId);
    if (!written) throw dayNotFound();
    return answeredDay(access, written);
  });
}
