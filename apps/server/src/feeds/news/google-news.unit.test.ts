import { appendNews, newsArticleSchema, newsPageSchema, pubDateTime, type NewsArticle } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  testSignal as signal,
  testUpstream as upstream,
  useFakeUpstream,
} from '../testing/provider-test-kit';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { UpstreamError } from '../upstream';
import { googleNewsEdition } from './google-news-editions';
import { googleNewsFeed } from './google-news-feeds';
import type { RssItem } from './rss';
import { googleNews, googleNewsArticles } from './google-news';

const fake = useFakeUpstream();

const provider = () => googleNews(upstream, fake.baseUrl('google-news'));
const lastCall = () => fake.calls('google-news').at(-1)!;
const titles = (articles: readonly NewsArticle[]) => articles.map(({ title }) => title);

describe('Google News editions and feeds', () => {
  it('derives hl, gl and ceid from the edition language', () => {
    expect(googleNewsEdition('US')).toEqual({ hl: 'en-US', gl: 'US', ceid: 'US:en' });
    expect(googleNewsEdition('GB')).toEqual({ hl: 'en-GB', gl: 'GB', ceid: 'GB:en' });
    expect(googleNewsEdition('BR')).toEqual({ hl: 'pt-BR', gl: 'BR', ceid: 'BR:pt-419' });
    expect(googleNewsEdition('PT')).toEqual({ hl: 'pt-PT', gl: 'PT', ceid: 'PT:pt-150' });
    expect(googleNewsEdition('MX')).toEqual({ hl: 'es-419', gl: 'MX', ceid: 'MX:es-419' });
    expect(googleNewsEdition('ES')).toEqual({ hl: 'es', gl: 'ES', ceid: 'ES:es' });
    expect(googleNewsEdition('CN')).toEqual({ hl: 'zh-CN', gl: 'CN', ceid: 'CN:zh-Hans' });
    expect(googleNewsEdition('TW')).toEqual({ hl: 'zh-TW', gl: 'TW', ceid: 'TW:zh-Hant' });
    expect(googleNewsEdition('HK')).toEqual({ hl: 'zh-HK', gl: 'HK', ceid: 'HK:zh-Hant' });
    expect(googleNewsEdition('JP')).toEqual({ hl: 'ja', gl: 'JP', ceid: 'JP:ja' });
    expect(googleNewsEdition('IL')).toEqual({ hl: 'he', gl: 'IL', ceid: 'IL:he' });
  });

  it('has no edition for a country Google News does not cover', () => {
    expect(googleNewsEdition('DK')).toBeNull();
    expect(googleNewsEdition('IS')).toBeNull();
  });

  it('maps categories to the front page, topic sections and searches', () => {
    const edition = { hl: 'fr', gl: 'FR', ceid: 'FR:fr' };
    expect(googleNewsFeed('FR', undefined)).toEqual({ path: '', query: edition });
    expect(googleNewsFeed('FR', 'top')).toEqual({ path: '', query: edition });
    expect(googleNewsFeed('FR', 'sports')).toEqual({
      path: '/headlines/section/topic/SPORTS',
      query: edition,
    });
    expect(googleNewsFeed('FR', 'world')).toEqual({ path: '/headlines/section/topic/WORLD', query: edition });
    expect(googleNewsFeed('FR', 'politics')).toEqual({
      path: '/search',
      query: { q: 'politics when:7d', ...edition },
    });
  });

  it('searches the US edition for the quoted name of a country without an edition', () => {
    const us = { hl: 'en-US', gl: 'US', ceid: 'US:en' };
    expect(googleNewsFeed('DK', undefined)).toEqual({
      path: '/search',
      query: { q: '"Denmark" when:7d', ...us },
    });
    expect(googleNewsFeed('DK', 'top')).toEqual({
      path: '/search',
      query: { q: '"Denmark" when:7d', ...us },
    });
    expect(googleNewsFeed('DK', 'business')).toEqual({
      path: '/search',
      query: { q: '"Denmark" business when:7d', ...us },
    });
  });
});

describe('googleNewsArticles', () => {
  const item = (index: number, extra: Partial<RssItem> = {}): RssItem => ({
    title: `Story ${index} - Daily ${index}`,
    link: `https://news.google.com/rss/articles/CBMi${index}?oc=5`,
    pubDate: new Date(Date.UTC(2026, 10, 23, 9) - index * 60_000).toUTCString(),
    source: { name: `Daily ${index}`, url: null },
    ...extra,
  });

  it('keeps the 100 newest of a longer feed', () => {
    const items = Array.from({ length: 130 }, (_, index) => item(129 - index));
    const articles = googleNewsArticles(items, 'world');
    expect(articles).toHaveLength(100);
    expect(articles[0]).toMatchObject({
      title: 'Story 0',
      pubDate: '2026-11-23 09:00:00',
      category: ['world'],
    });
    expect(articles[99]?.title).toBe('Story 99');
  });

  it('leaves out items without a web link or a readable date, and keeps a title Google did not suffix', () => {
    const articles = googleNewsArticles(
      [
        item(1, { link: 'javascript:alert(1)' }),
        item(2, { pubDate: null }),
        item(3, { pubDate: 'soon' }),
        item(4, { source: null }),
        item(5, { title: 'Story 5 - Another Paper' }),
      ],
      'top',
    );
    expect(articles.map(({ title, creator, source_id }) => [title, creator, source_id])).toEqual([
      ['Story 4 - Daily 4', null, null],
      ['Story 5 - Another Paper', ['Daily 5'], 'Daily 5'],
    ]);
  });
});

describe('googleNews provider', () => {
  it('reads the edition front page and maps each item to the contract', async () => {
    const articles = await provider().fetch({ country: 'BR' }, signal());

    const call = lastCall();
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/');
    expect(Object.fromEntries(call.query)).toEqual({ hl: 'pt-BR', gl: 'BR', ceid: 'BR:pt-419' });
    expect(call.headers['user-agent']).toBe('Wayfarer test');

    expect(z.array(newsArticleSchema).parse(articles)).toEqual(articles);
    // 29 items: one undated, one repeating another's headline.
    expect(articles).toHaveLength(27);
    const metro = articles.find(({ title }) => title.toLowerCase().includes('city council approves'));
    expect(metro).toMatchObject({
      // The newer of the two copies, its Google suffix ' - Associated Press' and spaces gone.
      title: 'TOP STORIES BR #3: CITY COUNCIL APPROVES NEW METRO LINE',
      description: null,
      image_url: null,
      category: ['top'],
      creator: ['Associated Press'],
      source_id: 'Associated Press',
    });
    expect(metro?.link).toMatch(/^https:\/\/news\.google\.com\/rss\/articles\/CBMi[\w-]+\?oc=5$/);
    expect(metro?.pubDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(pubDateTime(metro!.pubDate)! - (Date.now() - 60_000))).toBeLessThan(10_000);
    expect(titles(articles).filter((title) => title.toLowerCase().includes('city council'))).toHaveLength(1);
    expect(titles(articles)).toContain('Top stories BR #2: Rail & road strikes disrupt holiday travel');
    expect(titles(articles).some((title) => title.includes('undated'))).toBe(false);
    expect(titles(articles).some((title) => / - [A-Z]/.test(title))).toBe(false);
  });

  it('lists the newest first, with stable and distinct ids', async () => {
    const first = await provider().fetch({ country: 'BR' }, signal());
    const second = await provider().fetch({ country: 'BR' }, signal());
    const times = first.map(({ pubDate }) => pubDateTime(pubDate)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(first.map(({ article_id }) => article_id)).size).toBe(first.length);
    expect(second.map(({ article_id }) => article_id)).toEqual(first.map(({ article_id }) => article_id));
    expect(first[0]?.article_id).toMatch(/^[\w-]{16}$/);
  });

  it('cuts the feed into pages of 10 linked by nextPage', async () => {
    const news = provider();
    const stored = await news.fetch({ country: 'BR' }, signal());
    const pages = [undefined, '2', '3'].map((page) =>
      newsPageSchema.parse(news.page(stored, { country: 'BR', page })),
    );
    expect(pages.map(({ results }) => results.length)).toEqual([10, 10, 7]);
    expect(pages.map(({ nextPage }) => nextPage)).toEqual(['2', '3', null]);
    expect(pages.flatMap(({ results }) => results)).toEqual(stored);
    expect(pages.reduce<NewsArticle[]>((listed, page) => appendNews(listed, page.results), [])).toHaveLength(
      27,
    );
    expect(news.page(stored, { country: 'BR', page: '4' })).toEqual({ results: [], nextPage: null });
    expect(news.page([], { country: 'BR' })).toEqual({ results: [], nextPage: null });
  });

  it('refuses a page token that is not a page number', async () => {
    const news = provider();
    const stored = await news.fetch({ country: 'BR' }, signal());
    for (const page of ['0', '-1', 'abc', '02', '1764062102738917431x']) {
      const attempt = () => news.page(stored, { country: 'BR', page });
      expect(attempt).toThrow(HttpError);
      try {
        attempt();
      } catch (error) {
        expect(error).toMatchObject({ statusCode: 400, code: 'invalid_request' });
        expect((error as Error).message).toBe('Page must be the nextPage of a previous answer.');
      }
    }
  });

  it('reads a topic section for the categories Google has one for', async () => {
    const articles = await provider().fetch({ country: 'JP', category: 'business' }, signal());
    expect(lastCall().path).toBe('/headlines/section/topic/BUSINESS');
    expect(Object.fromEntries(lastCall().query)).toEqual({ hl: 'ja', gl: 'JP', ceid: 'JP:ja' });
    expect(articles).toHaveLength(27);
    expect(articles.every(({ title }) => /^business jp #\d+: /i.test(title))).toBe(true);
    expect(articles.every(({ category }) => category.length === 1 && category[0] === 'business')).toBe(true);
  });

  it('searches the edition for the categories without a section', async () => {
    const articles = await provider().fetch({ country: 'PT', category: 'tourism' }, signal());
    expect(lastCall().path).toBe('/search');
    expect(Object.fromEntries(lastCall().query)).toEqual({
      q: 'tourism when:7d',
      hl: 'pt-PT',
      gl: 'PT',
      ceid: 'PT:pt-150',
    });
    expect(articles).toHaveLength(12);
    expect(articles[0]).toMatchObject({
      title: 'Search PT tourism when:7d #1: Central bank holds rates steady as inflation cools',
    });
    expect(articles.every(({ category }) => category[0] === 'tourism')).toBe(true);
  });

  it('searches for the country by name where there is no edition', async () => {
    const articles = await provider().fetch({ country: 'DK', category: 'food' }, signal());
    expect(lastCall().path).toBe('/search');
    expect(lastCall().query.get('q')).toBe('"Denmark" food when:7d');
    expect(lastCall().query.get('ceid')).toBe('US:en');
    expect(articles[0]?.title).toMatch(/^Search US "Denmark" food when:7d #1: /);
  });

  it('takes a feed without items as an empty list', async () => {
    const articles = await provider().fetch({ country: 'AQ' }, signal());
    expect(lastCall().query.get('q')).toBe('"Antarctica" when:7d');
    expect(articles).toEqual([]);
  });

  it('shares one fetch between no category and top, and none between pages', () => {
    const news = provider();
    expect(news.cacheKey({ country: 'BR' })).toBe(news.cacheKey({ country: 'BR', category: 'top' }));
    expect(news.cacheKey({ country: 'BR', page: '3' })).toBe(news.cacheKey({ country: 'BR' }));
    expect(news.cacheKey({ country: 'BR', category: 'business' })).not.toBe(news.cacheKey({ country: 'BR' }));
    expect(news.cacheKey({ country: 'PT' })).not.toBe(news.cacheKey({ country: 'BR' }));
  });

  it('fails on an HTML page answered with 200 instead of listing nothing', async () => {
    fake.behave('google-news', 'garbage');
    const failure = await provider()
      .fetch({ country: 'BR' }, signal())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ provider: 'google-news', reason: 'invalid' });
  });

  it('fails on an error status, without the address in the message', async () => {
    fake.behave('google-news', 'fail');
    const failure = await provider()
      .fetch({ country: 'BR' }, signal())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'status', status: 500 });
    expect((failure as Error).message).not.toContain('127.0.0.1');
  });

  it('gives up at the shared deadline', async () => {
    fake.behave('google-news', 'hang');
    const failure = await provider()
      .fetch({ country: 'BR' }, AbortSignal.timeout(100))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'timeout' });
  });

  it('credits Google News', () => {
    expect(provider()).toMatchObject({
      name: 'google-news',
      sources: [{ name: 'Google News', url: 'https://news.google.com/' }],
    });
  });
});
