import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { heldBytesPerAnswer } from '../http/answer-cache';
import { requireUser } from '../http/auth';
import { runPeriodically } from '../http/periodic-task';
import { dayRoutes } from './day-routes';
import { itemRoutes } from './item-routes';
import { rebalanceLongKeys, REBALANCE_INTERVAL_MS } from './rebalance';
import { routeRoutes, type LegRouterOf } from './routing/route-routes';
import { publicShareRoutes, shareRoutes } from './share-routes';

/**
 * The trip day by day: its days and items, of the trips the caller is a member of, by their role, and the
 * way between a day's stops, asked of the router app.ts builds; its read-only link, and what the link shows.
 */
export async function itineraryRoutes(app: FastifyInstance, { db, config }: AppDeps, routerOf: LegRouterOf) {
  runPeriodically(app, 'rebalancing the itinerary’s order keys', REBALANCE_INTERVAL_MS, () =>
    rebalanceLongKeys(db),
  );
  publicShareRoutes(app, { db });
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    dayRoutes(signedIn, { db, heldBytes: heldBytesPerAnswer(config) });
    itemRoutes(signedIn, { db });
    routeRoutes(signedIn, { db, routerOf });
    shareRoutes(signedIn, { db, config });
  });
}
