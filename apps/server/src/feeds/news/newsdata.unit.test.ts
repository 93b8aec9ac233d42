import { newsPageSchema } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  failureOf,
  testSignal as signal,
  testUpstream as upstream,
  useFakeUpstream,
} from '../testing/provider-test-kit';
import { FAKE_NEWSDATA_KEY, NEWSDATA_SECOND_PAGE } from './testing/newsdata';
import { UpstreamError, type UpstreamClient } from '../upstream';
import { newsdata } from './newsdata';

const fake = useFakeUpstream();

const provider = (key = FAKE_NEWSDATA_KEY) => newsdata(upstream, fake.baseUrl('newsdata'), key);
const lastCall = () => fake.calls('newsdata').at(-1)!;

describe('newsdata provider', () => {
  it('asks for the latest news of the country and category with the key', async () => {
    await provider().fetch({ country: 'BR', category: 'business' }, signal());
    const call = lastCall();
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/latest');
    expect(Object.fromEntries(call.query)).toEqual({
      apikey: FAKE_NEWSDATA_KEY,
      country: 'br',
      category: 'business',
    });
  });

  it('maps the first page to the contract, without the duplicate and the non-web link', async () => {
    const page = await provider().fetch({ country: 'BR', category: 'business' }, signal());
    expect(newsPageSchema.parse(page)).toEqual(page);
    expect(page.nextPage).toBe(NEWSDATA_SECOND_PAGE);
    // 10 results: one repeats another's title in capitals, one links to javascript:.
    expect(page.results).toHaveLength(8);
    const titles = page.results.map(({ title }) => title);
    expect(titles.filter((title) => title.toLowerCase().includes('new metro line'))).toEqual([
      'BR business: New metro line approved by council',
    ]);
    expect(titles.some((title) => title.includes('win a prize'))).toBe(false);
    expect(page.results.every(({ link }) => /^https:\/\//.test(link))).toBe(true);

    expect(page.results[0]).toMatchObject({
      title: 'BR business: Central bank holds rates steady',
      link: expect.stringMatching(/^https:\/\/www\.reuters\.com\/news\//),
      description: 'Central bank holds rates steady. The full story from Reuters.',
      image_url: expect.stringMatching(/^https:\/\/images\.example\.net\/reuters\//),
      category: ['business'],
      creator: ['Ana Costa'],
      pubDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      source_id: 'reuters',
    });
    expect(page.results[0]?.article_id).toMatch(/^[0-9a-f]{32}$/);
    const heatwave = page.results.find(({ title }) => title.includes('Heatwave'));
    expect(heatwave).toMatchObject({ image_url: null, creator: null });
    expect(page.results.find(({ title }) => title.includes('metro'))?.creator).toEqual([
      'João Silva',
      'Maria Lima',
    ]);
  });

  it('follows nextPage to the last page', async () => {
    const page = await provider().fetch(
      { country: 'BR', category: 'business', page: NEWSDATA_SECOND_PAGE },
      signal(),
    );
    expect(lastCall().query.get('page')).toBe(NEWSDATA_SECOND_PAGE);
    expect(newsPageSchema.parse(page).results).toHaveLength(6);
    expect(page.nextPage).toBeNull();
    expect(page.results[0]?.title).toBe('BR business: Floods close mountain roads');
  });

  it('sends no category when none is asked, and keeps the categories newsdata.io gives', async () => {
    const page = await provider().fetch({ country: 'PT' }, signal());
    expect(lastCall().query.has('category')).toBe(false);
    expect(lastCall().query.has('page')).toBe(false);
    expect(lastCall().query.get('country')).toBe('pt');
    expect(page.results[0]?.category).toEqual(['top']);
    expect(page.results[0]?.title).toBe('PT latest: Central bank holds rates steady');
  });

  it('caches each page on its own, and serves the stored page as it is', async () => {
    const news = provider();
    expect(news.cacheKey({ country: 'BR' })).not.toBe(
      news.cacheKey({ country: 'BR', page: NEWSDATA_SECOND_PAGE }),
    );
    expect(news.cacheKey({ country: 'BR' })).not.toBe(news.cacheKey({ country: 'BR', category: 'top' }));
    expect(news.cacheKey({ country: 'BR', category: 'food' })).not.toBe(
      news.cacheKey({ country: 'PT', category: 'food' }),
    );
    const stored = await news.fetch({ country: 'BR' }, signal());
    expect(news.page(stored, { country: 'BR' })).toBe(stored);
  });

  it("fails on newsdata.io's 401 for a wrong key, naming its code but not the key", async () => {
    const failure = await failureOf(provider('wrong-key').fetch({ country: 'BR' }, signal()));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ provider: 'newsdata', reason: 'status', status: 401 });
    expect((failure as Error).message).toContain('Unauthorized');
    expect((failure as Error).message).not.toContain('wrong-key');
  });

  it("fails on newsdata.io's 422 for a page token it does not know", async () => {
    const failure = await failureOf(provider().fetch({ country: 'BR', page: 'stale-token' }, signal()));
    expect(failure).toMatchObject({ reason: 'status', status: 422 });
  });

  it('fails on garbage and on an error status', async () => {
    fake.behave('newsdata', 'garbage');
    expect(await failureOf(provider().fetch({ country: 'BR' }, signal()))).toMatchObject({
      reason: 'invalid',
    });
    fake.behave('newsdata', 'fail');
    expect(await failureOf(provider().fetch({ country: 'BR' }, signal()))).toMatchObject({
      reason: 'status',
      status: 500,
    });
  });

  it("fails on an error answered with 200, and rewrites other date forms to newsdata.io's", async () => {
    const answering = (body: unknown): UpstreamClient => ({
      fetch: async () => ({ status: 200, text: JSON.stringify(body) }),
      text: () => Promise.reject(new Error('unused')),
      json: () => Promise.reject(new Error('unused')),
    });
    const error = {
      status: 'error',
      results: { message: 'Rate limit exceeded.', code: 'RateLimitExceeded' },
    };
    const failure = await failureOf(
      newsdata(answering(error), 'http://127.0.0.1:1', 'k').fetch({ country: 'BR' }, signal()),
    );
    expect(failure).toMatchObject({ reason: 'status' });
    expect((failure as Error).message).toContain('RateLimitExceeded');

    const result = (pubDate: string, title: string) => ({
      article_id: title,
      title,
      link: `https://a.example/${title}`,
      creator: ['  ', 'Ana'],
      pubDate,
    });
    const page = await newsdata(
      answering({
        status: 'success',
        results: [
          result('2026-11-23T09:05:07Z', 'iso'),
          result('not a date', 'unreadable'),
          result('2026-11-23 09:05:07', 'native'),
        ],
        nextPage: 'not a token!',
      }),
      'http://127.0.0.1:1',
      'k',
    ).fetch({ country: 'BR' }, signal());
    expect(page).toEqual({
      results: [
        expect.objectContaining({
          title: 'iso',
          pubDate: '2026-11-23 09:05:07',
          creator: ['Ana'],
          category: [],
        }),
        expect.objectContaining({
          title: 'native',
          pubDate: '2026-11-23 09:05:07',
          image_url: null,
          description: null,
        }),
      ],
      // A token the client could not send back is no token.
      nextPage: null,
    });
  });

  it('credits NewsData.io', () => {
    expect(provider()).toMatchObject({
      name: 'newsdata',
      sources: [{ name: 'NewsData.io', url: 'https://newsdata.io/' }],
    });
  });
});
