import type { PublicConfig } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpointRoute } from '../http/endpoint-route';

/**
 * GET /config: what the web app learns at run time, so that changing a provider or the map tiles needs
 * a restart, not a rebuild. Public: nothing in it is a secret, and /login may need it.
 */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { config }: AppDeps,
  /** Each feed's sources, from the providers the feeds were built with. */
  sources: PublicConfig['sources'],
) {
  const answer: PublicConfig = {
    map: { tileUrlTemplate: config.TILE_URL_TEMPLATE, tileAttribution: config.TILE_ATTRIBUTION },
    sources,
    signIn: { googleClientId: config.GOOGLE_CLIENT_ID ?? null },
  };
  addEndpointRoute(app, 'getPublicConfig', async () => answer);
}
