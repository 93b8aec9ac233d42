import { advicePlaceListSchema, iconUrl, imageUrl, type AdvicePlace } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../testing/test-database';
import { FAKE_FOURSQUARE_KEY } from './testing/foursquare';
import { startFeedsApp, TEST_PUBLIC_URL, type FeedsHarness } from '../testing/feeds-harness';

const LISBON = { lat: '38.716671', lon: '-9.133331' };

describe.each(engines)('GET /api/cities/advices on %s', (engine) => {
  describe('from OpenStreetMap, the keyless default', () => {
    let h: FeedsHarness;
    beforeAll(async () => {
      h = await startFeedsApp(engine);
    });
    afterAll(() => h.close());

    it("answers a category's places in Foursquare's shape, with our icons and Commons pictures", async () => {
      const response = await h.get('/cities/advices', { ...LISBON, category: '16000' });
      expect(response.statusCode).toBe(200);
      const places = advicePlaceListSchema.parse(response.json());
      expect(places.length).toBeGreaterThan(2);
      for (const place of places) {
        expect(place.categories[0]?.id).toBe(16000);
        expect(iconUrl(place.categories[0]!.icon)).toBe(`${TEST_PUBLIC_URL}/api/place-icons/landmark_64.svg`);
        expect(place.id).toMatch(/^osm:(node|way|relation)\/\d+$/);
      }
      const pictured = places.filter(({ images }) => images.length > 0);
      expect(pictured.length).toBeGreaterThan(0);
      // Places with a picture come first.
      expect(places.slice(0, pictured.length)).toEqual(pictured);
      expect(imageUrl(pictured[0]!.images[0]!)).toMatch(/^https:\/\//);
      const [call] = h.fake.calls('overpass');
      expect(call?.method).toBe('POST');
      const query = new URLSearchParams(call?.body).get('data') ?? '';
      // The point is rounded to a grid of about 1 km, so that a destination's requests share one answer.
      expect(query).toContain('around:10000,38.720000,-9.130000');
      expect(query).toContain('["tourism"="attraction"]["name"]');
      expect(query).not.toContain('amenity');
    });

    it('answers every point of a grid cell of about 1 km from one upstream call', async () => {
      h.fake.resetCalls();
      const steps = Array.from({ length: 10 }, (_, step) => ({
        lat: (38.716671 + step * 0.0003).toFixed(6),
        lon: (-9.133331 + step * 0.0003).toFixed(6),
        category: '13065',
      }));
      const answers = await Promise.all(steps.map((query) => h.get('/cities/advices', query)));
      expect(answers.map(({ statusCode }) => statusCode)).toEqual(steps.map(() => 200));
      expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
      const calls = h.fake.calls('overpass');
      expect(calls).toHaveLength(1);
      expect(new URLSearchParams(calls[0]?.body).get('data')).toContain('around:10000,38.720000,-9.130000');
    });

    it('mixes every category when none is asked for (the dashboard strip)', async () => {
      const places = (await h.get('/cities/advices', LISBON)).json<AdvicePlace[]>();
      const firstFive = places.slice(0, 5).map(({ categories }) => categories[0]?.id);
      expect(new Set(firstFive)).toEqual(new Set([10000, 13003, 16000, 13065, 18000]));
    });

    it('serves its category icons to anyone, as SVG', async () => {
      const response = await h.t.app.inject({ method: 'GET', url: '/api/place-icons/bar_64.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect((await h.t.app.inject({ method: 'GET', url: '/api/place-icons/spa_64.svg' })).statusCode).toBe(
        404,
      );
      expect((await h.t.app.inject({ method: 'GET', url: '/api/place-icons/bar.png' })).statusCode).toBe(400);
    });

    it('answers a browser that holds an icon with a 304 and no body, and sends another icon whole', async () => {
      const icon = (file: string, ifNoneMatch?: string) =>
        h.t.app.inject({
          method: 'GET',
          url: `/api/place-icons/${file}`,
          headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
        });
      const first = await icon('bar_64.svg');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/"[\w-]{22}"$/);

      const again = await icon('bar_64.svg', String(etag));
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const other = await icon('sports_64.svg', String(etag));
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
      expect(other.body).toMatch(/^<svg/);
    });

    it.each([
      [{ lat: '', lon: '' }, 'latitude'],
      [{ lat: '38.7' }, 'longitude'],
      [{ lat: 'north', lon: '-9.1' }, 'latitude'],
      [{ lat: '38.7', lon: '181' }, 'longitude'],
      [{ lat: '-90.01', lon: '0' }, 'latitude'],
      [{ ...LISBON, category: '99999' }, 'category'],
    ])('answers 400 for %j, naming %s', async (query, field) => {
      const response = await h.get('/cities/advices', query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message.toLowerCase()).toContain(field);
    });
  });

  describe('from Foursquare, when its key is set', () => {
    let h: FeedsHarness;
    beforeAll(async () => {
      h = await startFeedsApp(engine, { FOURSQUARE_API_KEY: FAKE_FOURSQUARE_KEY });
    });
    afterAll(() => h.close());

    it('answers its places, photos and icons, sending the key', async () => {
      const response = await h.get('/cities/advices', { ...LISBON, category: '13003' });
      expect(response.statusCode).toBe(200);
      const places = advicePlaceListSchema.parse(response.json());
      expect(places.length).toBeGreaterThan(0);
      expect(places.some(({ images }) => images.length > 0)).toBe(true);
      const [call] = h.fake.calls('foursquare');
      expect(call?.headers.authorization).toBe(FAKE_FOURSQUARE_KEY);
      expect(call?.query.get('categories')).toBe('13003');
      expect(call?.query.get('ll')).toBe('38.72,-9.13');
      expect(h.fake.calls('overpass')).toHaveLength(0);
    });
  });
});
