import type { FeedSource } from '@wayfarer/core';
import { z } from 'zod';
import type { Config } from '../../config';
import { fairUseUpstream } from '../fair-use';
import { DAY, KEY_VERSION } from '../feed';
import type { FeedCache } from '../feed-cache';
import { HttpError } from '../../http/errors';
import { createUpstreamClient, type UpstreamClient } from '../upstream';
import { osrmEngine } from './osrm';
import type { Point, RoutedLeg, RoutingEngine, RoutingProfile } from './routing-engine';
import { valhallaEngine } from './valhalla';

/** Roads change slowly: a way is fresh for a month, and may stand in for half a year while the server is down. */
export const ROUTE_POLICY = { ttlMs: 30 * DAY, maxStaleMs: 180 * DAY };

const positionSchema = z.tuple([z.number().min(-540).max(540), z.number().min(-90).max(90)]);

/** A run's legs as cached: what the engine answered, checked before it is stored. */
export const routedLegsSchema = z.array(
  z.object({
    distanceMeters: z.number().nonnegative(),
    durationSeconds: z.number().nonnegative(),
    coordinates: z.array(positionSchema).min(2),
  }),
);

/** Five decimals, about a metre: a stop moved by less asks no one, and the key stays short. */
const onMetreGrid = ({ lat, lon }: Point): Point => ({
  lat: Number(lat.toFixed(5)),
  lon: Number(lon.toFixed(5)),
});

/** The routing server's client: naming Wayfarer as the public servers ask, this machine alone under test. */
export const routingUpstream = (config: Config): UpstreamClient =>
  createUpstreamClient({
    userAgent: `Wayfarer/1.0 (+${config.PUBLIC_URL})`,
    localOnly: config.NODE_ENV === 'test',
  });

/** The configured routing server's adapter, kept to its fair use by this instance; none when routing is off. */
export function routingEngine(config: Config, upstream: UpstreamClient): RoutingEngine | null {
  if (config.ROUTING_URL === 'off') return null;
  // The public servers ask for one request a second and no more than one at a time.
  const paced = fairUseUpstream(
    upstream,
    { perSecond: config.ROUTING_MAX_PER_SECOND, burst: 1 },
    config.FEED_TIMEOUT_MS,
  );
  return config.ROUTING_ENGINE === 'valhalla'
    ? valhallaEngine(paced, config.ROUTING_URL)
    : osrmEngine(paced, config.ROUTING_URL);
}

/** What the itinerary's day route asks legs of (itinerary/routing/day-route.ts's LegRouter). */
export interface LegRouter {
  sources: FeedSource[];
  route(profile: RoutingProfile, points: Point[]): Promise<RoutedLeg[] | null>;
}

/**
 * The LegRouter of one user's request: each run of legs through the feed cache (one answer per profile
 * and points, shared by every user and instance, within the feeds' deadline and the user's cold keys).
 * Whatever keeps the cache from answering — routing off, a server slow past the deadline, down, finding
 * no way, or the user past their cold keys — leaves the run to straight lines; any other error is thrown.
 */
export function legRouter(engine: RoutingEngine | null, cache: FeedCache, userId: string): LegRouter {
  return {
    sources: engine?.sources ?? [],
    async route(profile, points): Promise<RoutedLeg[] | null> {
      if (!engine) return null;
      const snapped = points.map(onMetreGrid);
      const key = `${KEY_VERSION}:route:${engine.name}:${profile}:${snapped.map(({ lat, lon }) => `${lon},${lat}`).join(';')}`;
      try {
        const answer = await cache.get(
          {
            key,
            policy: ROUTE_POLICY,
            schema: routedLegsSchema,
            load: (signal) => engine.route(profile, snapped, signal),
          },
          userId,
        );
        return answer.value();
      } catch (error) {
        if (error instanceof HttpError && [404, 429, 503].includes(error.statusCode)) return null;
        throw error;
      }
    },
  };
}
