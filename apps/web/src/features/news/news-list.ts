import {
  appendNews,
  formatRelativeTime,
  NEWS_CATEGORIES,
  isNewsCategory,
  pubDateTime,
  type NewsArticle,
  type NewsCategory,
  type NewsPage,
} from '@wayfarer/core';
import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';

/** One category tab: 'All Categories' asks for no category. */
export interface NewsTab {
  label: string;
  category: NewsCategory | undefined;
}

/** Spec section 2 "News": 'All Categories', then the twelve categories in the spec's order. */
export function newsTabs(): readonly NewsTab[] {
  const t = messages().news.tabs;
  return [
    { label: t.all, category: undefined },
    ...NEWS_CATEGORIES.map((category) => ({ label: t.categories[category], category })),
  ];
}

/** The category a page address asks for ('?category=sports'); anything else means all of them. */
export function categoryFromSearch(search: string): NewsCategory | undefined {
  const category = new URLSearchParams(search).get('category');
  return isNewsCategory(category) ? category : undefined;
}

/** The page address's query for a category: '?category=sports', or none for 'All Categories'. */
export function categorySearch(category: NewsCategory | undefined): string {
  return category ? `?${new URLSearchParams({ category })}` : '';
}

/** Spec section 4: the pages loaded so far as one list, a title already listed left out. */
export function mergeNewsPages(pages: readonly NewsPage[]): NewsArticle[] {
  return pages.reduce<NewsArticle[]>((listed, page) => appendNews(listed, page.results), []);
}

/** Spec section 2: the first article is the 'Last news', shown large; the rest are 'Other news'. */
export function splitNews(articles: readonly NewsArticle[]): {
  last: NewsArticle | null;
  other: NewsArticle[];
} {
  const [last = null, ...other] = articles;
  return { last, other };
}

export interface ArticleTime {
  /** For <time dateTime>: the moment in ISO 8601. */
  dateTime: string;
  /** 'In 3 days', '5 minutes ago'. */
  relative: string;
  /** The date and time in full, for a tooltip. */
  full: string;
}

/** When an article was published, relative to now, in the language the app is drawn in; null when its date cannot be read. */
export function articleTime(pubDate: string, now: number): ArticleTime | null {
  const time = pubDateTime(pubDate);
  if (time === null) return null;
  const language = currentLanguage();
  return {
    dateTime: new Date(time).toISOString(),
    relative: formatRelativeTime(time, now, language),
    full: formats(language).date(new Date(time), { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

const tidyList = (items: readonly string[] | null) => [
  ...new Set((items ?? []).map((item) => item.trim()).filter(Boolean)),
];

/** 'By Ana', 'By Ana and Rui', 'By Ana, Rui and Eva'; null when nobody is named. */
export function creatorsText(creator: readonly string[] | null): string | null {
  const names = tidyList(creator);
  const last = names.pop();
  if (last === undefined) return null;
  const t = messages().news.article;
  return t.by(names.length === 0 ? last : `${names.join(', ')}${t.and}${last}`);
}

/** An article's categories, each once, without empty ones. */
export function articleCategories(article: Pick<NewsArticle, 'category'>): string[] {
  return tidyList(article.category);
}
