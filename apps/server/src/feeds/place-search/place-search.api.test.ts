import { placeSearchAnswerSchema } from '@wayfarer/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFeedsApp, TEST_PUBLIC_URL, type FeedsHarness } from '../testing/feeds-harness';
import { engines } from '../../testing/test-database';

const NEAR_LISBON = { lat: '38.716671', lon: '-9.133331' };

describe.each(engines)('GET /api/places/search on %s', (engine) => {
  let h: FeedsHarness;
  beforeAll(async () => {
    h = await startFeedsApp(engine, { PHOTON_MAX_PER_SECOND: '1000' });
  });
  afterEach(() => h.fake.reset());
  afterAll(() => h.close());

  it("answers the places matching the words, nearest the trip's destination first, from Photon", async () => {
    const response = await h.get('/places/search', { q: 'Museu Nacional', ...NEAR_LISBON });
    expect(response.statusCode).toBe(200);
    const { results } = placeSearchAnswerSchema.parse(response.json());
    expect(results).toEqual([
      {
        name: 'Museu Nacional do Azulejo',
        lat: 38.7246,
        lon: -9.1137,
        address: 'Rua da Madre de Deus 4, Lisboa, Portugal',
        osmType: 'node',
        osmId: 2_145_887_301,
      },
      {
        name: 'Museu Nacional de Arte Antiga',
        lat: 38.7051,
        lon: -9.1602,
        address: 'Rua das Janelas Verdes 9, 1249-017 Lisboa, Lisboa, Portugal',
        osmType: 'way',
        osmId: 48_201_337,
      },
      {
        name: 'Museu Nacional Soares dos Reis',
        lat: 41.1469,
        lon: -8.6142,
        address: 'Porto, Portugal',
        osmType: 'relation',
        osmId: 3_301_442,
      },
    ]);
    const [call] = h.fake.calls('photon');
    expect(call?.path).toBe('/api/');
    // The point on a grid of about 1 km, so that a destination's searches share their answers.
    expect(call?.query.get('lat')).toBe('38.72');
    expect(call?.query.get('lon')).toBe('-9.13');
    expect(call?.query.get('limit')).toBe('10');
    expect(call?.headers['user-agent']).toBe(`Wayfarer/1.0 (+${TEST_PUBLIC_URL})`);
  });

  it('names a house found by its address after its street, and leaves out what it cannot place', async () => {
    const addressed = (await h.get('/places/search', { q: 'rua augusta', ...NEAR_LISBON })).json();
    expect(addressed).toEqual({
      results: [
        {
          name: 'Rua Augusta 24',
          lat: 38.7105,
          lon: -9.1385,
          address: '1100-053 Lisboa, Portugal',
          osmType: 'node',
          osmId: 6_789_120_003,
        },
      ],
    });
    expect((await h.get('/places/search', { q: 'fantasma', ...NEAR_LISBON })).json()).toEqual({
      results: [],
    });
  });

  it('asks Photon once for the same words, whatever their case and spacing, from anywhere in the cell', async () => {
    const first = await h.get('/places/search', { q: 'Museu do Azulejo', ...NEAR_LISBON });
    const again = await h.get('/places/search', {
      q: '  museu   DO azulejo ',
      lat: '38.7201',
      lon: '-9.1298',
    });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(h.fake.calls('photon')).toHaveLength(1);
    expect(h.fake.calls('photon')[0]?.query.get('q')).toBe('museu do azulejo');
  });

  it('answers 503 feed_unavailable when Photon is down and nothing is cached', async () => {
    h.fake.behave('photon', 'fail');
    const response = await h.get('/places/search', { q: 'Castelo', ...NEAR_LISBON });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'feed_unavailable' });
    h.fake.behave('photon', 'garbage');
    expect((await h.get('/places/search', { q: 'Elevador', ...NEAR_LISBON })).statusCode).toBe(503);
  });

  it.each([
    [{ lat: NEAR_LISBON.lat, lon: NEAR_LISBON.lon }, 'Search is required.', 'A busca é obrigatória.'],
    [
      { q: 'M', ...NEAR_LISBON },
      'Search needs at least 2 characters.',
      'A busca precisa ter pelo menos 2 caracteres.',
    ],
    [{ q: 'Museu', lat: NEAR_LISBON.lat }, 'Longitude is required.', 'A longitude é obrigatória.'],
    [
      { q: 'Museu', lat: '91', lon: '0' },
      'Latitude must be at most 90.',
      'A latitude pode ser no máximo 90.',
    ],
  ])("answers 400 to %j, naming the field in words in the account's language", async (query, en, ptBr) => {
    const saidIn = async (language: 'en' | 'pt-BR') => {
      const changed = await h.t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: h.auth,
        payload: { language },
      });
      expect(changed.statusCode).toBe(200);
      const response = await h.get('/places/search', query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await saidIn('pt-BR')).toBe(ptBr);
    expect(await saidIn('en')).toBe(en);
    expect(h.fake.calls('photon')).toHaveLength(0);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await h.t.app.inject({
      method: 'GET',
      url: `/api/places/search?${new URLSearchParams({ q: 'Museu', ...NEAR_LISBON }).toString()}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
