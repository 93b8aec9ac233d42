import type { FeedName } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import type { FairUse } from './fair-use';
import type { FeedCache, FeedPolicy } from './feed-cache';
import type { FeedProvider } from './providers';
import type { UpstreamClient } from './upstream';

/*
 * What one destination feed is, in its own folder (feeds/<feed>/feed.ts): its cache policy, the
 * provider the configuration chooses, and its routes, whose cache keys it makes. all-feeds.ts lists
 * them; routes.ts, feed-providers.ts and app.ts go through that list.
 */

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Bumped when a stored answer's shape changes, so that no instance serves an answer of the old shape. */
export const KEY_VERSION = 'v1';

/**
 * A coordinate on a grid of 0.01° (about 1 km), before it forms a cache key or an upstream query: every
 * point of a cell shares one answer, so that moving a point by a step too small to matter asks no one.
 */
export const onGrid = (value: number) => Number(value.toFixed(2));

/** What a feed's provider is built with, besides the configuration. */
export interface ProviderTools {
  /** The upstream client every provider shares. */
  upstream: UpstreamClient;
  /** The upstream client of a public server that publishes a fair use, kept to it by this instance. */
  fairUse(rule: FairUse): UpstreamClient;
  /** This app's public API address, e.g. 'https://wayfarer.example/api'. */
  publicApi: string;
}

/** What a feed's routes are built with. */
export interface FeedRouteContext<P> {
  deps: AppDeps;
  provider: P;
  cache: FeedCache;
}

export interface Feed<Name extends FeedName = FeedName, P extends FeedProvider = FeedProvider> {
  name: Name;
  /** How long its answer is fresh, and how long it may stand in, stale, while its upstream is down. */
  policy: FeedPolicy;
  /** The keyless provider, or the keyed one when its key is configured. */
  provider(config: Config, tools: ProviderTools): P;
  /** Its signed-in routes, each answer cached per destination for every user (see feed-cache.ts). */
  routes(signedIn: FastifyInstance, context: FeedRouteContext<P>): void;
  /** Its public routes, if any (registered before every feed's signed-in ones). */
  publicRoutes?(app: FastifyInstance): void;
}

/** A feed, its name and provider type kept for all-feeds.ts's list. */
export const defineFeed = <const Name extends FeedName, P extends FeedProvider>(feed: Feed<Name, P>) => feed;
