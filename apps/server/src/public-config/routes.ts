import { publicConfigSchema, type PublicConfig } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import type { FeedProviders } from '../feeds/feed-providers';

/**
 * GET /config: what the web app learns at run time, so that changing a provider or the map tiles needs
 * a restart, not a rebuild. Public: nothing in it is a secret, and /login may need it.
 */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { config }: AppDeps,
  providers: FeedProviders,
) {
  const answer: PublicConfig = {
    map: { tileUrlTemplate: config.TILE_URL_TEMPLATE, tileAttribution: config.TILE_ATTRIBUTION },
    sources: {
      weather: providers.weather.sources,
      exchange: providers.exchange.sources,
      radio: providers.radio.sources,
      news: providers.news.sources,
      places: providers.places.sources,
    },
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
