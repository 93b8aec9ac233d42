import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';

/** City search over the embedded world atlas; like every data route it needs a session. */
export async function cityRoutes(app: FastifyInstance, { db, cities }: AppDeps) {
  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    addEndpointRoute(signedIn, 'searchCities', async (request) => cities.search(request.query.query));
  });
}
