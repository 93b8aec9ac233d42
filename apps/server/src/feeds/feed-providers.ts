import type { FeedName, PublicConfig } from '@wayfarer/core';
import type { Config } from '../config';
import { ALL_FEEDS, type FeedProviders } from './all-feeds';
import { fairUseUpstream, type FairUse } from './fair-use';
import type { ProviderTools } from './feed';
import type { FeedProvider } from './providers';
import { createUpstreamClient } from './upstream';

export type { FeedProviders } from './all-feeds';

/** Each feed's provider: the keyless one, or the keyed one when its key is configured. */
export function feedProviders(config: Config): FeedProviders {
  const upstream = createUpstreamClient({
    userAgent: `Wayfarer/1.0 (+${config.PUBLIC_URL})`,
    localOnly: config.NODE_ENV === 'test',
  });
  const tools: ProviderTools = {
    upstream,
    // The public servers that publish a fair use are kept to it by this instance's requests together.
    fairUse: (rule: FairUse) => fairUseUpstream(upstream, rule, config.FEED_TIMEOUT_MS),
    publicApi: `${config.PUBLIC_URL.replace(/\/+$/, '')}/api`,
  };
  return Object.fromEntries(
    ALL_FEEDS.map((feed) => [feed.name, feed.provider(config, tools)]),
  ) as FeedProviders;
}

/** Whom each feed's data comes from, as GET /config tells the pages to credit them. */
export function feedSources(providers: FeedProviders): PublicConfig['sources'] {
  // A feed the contract names (core's FeedName) that the list lacks fails to compile here.
  const byName: Record<FeedName, FeedProvider> = providers;
  return Object.fromEntries(
    ALL_FEEDS.map(({ name }) => [name, byName[name].sources]),
  ) as PublicConfig['sources'];
}
