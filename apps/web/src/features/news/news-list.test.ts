import type { NewsArticle, NewsPage } from '@wayfarer/core';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import {
  articleCategories,
  articleTime,
  categoryFromSearch,
  categorySearch,
  creatorsText,
  mergeNewsPages,
  newsTabs,
  splitNews,
} from './news-list';

function article(title: string, extra: Partial<NewsArticle> = {}): NewsArticle {
  return {
    article_id: title,
    title,
    link: `https://news.example/${encodeURIComponent(title)}`,
    description: null,
    image_url: null,
    category: ['top'],
    creator: null,
    pubDate: '2026-11-23 09:00:00',
    source_id: null,
    ...extra,
  };
}

const page = (titles: string[], nextPage: string | null = null): NewsPage => ({
  results: titles.map((title) => article(title)),
  nextPage,
});

describe('newsTabs', () => {
  it("starts with 'All Categories', which asks for no category, then the spec's twelve", () => {
    expect(newsTabs()[0]).toEqual({ label: 'All Categories', category: undefined });
    expect(
      newsTabs()
        .map(({ label }) => label)
        .slice(1),
    ).toEqual([
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
    ]);
  });
});

describe('the category in the page address', () => {
  it('reads a known category and treats anything else as all of them', () => {
    expect(categoryFromSearch('?category=sports')).toBe('sports');
    expect(categoryFromSearch('?category=gossip')).toBeUndefined();
    expect(categoryFromSearch('')).toBeUndefined();
  });

  it('writes a category, and nothing for all of them', () => {
    expect(categorySearch('sports')).toBe('?category=sports');
    expect(categorySearch(undefined)).toBe('');
    expect(categoryFromSearch(categorySearch('food'))).toBe('food');
  });
});

describe('mergeNewsPages', () => {
  it('appends pages in order, leaving out a title already listed whatever its case and spaces', () => {
    const merged = mergeNewsPages([
      page(['Tram strike', 'Rain in Lisbon'], 'p2'),
      page([' rain in lisbon', 'New museum']),
    ]);
    expect(merged.map(({ title }) => title)).toEqual(['Tram strike', 'Rain in Lisbon', 'New museum']);
  });

  it('gives an empty list for no pages or empty pages', () => {
    expect(mergeNewsPages([])).toEqual([]);
    expect(mergeNewsPages([page([])])).toEqual([]);
  });
});

describe('splitNews', () => {
  it('makes the first article the last news and the rest the other news', () => {
    const { last, other } = splitNews([article('A'), article('B'), article('C')]);
    expect(last?.title).toBe('A');
    expect(other.map(({ title }) => title)).toEqual(['B', 'C']);
  });

  it('has no last news when there is nothing', () => {
    expect(splitNews([])).toEqual({ last: null, other: [] });
  });
});

describe('articleTime', () => {
  const now = Date.UTC(2026, 10, 23, 9, 5, 0);

  it('reads the pubDate as UTC and words it relative to now', () => {
    expect(articleTime('2026-11-23 09:00:00', now)).toMatchObject({
      dateTime: '2026-11-23T09:00:00.000Z',
      relative: '5 minutes ago',
    });
    expect(articleTime('2026-11-26 09:05:00', now)?.relative).toBe('In 3 days');
  });

  it('has nothing to say about a date it cannot read', () => {
    expect(articleTime('soon', now)).toBeNull();
  });
});

describe('creatorsText', () => {
  it('names one, two or more creators as a sentence would', () => {
    expect(creatorsText(['Ana'])).toBe('By Ana');
    expect(creatorsText(['Ana', 'Rui'])).toBe('By Ana and Rui');
    expect(creatorsText(['Ana', 'Rui', 'Eva'])).toBe('By Ana, Rui and Eva');
  });

  it('says nothing when nobody is named, and names nobody twice', () => {
    expect(creatorsText(null)).toBeNull();
    expect(creatorsText(['', '  '])).toBeNull();
    expect(creatorsText(['Ana', ' Ana '])).toBe('By Ana');
  });
});

describe('articleCategories', () => {
  it('lists each category once, without empty ones', () => {
    expect(articleCategories({ category: ['top', 'world', 'top', ''] })).toEqual(['top', 'world']);
  });
});

describe('the news in Portuguese', () => {
  afterEach(() => showLanguage('en', en));

  it('names the tabs, the creators and the time in the language the app is drawn in', () => {
    showLanguage('pt-BR', ptBR);
    expect(newsTabs()[0]).toEqual({ label: 'Todas as categorias', category: undefined });
    expect(newsTabs().find(({ category }) => category === 'sports')?.label).toBe('esportes');
    expect(creatorsText(['Ana', 'Rui', 'Eva'])).toBe('Por Ana, Rui e Eva');
    const now = Date.parse('2026-11-23T09:05:00Z');
    expect(articleTime('2026-11-26 09:05:00', now)?.relative).toBe('Em 3 dias');
  });
});
