import { createHash } from 'node:crypto';
import {
  appendNews,
  newsArticleSchema,
  toPubDate,
  type NewsArticle,
  type NewsCategory,
} from '@wayfarer/core';
import { z } from 'zod';
import type { NewsProvider } from '../providers';
import { endpoint, type UpstreamClient } from '../upstream';
import { googleNewsFeed } from './google-news-feeds';
import { newsPageOf } from './news-pages';
import { parseRssItems, type RssItem } from './rss';

const PROVIDER = 'google-news';

/** Articles kept of one feed: Google's feeds hold about a hundred, older ones are not news any more. */
const MAX_ARTICLES = 100;

/** A short id that stays the same for the same article across refreshes: its link's hash. */
const articleId = (link: string) => createHash('sha256').update(link).digest('base64url').slice(0, 16);

/** Google ends each headline with ' - {publisher}', which the article already names as its creator. */
function headline(title: string, sourceName: string | undefined): string {
  const suffix = sourceName ? ` - ${sourceName}` : '';
  if (!suffix || !title.endsWith(suffix)) return title;
  return title.slice(0, -suffix.length).trim() || title;
}

/** An RSS item as the contract's article, or null for one without a readable date or a web link. */
function toArticle(item: RssItem, category: NewsCategory): { article: NewsArticle; time: number } | null {
  const time = item.pubDate ? Date.parse(item.pubDate) : Number.NaN;
  if (Number.isNaN(time)) return null;
  const sourceName = item.source?.name;
  const article = newsArticleSchema.safeParse({
    article_id: articleId(item.link),
    title: headline(item.title, sourceName),
    link: item.link,
    description: null,
    // Google's feeds carry no picture; the web client shows its placeholder.
    image_url: null,
    category: [category],
    creator: sourceName ? [sourceName] : null,
    pubDate: toPubDate(time),
    source_id: sourceName ?? null,
  });
  return article.success ? { article: article.data, time } : null;
}

/** A feed's items as articles: newest first, a headline listed once (the newest), at most MAX_ARTICLES. */
export function googleNewsArticles(items: readonly RssItem[], category: NewsCategory): NewsArticle[] {
  const dated = items.flatMap((item) => toArticle(item, category) ?? []);
  dated.sort((a, b) => b.time - a.time);
  return appendNews(
    [],
    dated.map(({ article }) => article),
  ).slice(0, MAX_ARTICLES);
}

/**
 * Google News RSS (keyless, unofficial): one feed per country edition and category, fetched whole and
 * cut into pages here, since Google's feeds do not page.
 */
export function googleNews(upstream: UpstreamClient, baseUrl: string): NewsProvider<NewsArticle[]> {
  return {
    name: PROVIDER,
    sources: [{ name: 'Google News', url: 'https://news.google.com/' }],
    // No category and 'top' are the same front page, so they share one fetch.
    cacheKey: ({ country, category }) => `${country}:${category ?? 'top'}`,
    stored: z.array(newsArticleSchema),

    async fetch({ country, category }, signal) {
      const feed = googleNewsFeed(country, category);
      const text = await upstream.text({
        provider: PROVIDER,
        url: endpoint(baseUrl, feed.path, feed.query),
        signal,
      });
      return googleNewsArticles(parseRssItems(PROVIDER, text), category ?? 'top');
    },

    page: (stored, { page }) => newsPageOf(stored, page),
  };
}
