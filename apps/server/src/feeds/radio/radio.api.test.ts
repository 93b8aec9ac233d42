import { radioStationListSchema } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../testing/test-database';
import { startFeedsApp, type FeedsHarness } from '../testing/feeds-harness';

describe.each(engines)('GET /api/cities/radios on %s', (engine) => {
  let h: FeedsHarness;
  beforeAll(async () => {
    h = await startFeedsApp(engine);
  });
  afterAll(() => h.close());

  it('lists the playable stations, skipping broken streams, repeats and unsafe icons', async () => {
    const response = await h.get('/cities/radios', { country: 'jp' });
    expect(response.statusCode).toBe(200);
    const stream = (name: string) => `${h.fake.baseUrl('radio-browser')}/stream/${name}.wav`;
    expect(radioStationListSchema.parse(response.json())).toEqual([
      {
        id: '9608f9b2-0601-11e8-ae97-52543be04c81',
        name: 'J-Wave',
        url: stream('j-wave'),
        favicon: 'https://radio.example/favicon.png',
      },
      { id: '7d3c1b1e-2a2b-4c1d-9b5e-1f2a3b4c5d6e', name: 'NHK Radio 1', url: stream('nhk-1'), favicon: '' },
      { id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', name: 'Tokyo FM', url: stream('tokyo-fm'), favicon: '' },
    ]);
  });

  it("asks radio-browser's list for its servers, ends with the configured host when they fail, and names us", async () => {
    h.fake.resetCalls();
    await h.get('/cities/radios', { country: 'PT' });
    const [servers, stations, ...more] = h.fake.calls('radio-browser');
    expect(servers?.path).toBe('/json/servers');
    expect(stations?.path).toBe('/json/stations/bycountrycodeexact/PT');
    expect(more).toEqual([]);
    expect(Object.fromEntries(stations?.query ?? [])).toEqual({
      hidebroken: 'true',
      order: 'votes',
      reverse: 'true',
      limit: '50',
    });
    expect(stations?.headers['user-agent']).toBe('Wayfarer/1.0 (+http://wayfarer.test)');
  });

  it("fetches nothing but plain https host names from radio-browser's list, else its own host", async () => {
    h.fake.reset();
    const self = h.fake.baseUrl('radio-browser').replace(/^http:\/\//, '');
    h.fake.serve('radio-browser', '/json/servers', {
      body: JSON.stringify(
        [
          `${self}/internal-admin`,
          '127.0.0.1:9999/internal-admin',
          'evil.example/path',
          'host:8080',
          '127.0.0.1',
          '[::1]',
          'localhost',
        ].map((name) => ({ ip: '127.0.0.1', name })),
      ),
    });
    const response = await h.get('/cities/radios', { country: 'BR' });
    expect(response.statusCode).toBe(200);
    expect(h.fake.calls('radio-browser').map(({ path }) => path)).toEqual([
      '/json/servers',
      '/json/stations/bycountrycodeexact/BR',
    ]);
  });

  it('answers an empty list for a country without stations', async () => {
    const response = await h.get('/cities/radios', { country: 'AQ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each<Record<string, string>>([{}, { country: '' }, { country: 'XX' }, { country: 'J' }])(
    'answers 400 for %j',
    async (query) => {
      const response = await h.get('/cities/radios', query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/country/i);
    },
  );
});
