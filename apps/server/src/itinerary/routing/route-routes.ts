import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { addEndpointRoute } from '../../http/endpoint-route';
import { dayNotFound } from '../errors';
import { dayRoute, type LegRouter } from './day-route';
import { dayStopsOf } from './day-stops';

/**
 * The router of one user's requests: the app's (app.ts), through the feed cache and the instance's one
 * routing engine, each user's uncached ways counted against their own cold keys.
 */
export type LegRouterOf = (userId: string) => LegRouter;

/** GET the way between a day's stops; registered inside the signed-in scope. */
export function routeRoutes(signedIn: FastifyInstance, { db, routerOf }: { db: Db; routerOf: LegRouterOf }) {
  addEndpointRoute(signedIn, 'getItineraryRoute', async (request) => {
    const stops = await dayStopsOf(db, request.params.tripId, request.query.dayId);
    if (!stops) throw dayNotFound();
    return dayRoute(stops, routerOf(request.session.userId));
  });
}
