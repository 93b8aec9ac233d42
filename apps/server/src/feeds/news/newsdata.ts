import {
  appendNews,
  newsArticleSchema,
  newsPageSchema,
  newsQuerySchema,
  pubDateTime,
  toPubDate,
  webLinkSchema,
  type NewsArticle,
  type NewsPage,
} from '@wayfarer/core';
import { z } from 'zod';
import type { NewsProvider } from '../providers';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';

const PROVIDER = 'newsdata';

/** The parts of a newsdata.io article we read; each is checked again as the contract's article. */
const resultSchema = z.object({
  article_id: z.string(),
  title: z.string().nullish(),
  link: z.string(),
  description: z.string().nullish(),
  image_url: z.string().nullish(),
  category: z.array(z.string()).nullish(),
  creator: z.array(z.string()).nullish(),
  pubDate: z.string().nullish(),
  source_id: z.string().nullish(),
});

/** newsdata.io answers `status: 'success'` with a page, or `status: 'error'` with what went wrong. */
const answerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), results: z.array(z.unknown()), nextPage: z.string().nullish() }),
  z.object({ status: z.literal('error'), results: z.object({ code: z.string().optional() }).optional() }),
]);

const errorCodeSchema = z.object({ results: z.object({ code: z.string() }) });

/** newsdata.io's own 'YYYY-MM-DD HH:MM:SS' (UTC) is kept; any other readable form is rewritten to it. */
function contractPubDate(pubDate: string | null | undefined): string | null {
  if (!pubDate) return null;
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(pubDate)) return pubDate;
  const time = pubDateTime(pubDate);
  return time === null ? null : toPubDate(time);
}

/** An article as the contract has it, or null for one without a title, a web link or a readable date. */
function toArticle(raw: unknown): NewsArticle | null {
  const result = resultSchema.safeParse(raw);
  if (!result.success) return null;
  const item = result.data;
  const pubDate = contractPubDate(item.pubDate);
  if (!pubDate) return null;
  const creator = item.creator?.map((name) => name.trim()).filter(Boolean);
  const article = newsArticleSchema.safeParse({
    article_id: item.article_id,
    title: item.title?.trim(),
    link: item.link,
    description: item.description ?? null,
    image_url: item.image_url && webLinkSchema.safeParse(item.image_url).success ? item.image_url : null,
    category: item.category ?? [],
    creator: creator?.length ? creator : null,
    pubDate,
    source_id: item.source_id ?? null,
  });
  return article.success ? article.data : null;
}

/** newsdata.io's next-page token, kept only if a client may send it back (see newsQuerySchema). */
function nextPageToken(token: string | null | undefined): string | null {
  if (!token) return null;
  return newsQuerySchema.shape.page.safeParse(token).success ? token : null;
}

/** Why newsdata.io refused, by its error code: its message is left out, in case it repeats the query. */
function refusal(status: number, text: string): UpstreamError {
  let code = '';
  try {
    code = parseJson(PROVIDER, text, errorCodeSchema).results.code;
  } catch {
    // Not its error JSON: the status says enough.
  }
  const detail = /^[A-Za-z_]{1,64}$/.test(code) ? ` (${code})` : '';
  return new UpstreamError(PROVIDER, 'status', `answered ${status}${detail}`, status);
}

/**
 * newsdata.io's latest news (needs NEWSDATA_API_KEY): already the contract's article shape, and paged by
 * newsdata.io itself, so each page is fetched and cached on its own.
 */
export function newsdata(upstream: UpstreamClient, baseUrl: string, apiKey: string): NewsProvider<NewsPage> {
  return {
    name: PROVIDER,
    sources: [{ name: 'NewsData.io', url: 'https://newsdata.io/' }],
    cacheKey: ({ country, category, page }) => `${country}:${category ?? 'all'}:${page ?? 'first'}`,
    stored: newsPageSchema,

    async fetch({ country, category, page }, signal) {
      const url = endpoint(baseUrl, '/latest', {
        apikey: apiKey,
        country: country.toLowerCase(),
        ...(category && { category }),
        ...(page && { page }),
      });
      const answer = await upstream.fetch({ provider: PROVIDER, url, signal });
      if (answer.status < 200 || answer.status > 299) throw refusal(answer.status, answer.text);
      const body = parseJson(PROVIDER, answer.text, answerSchema);
      if (body.status === 'error') throw refusal(answer.status, answer.text);
      const articles = body.results.flatMap((raw) => toArticle(raw) ?? []);
      return { results: appendNews([], articles), nextPage: nextPageToken(body.nextPage) };
    },

    page: (stored) => stored,
  };
}
