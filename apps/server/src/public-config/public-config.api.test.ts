import { publicConfigSchema } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';

describe.each(engines)('GET /api/config on %s', (engine) => {
  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine);
    });
    afterAll(() => t.close());

    it('tells anyone the OpenStreetMap tiles, credited, and the keyless sources of every feed', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.statusCode).toBe(200);
      const config = publicConfigSchema.parse(response.json());
      expect(config.map).toEqual({
        tileUrlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        tileAttribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      });
      expect(config.sources.weather.map(({ name }) => name)).toEqual(['Open-Meteo.com (CC BY 4.0)']);
      expect(config.sources.exchange.map(({ name }) => name)).toEqual([
        'Frankfurter (European Central Bank rates)',
        'fawazahmed0 currency-api',
      ]);
      expect(config.sources.radio.map(({ name }) => name)).toEqual(['radio-browser.info']);
      expect(config.sources.news.map(({ name }) => name)).toEqual(['Google News']);
      expect(config.sources.places.map(({ name }) => name)).toEqual([
        'OpenStreetMap contributors (ODbL)',
        'Wikimedia Commons',
      ]);
    });
  });

  describe('with keys and other tiles configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, {
        OPENWEATHER_API_KEY: 'k1',
        NEWSDATA_API_KEY: 'k2',
        FOURSQUARE_API_KEY: 'k3',
        TILE_URL_TEMPLATE: 'https://tiles.example/{z}/{x}/{y}.png',
        TILE_ATTRIBUTION: 'Tiles © Example',
      });
    });
    afterAll(() => t.close());

    it('names the keyed providers in use, and never the keys', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      const config = publicConfigSchema.parse(response.json());
      expect(config.map).toEqual({
        tileUrlTemplate: 'https://tiles.example/{z}/{x}/{y}.png',
        tileAttribution: 'Tiles © Example',
      });
      expect(config.sources.weather[0]?.name).toBe('OpenWeather');
      expect(config.sources.news[0]?.name).toBe('NewsData.io');
      expect(config.sources.places[0]?.name).toBe('Foursquare');
      expect(response.body).not.toMatch(/k1|k2|k3/);
    });
  });
});
