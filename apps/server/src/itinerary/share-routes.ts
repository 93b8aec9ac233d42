import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hashToken } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { countHits, retryAfterOf } from '../http/rate-limits';
import { presentSharedItinerary } from './presenters';
import { shareItinerary, sharedTripOf, unshareItinerary } from './share-repository';

/** Reads of shared links one address may make a minute: a family reading along, not a crawler guessing tokens. */
export const SHARED_READS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** Search engines keep the shared pages out of their results (the page says so too, in its meta). */
export const NOINDEX = { 'x-robots-tag': 'noindex' } as const;

const sharedLinkNotValid = () => new HttpError(404, 'not_found', (t) => t.errors.sharedLinkNotValid);

/** The owner's link to the itinerary: make (or replace) and revoke; registered inside the signed-in scope. */
export function shareRoutes(signedIn: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  addEndpointRoute(signedIn, 'shareItinerary', async (request, reply) => {
    const { tripId } = request.params;
    const token = await shareItinerary(db, {
      tripId,
      userId: request.session.userId,
      action: 'shareItinerary',
    });
    return reply.code(201).send({ url: new URL(`/shared/${token}`, config.PUBLIC_URL).toString() });
  });

  addEndpointRoute(signedIn, 'unshareItinerary', async (request, reply) => {
    const { tripId } = request.params;
    await unshareItinerary(db, { tripId, userId: request.session.userId, action: 'shareItinerary' });
    return reply.code(204).send(null);
  });
}

/** What a shared link shows, to anyone holding it: the token is the permission. */
export function publicShareRoutes(app: FastifyInstance, { db }: { db: Db }) {
  addEndpointRoute(app, 'getSharedItinerary', async (request, reply) => {
    reply.headers(NOINDEX);
    const reads = await countHits(db, [
      { key: `shared-address:${request.ip}`, max: SHARED_READS_PER_MINUTE, windowMs: MINUTE_MS },
    ]);
    const retryAfter = retryAfterOf(reads);
    if (retryAfter > 0) {
      throw new HttpError(
        429,
        'too_many_requests',
        (t) => t.errors.tooManySharedReads(Math.ceil(retryAfter / 60)),
        { 'retry-after': String(retryAfter) },
      );
    }
    const shared = await sharedTripOf(db, hashToken(request.params.token));
    if (!shared) throw sharedLinkNotValid();
    reply.header('cache-control', 'private, no-cache');
    return presentSharedItinerary(shared);
  });
}
