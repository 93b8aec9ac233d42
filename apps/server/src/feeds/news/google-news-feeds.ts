import { countryName, type NewsCategory } from '@wayfarer/core';
import { FALLBACK_EDITION, googleNewsEdition } from './google-news-editions';

/** Google's own topic sections; the other categories have none and are searched for instead. */
const TOPICS: Partial<Record<NewsCategory, string>> = {
  business: 'BUSINESS',
  entertainment: 'ENTERTAINMENT',
  science: 'SCIENCE',
  health: 'HEALTH',
  sports: 'SPORTS',
  technology: 'TECHNOLOGY',
  world: 'WORLD',
};

/** A search keeps to the last week, as the topic feeds do; older results would crowd out the news. */
const RECENT = 'when:7d';

/** Which RSS feed answers a country's category: a path below the RSS base and its query. */
export interface GoogleNewsFeed {
  path: string;
  query: Record<string, string>;
}

/**
 * The feed of a country's category: the edition's front page ('top' or none), its topic section, or a
 * search. A country without an edition searches the US English edition for its quoted English name.
 */
export function googleNewsFeed(countryCode: string, category: NewsCategory | undefined): GoogleNewsFeed {
  const topic = category && category !== 'top' ? category : undefined;
  const edition = googleNewsEdition(countryCode);
  if (!edition) {
    const terms = [`"${countryName(countryCode)}"`, topic, RECENT].filter(Boolean).join(' ');
    return { path: '/search', query: { q: terms, ...FALLBACK_EDITION } };
  }
  if (!topic) return { path: '', query: { ...edition } };
  const section = TOPICS[topic];
  if (section) return { path: `/headlines/section/topic/${section}`, query: { ...edition } };
  return { path: '/search', query: { q: `${topic} ${RECENT}`, ...edition } };
}
