import { publicConfigSchema, type PublicConfig } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';

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
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: "The map tiles to draw, the feeds' sources to credit, and whether Google sign-in is on",
        response: { 200: publicConfigSchema },
        security: [],
      },
    },
    async () => answer,
  );
}
