import type { NewsCategory, NewsPage } from '@wayfarer/core';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';
import { retryFeed } from '@/lib/feed-status';

export interface NewsRequest {
  /** The destination's country code. */
  country: string;
  /** None for 'All Categories'. */
  category?: NewsCategory | undefined;
  /** The `nextPage` of the previous answer; none for the first page. */
  page?: string | null;
}

/** GET /cities/noticies?country=&category=&page=: one page of the destination's news. */
export async function getNewsPage({ country, category, page }: NewsRequest): Promise<NewsPage> {
  return (await api.call('getNews', { query: { country, category, page } })).data;
}

/** One list per country and category; 'View more' adds the page the last answer named. */
export const newsQueryOptions = (country: string, category: NewsCategory | undefined) =>
  infiniteQueryOptions({
    queryKey: ['news', country, category ?? 'all'],
    queryFn: ({ pageParam }) => getNewsPage({ country, category, page: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextPage,
    staleTime: 10 * 60_000,
    retry: retryFeed,
  });

export function useNews(country: string, category: NewsCategory | undefined) {
  return useInfiniteQuery({ ...newsQueryOptions(country, category), enabled: useReadsAllowed() });
}

/**
 * Spec section 4: the list resets when the category changes. A category shown before starts again
 * from its first page (kept, so it shows at once) rather than with every page 'View more' added.
 */
export function resetNewsToFirstPage(
  queryClient: QueryClient,
  country: string,
  category: NewsCategory | undefined,
) {
  queryClient.setQueryData(newsQueryOptions(country, category).queryKey, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
}
