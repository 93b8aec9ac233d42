import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { ALL_FEEDS } from './all-feeds';
import type { Feed } from './feed';
import type { FeedCache } from './feed-cache';
import type { FeedProviders } from './feed-providers';
import type { FeedProvider } from './providers';

/**
 * The destination feeds of spec section 7 (`/cities/weather`, `exchange`, `radios`, `noticies`,
 * `advices`), each answering the spec's shape whatever its upstream, cached per destination for every
 * user (see feed-cache.ts), and our own place-category icons: every feed of all-feeds.ts's list.
 */
export async function feedRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  providers: FeedProviders,
  cache: FeedCache,
) {
  app.addHook('onClose', () => cache.close());
  // Each feed with its own provider: the list's types pair them, which the loop cannot see.
  const feeds = ALL_FEEDS as readonly Feed[];
  const providerOf = (feed: Feed): FeedProvider => providers[feed.name];

  for (const feed of feeds) feed.publicRoutes?.(app);

  await app.register(async (signedIn) => {
    requireUser(signedIn, deps.db);
    for (const feed of feeds) feed.routes(signedIn, { deps, provider: providerOf(feed), cache });
  });
}
