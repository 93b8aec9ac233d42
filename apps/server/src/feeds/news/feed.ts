import { addEndpointRoute } from '../../http/endpoint-route';
import { DAY, defineFeed, KEY_VERSION } from '../feed';
import type { NewsProvider } from '../providers';
import { googleNews } from './google-news';
import { newsdata } from './newsdata';

const NEWS_POLICY = { ttlMs: 15 * 60_000, maxStaleMs: 2 * DAY };

/** GET /cities/noticies: a page of the destination's news, cached per what one upstream fetch covers. */
export const newsFeed = defineFeed({
  name: 'news',
  policy: NEWS_POLICY,
  provider: (config, { upstream }): NewsProvider =>
    config.NEWSDATA_API_KEY
      ? newsdata(upstream, config.NEWSDATA_URL, config.NEWSDATA_API_KEY)
      : googleNews(upstream, config.GOOGLE_NEWS_URL),
  routes(signedIn, { provider: news, cache }) {
    addEndpointRoute(signedIn, 'getNews', async (request) => {
      const { query } = request;
      const answer = await cache.get(
        {
          key: `${KEY_VERSION}:news:${news.name}:${news.cacheKey(query)}`,
          policy: NEWS_POLICY,
          schema: news.stored,
          load: (signal) => news.fetch(query, signal),
        },
        request.session.userId,
      );
      return news.page(answer.value(), query);
    });
  },
});
