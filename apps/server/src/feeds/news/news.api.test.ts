import { appendNews, newsPageSchema, pubDateTime, type NewsArticle } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../testing/test-database';
import { FAKE_NEWSDATA_KEY, NEWSDATA_SECOND_PAGE } from './testing/newsdata';
import { startFeedsApp, type FeedsHarness } from '../testing/feeds-harness';

describe.each(engines)('GET /api/cities/noticies on %s', (engine) => {
  describe('from Google News, the keyless default', () => {
    let h: FeedsHarness;
    beforeAll(async () => {
      h = await startFeedsApp(engine);
    });
    afterAll(() => h.close());

    it("pages the country's front page by 10, newest first, from one upstream call", async () => {
      const pages = [];
      let token: string | null = null;
      do {
        const response = await h.get('/cities/noticies', { country: 'br', ...(token && { page: token }) });
        expect(response.statusCode).toBe(200);
        const page = newsPageSchema.parse(response.json());
        pages.push(page);
        token = page.nextPage;
      } while (token);
      expect(pages.map(({ results }) => results.length)).toEqual([10, 10, 7]);
      expect(pages.map(({ nextPage }) => nextPage)).toEqual(['2', '3', null]);
      const articles = pages.flatMap(({ results }) => results);
      const times = articles.map(({ pubDate }) => pubDateTime(pubDate) ?? Number.NaN);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // The same headline in capitals is listed once; paging never repeats an article.
      expect(appendNews<NewsArticle>([], articles)).toHaveLength(27);
      expect(articles[0]).toMatchObject({
        title: expect.stringMatching(/^TOP STORIES BR #3/),
        link: expect.stringMatching(/^https:\/\/news\.google\.com\/rss\/articles\//),
        image_url: null,
        category: ['top'],
        creator: ['Associated Press'],
      });
      expect(h.fake.calls('google-news')).toHaveLength(1);
      const [call] = h.fake.calls('google-news');
      expect(Object.fromEntries(call?.query ?? [])).toEqual({ hl: 'pt-BR', gl: 'BR', ceid: 'BR:pt-419' });
    });

    it("reads a category from Google's topic section, or from a search when Google has no section", async () => {
      const sports = (await h.get('/cities/noticies', { country: 'JP', category: 'sports' })).json<{
        results: NewsArticle[];
      }>();
      expect(sports.results[0]?.title).toMatch(/^sports jp #/i);
      expect(sports.results[0]?.category).toEqual(['sports']);
      const tourism = (await h.get('/cities/noticies', { country: 'JP', category: 'tourism' })).json<{
        results: NewsArticle[];
      }>();
      expect(tourism.results[0]?.title).toMatch(/^Search JP tourism when:7d #/);
      const paths = h.fake.calls('google-news').map(({ path }) => path);
      expect(paths).toContain('/headlines/section/topic/SPORTS');
      expect(paths).toContain('/search');
    });

    it('answers an empty page for a country whose search finds nothing', async () => {
      const response = await h.get('/cities/noticies', { country: 'AQ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ results: [], nextPage: null });
    });

    it.each([
      [{ country: '' }, 'country'],
      [{}, 'country'],
      [{ country: 'BR', category: 'gossip' }, 'category'],
      [{ country: 'BR', page: 'abc' }, 'page'],
      [{ country: 'BR', page: '../../etc' }, 'page'],
    ])('answers 400 for %j, naming %s', async (query, field) => {
      const response = await h.get('/cities/noticies', query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message.toLowerCase()).toContain(field);
    });
  });

  describe('from newsdata.io, when its key is set', () => {
    let h: FeedsHarness;
    beforeAll(async () => {
      h = await startFeedsApp(engine, { NEWSDATA_API_KEY: FAKE_NEWSDATA_KEY });
    });
    afterAll(() => h.close());

    it("passes newsdata's own page tokens through, one cached fetch per page", async () => {
      const first = newsPageSchema.parse(
        (await h.get('/cities/noticies', { country: 'PT', category: 'food' })).json(),
      );
      expect(first.nextPage).toBe(NEWSDATA_SECOND_PAGE);
      expect(first.results.every(({ link }) => /^https?:/.test(link))).toBe(true);
      const second = newsPageSchema.parse(
        (
          await h.get('/cities/noticies', { country: 'PT', category: 'food', page: NEWSDATA_SECOND_PAGE })
        ).json(),
      );
      expect(second.nextPage).toBeNull();
      await h.get('/cities/noticies', { country: 'PT', category: 'food', page: NEWSDATA_SECOND_PAGE });
      const calls = h.fake.calls('newsdata');
      expect(calls).toHaveLength(2);
      expect(Object.fromEntries(calls[1]?.query ?? [])).toEqual({
        apikey: FAKE_NEWSDATA_KEY,
        country: 'pt',
        category: 'food',
        page: NEWSDATA_SECOND_PAGE,
      });
      expect(h.fake.calls('google-news')).toHaveLength(0);
    });
  });
});
