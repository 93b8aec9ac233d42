import { weatherSchema } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../testing/test-database';
import { FAKE_OPENWEATHER_KEY } from './testing/openweather';
import { startFeedsApp, TEST_FEED_TIMEOUT_MS, type FeedsHarness } from '../testing/feeds-harness';

describe.each(engines)('GET /api/cities/weather on %s', (engine) => {
  describe('from Open-Meteo, the keyless default', () => {
    let h: FeedsHarness;
    beforeAll(async () => {
      h = await startFeedsApp(engine);
    });
    afterAll(() => h.close());

    it("answers OpenWeatherMap's shape in kelvin, for the atlas city's coordinates", async () => {
      const response = await h.get('/cities/weather', { city: 'tokyo', country: 'jp' });
      expect(response.statusCode).toBe(200);
      const weather = weatherSchema.parse(response.json());
      expect(weather).toEqual({
        coord: { lat: 35.69, lon: 139.69 },
        weather: [{ id: 804, main: 'Clouds', description: 'overcast clouds', icon: '04d' }],
        main: { temp: 290.45, feels_like: 289.25, humidity: 72 },
        wind: { speed: 4.2 },
        dt: expect.any(Number),
        timezone: 9 * 3600,
        name: 'Tokyo',
      });
      expect(Math.abs(weather.dt - Date.now() / 1000)).toBeLessThan(16 * 60);
      const [call] = h.fake.calls('open-meteo');
      expect(call?.path).toBe('/v1/forecast');
      expect(Object.fromEntries(call?.query ?? [])).toEqual({
        latitude: '35.69',
        longitude: '139.69',
        current:
          'temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,is_day,wind_speed_10m',
        wind_speed_unit: 'ms',
        timezone: 'auto',
      });
      expect(call?.headers['user-agent']).toMatch(/^Wayfarer\//);
    });

    it('answers 404 for a city the atlas does not know in that country, without asking the upstream', async () => {
      h.fake.resetCalls();
      const response = await h.get('/cities/weather', { city: 'Tokyo', country: 'FR' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'not_found',
        message: "No city called 'Tokyo' is known in France.",
      });
      expect(h.fake.calls('open-meteo')).toHaveLength(0);
    });

    it.each([
      [{ country: 'PT' }, 'City'],
      [{ city: '', country: 'PT' }, 'City'],
      [{ city: 'Lisbon' }, 'Country'],
      [{ city: 'Lisbon', country: '' }, 'Country'],
      [{ city: 'Lisbon', country: 'Portugalia' }, 'Country'],
    ])('answers 400 for %j, naming %s', async (query, field) => {
      const response = await h.get('/cities/weather', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_request',
        message: expect.stringMatching(new RegExp(field, 'i')),
      });
    });

    it('needs a session', async () => {
      const response = await h.t.app.inject({
        method: 'GET',
        url: '/api/cities/weather?city=Lisbon&country=PT',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('from OpenWeatherMap, when its key is set', () => {
    let h: FeedsHarness;
    beforeAll(async () => {
      h = await startFeedsApp(engine, { OPENWEATHER_API_KEY: FAKE_OPENWEATHER_KEY });
    });
    afterAll(() => h.close());

    it('answers its current weather, named for our city, and sends the key', async () => {
      const response = await h.get('/cities/weather', { city: 'Lisbon', country: 'PT' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        coord: { lat: 38.72, lon: -9.13 },
        weather: [{ id: 501, main: 'Rain', description: 'moderate rain', icon: '10d' }],
        main: { temp: 284.2, feels_like: 282.93, humidity: 60 },
        timezone: 7200,
        name: 'Lisbon',
      });
      expect(h.fake.calls('openweather')[0]?.query.get('appid')).toBe(FAKE_OPENWEATHER_KEY);
      expect(h.fake.calls('open-meteo')).toHaveLength(0);
    });

    it("answers 503 when the upstream never answers, giving up at the feed's deadline", async () => {
      h.fake.behave('openweather', 'hang');
      const response = await h.get('/cities/weather', { city: 'Paris', country: 'FR' });
      expect(response.statusCode).toBe(503);
      expect(h.refreshFailures()).toContainEqual({
        key: expect.stringContaining(':weather:openweather:'),
        reason: `feed: no answer within ${TEST_FEED_TIMEOUT_MS} ms`,
      });
    });
  });
});
