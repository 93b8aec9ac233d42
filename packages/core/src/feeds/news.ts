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

/** Whether a text is one of the categories, exactly as the API accepts it (newsCategorySchema). */
export function isNewsCategory(text: string | null | undefined): text is NewsCategory {
  return NEWS_CATEGORIES.some((category) => category === text);
}

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

const titleKey = (article: { title: string }) => article.title.trim().toLowerCase();

/**
 * Spec section 4: pages append, and an article whose title (trimmed, any case) was already listed is
 * left out, within the new page too.
 */
export function appendNews<T extends { title: string }>(listed: readonly T[], page: readonly T[]): T[] {
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
