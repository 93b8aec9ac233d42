import type { NewsArticle, NewsPage } from '@wayfarer/core';
import { HttpError } from '../../http/errors';

/** Articles per page, as newsdata.io's free tier gives them: the web client shows the same rhythm. */
export const NEWS_PAGE_SIZE = 10;

/** The page a token names: absent is the first; anything but a positive integer is the caller's error. */
function pageNumber(token: string | undefined): number {
  if (token === undefined) return 1;
  if (!/^[1-9]\d*$/.test(token)) {
    throw new HttpError(400, 'invalid_request', ({ refusedFields }) =>
      refusedFields.rules.nextPage(refusedFields.fields.page, ''),
    );
  }
  return Number(token);
}

/**
 * One page of a whole feed fetched at once; `nextPage` is the next page's number, null on the last.
 * A page past the end is empty rather than an error: the feed may have shrunk since the token was given.
 */
export function newsPageOf(articles: readonly NewsArticle[], token: string | undefined): NewsPage {
  const page = pageNumber(token);
  const start = (page - 1) * NEWS_PAGE_SIZE;
  if (start >= articles.length) return { results: [], nextPage: null };
  const end = start + NEWS_PAGE_SIZE;
  return { results: articles.slice(start, end), nextPage: end < articles.length ? String(page + 1) : null };
}
