import type { FeedName } from '@wayfarer/core';
import { exchangeFeed } from './exchange/feed';
import type { FeedPolicy } from './feed-cache';
import { newsFeed } from './news/feed';
import { placesFeed } from './places/feed';
import { radioFeed } from './radio/feed';
import { weatherFeed } from './weather/feed';

/**
 * Every destination feed of spec section 7, each one folder (feeds/<feed>/feed.ts: its cache policy,
 * its provider, its routes and cache keys). Its providers are built (feed-providers.ts), its routes
 * registered (routes.ts) and its sources credited (GET /config) from this list, in this order.
 */
export const ALL_FEEDS = [weatherFeed, exchangeFeed, radioFeed, newsFeed, placesFeed] as const;

type ListedFeed = (typeof ALL_FEEDS)[number];

/** Each feed's provider, by feed name, as the configuration chose it. */
export type FeedProviders = { [F in ListedFeed as F['name']]: ReturnType<F['provider']> };

/** Each feed's cache policy, by feed name. */
export const FEED_POLICIES = Object.fromEntries(
  ALL_FEEDS.map(({ name, policy }): [FeedName, FeedPolicy] => [name, policy]),
) as Record<FeedName, FeedPolicy>;
