import { describe, expect, it } from 'vitest';
import { iconUrl, imageUrl } from './advices';
import { advicePlaceSchema, advicesQuerySchema } from './schemas';

describe('advicesQuerySchema', () => {
  it('reads the point and the category as numbers', () => {
    expect(advicesQuerySchema.parse({ lat: '38.72', lon: '-9.14', category: '13003' })).toEqual({
      lat: 38.72,
      lon: -9.14,
      category: 13003,
    });
    expect(advicesQuerySchema.parse({ lat: '0', lon: '0', category: '' })).toEqual({ lat: 0, lon: 0 });
  });

  it.each([
    [{ lat: '', lon: '' }, 'lat'],
    [{ lat: '38.7' }, 'lon'],
    [{ lat: 'abc', lon: '1' }, 'lat'],
    [{ lat: '91', lon: '1' }, 'lat'],
    [{ lat: '1', lon: '-180.5' }, 'lon'],
    [{ lat: '1', lon: 'Infinity' }, 'lon'],
    [{ lat: '1', lon: '1', category: '12345' }, 'category'],
  ])('refuses %j naming %s', (query, field) => {
    expect(advicesQuerySchema.safeParse(query).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('picture addresses', () => {
  it('put the size between the two halves', () => {
    expect(imageUrl({ prefix: 'https://img.example/a/', suffix: '/b.jpg' })).toBe(
      'https://img.example/a/original/b.jpg',
    );
    expect(iconUrl({ prefix: 'https://img.example/bar_', suffix: '.png' })).toBe(
      'https://img.example/bar_64.png',
    );
  });

  it('refuses a place whose picture is not on the web', () => {
    const place = {
      id: 'node/1',
      name: 'Bar',
      images: [{ prefix: 'javascript:alert(1)//', suffix: '' }],
      categories: [],
      location: { formatted_address: '' },
      geocodes: { main: { latitude: 0, longitude: 0 } },
    };
    expect(advicePlaceSchema.safeParse(place).success).toBe(false);
    expect(advicePlaceSchema.safeParse({ ...place, images: [] }).success).toBe(true);
  });
});
