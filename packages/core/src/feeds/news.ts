import { z } from 'zod';
import { countryParamSchema } from '../geo/countries';
import { webLinkSchema } from './web-link';

/** Spec section 2 "News": the category tabs after 'All Categories' (which sends no category). */
export const NEWS_CATEGORIES = [
  'business',
  'entertainment',
  'environment',
  'science',
  'health',
  'sports',
  'technology',
  'food',
  'politics',
  'top',
  'tourism',
  'world',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const newsCategorySchema = z.enum(NEWS_CATEGORIES, {
  message: `Expected one of ${NEWS_CATEGORIES.join(', ')}.`,
});

/** An opaque page token: what a previous answer gave as `nextPage`. */
const pageTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'Expected the nextPage of a previous answer.' });

/** GET /cities/noticies?country=&category=&page= (category and page optional, an empty one as absent). */
export const newsQuerySchema = z.object({
  country: countryParamSchema,
  category: z.preprocess((value) => (value === '' ? undefined : value), newsCategorySchema.optional()),
  page: z.preprocess((value) => (value === '' ? undefined : value), pageTokenSchema.optional()),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** Spec section 3 "News article", in newsdata.io's shape whatever the upstream. */
export const newsArticleSchema = z.object({
  article_id: z.string(),
  title: z.string().min(1),
  link: webLinkSchema,
  description: z.string().nullable(),
  image_url: webLinkSchema.nullable(),
  category: z.array(z.string()),
  creator: z.array(z.string()).nullable(),
  /** 'YYYY-MM-DD HH:MM:SS' in UTC, as newsdata.io writes it. */
  pubDate: z.string(),
  source_id: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** One page of news; `nextPage` is the token of the next one, null on the last. */
export const newsPageSchema = z.object({
  results: z.array(newsArticleSchema),
  nextPage: z.string().nullable(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

const NEWSDATA_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** Epoch ms of a pubDate: newsdata.io's 'YYYY-MM-DD HH:MM:SS' is UTC; other forms as Date reads them. */
export function pubDateTime(pubDate: string): number | null {
  const match = NEWSDATA_DATE.exec(pubDate);
  const time = match ? Date.parse(`${match[1]}T${match[2]}Z`) : Date.parse(pubDate);
  return Number.isNaN(time) ? null : time;
}

/** A moment in newsdata.io's pubDate form: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function toPubDate(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ');
}

const titleKey = (article: Pick<NewsArticle, 'title'>) => article.title.trim().toLowerCase();

/**
 * Spec section 4: pages append, and an article whose title (trimmed, any case) was already listed is
 * left out, within the new page too.
 */
export function appendNews<T extends Pick<NewsArticle, 'title'>>(
  listed: readonly T[],
  page: readonly T[],
): T[] {
  const seen = new Set(listed.map(titleKey));
  const merged = [...listed];
  for (const article of page) {
    const key = titleKey(article);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(article);
  }
  return merged;
}
