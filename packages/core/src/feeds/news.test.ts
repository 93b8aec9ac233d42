import { describe, expect, it } from 'vitest';
import { appendNews, isNewsCategory, NEWS_CATEGORIES, pubDateTime, toPubDate } from './news';
import { newsCategorySchema, newsQuerySchema } from './schemas';

describe('appendNews (spec section 4)', () => {
  it('appends a page, leaving out titles already listed, whatever their case and spaces', () => {
    const listed = [{ title: 'Rain in Lisbon' }, { title: 'Tram strike' }];
    const page = [{ title: '  rain in lisbon ' }, { title: 'New museum' }, { title: 'NEW MUSEUM' }];
    expect(appendNews(listed, page).map(({ title }) => title)).toEqual([
      'Rain in Lisbon',
      'Tram strike',
      'New museum',
    ]);
  });

  it('starts a list from nothing', () => {
    expect(appendNews([], [{ title: 'A' }, { title: 'a' }])).toEqual([{ title: 'A' }]);
  });
});

describe('pubDate', () => {
  it("reads newsdata.io's form as UTC and writes it back", () => {
    const time = Date.UTC(2026, 10, 23, 9, 5, 7);
    expect(pubDateTime('2026-11-23 09:05:07')).toBe(time);
    expect(toPubDate(time)).toBe('2026-11-23 09:05:07');
  });

  it('reads RSS and ISO dates too, and nothing from garbage', () => {
    expect(pubDateTime('Mon, 23 Nov 2026 09:05:07 GMT')).toBe(Date.UTC(2026, 10, 23, 9, 5, 7));
    expect(pubDateTime('2026-11-23T09:05:07Z')).toBe(Date.UTC(2026, 10, 23, 9, 5, 7));
    expect(pubDateTime('yesterday')).toBeNull();
  });
});

describe('newsQuerySchema', () => {
  it('reads the country, and an empty category or page as none', () => {
    expect(newsQuerySchema.parse({ country: 'br', category: '', page: '' })).toEqual({ country: 'BR' });
    expect(newsQuerySchema.parse({ country: 'BR', category: 'sports', page: '2' })).toEqual({
      country: 'BR',
      category: 'sports',
      page: '2',
    });
  });

  it('refuses an empty country, an unknown category and a page that is not a token', () => {
    expect(newsQuerySchema.safeParse({ country: '' }).error?.issues[0]?.path).toEqual(['country']);
    expect(newsQuerySchema.safeParse({ country: 'BR', category: 'gossip' }).error?.issues[0]?.path).toEqual([
      'category',
    ]);
    expect(newsQuerySchema.safeParse({ country: 'BR', page: '../etc' }).error?.issues[0]?.path).toEqual([
      'page',
    ]);
  });
});

describe('isNewsCategory', () => {
  it('accepts exactly what the API accepts as a category', () => {
    for (const text of [...NEWS_CATEGORIES, 'Sports', ' sports', '', 'all', null, undefined]) {
      expect(isNewsCategory(text)).toBe(newsCategorySchema.safeParse(text).success);
    }
  });
});
