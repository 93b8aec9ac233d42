import { citySuggestionListSchema, type CitySuggestion } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { worldCityIndex } from './world-atlas';

/** The search runs in memory and the database only holds the session, so one engine is enough here. */
describe('GET /api/cities/autocomplete over the world atlas', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { cities: worldCityIndex() });
    ({ auth } = await signUp(t));
  });
  afterAll(() => t.close());

  const autocomplete = (query: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url: '/api/cities/autocomplete', query: { query }, headers });
  const search = async (query: string) => {
    const response = await autocomplete(query);
    expect(response.statusCode).toBe(200);
    return citySuggestionListSchema.parse(response.json());
  };
  const label = ({ address }: CitySuggestion) => `${address.name}, ${address.state}, ${address.country_code}`;

  describe('relevance', () => {
    it.each([
      ['sao p', 'São Paulo, São Paulo, BR'],
      ['SÃO PAULO', 'São Paulo, São Paulo, BR'],
      ['munchen', 'München, Bavaria, DE'],
      ['münchen', 'München, Bavaria, DE'],
      ['Munich', 'Munich, Bavaria, DE'],
      ['zurich', 'Zürich, Zurich, CH'],
      ['ZÜRICH', 'Zürich, Zurich, CH'],
      ['krakow', 'Kraków, Lesser Poland, PL'],
      ['lodz', 'Łódź, Łódź Voivodeship, PL'],
      ['new y', 'New York City, New York, US'],
      ['paris', 'Paris, Île-de-France, FR'],
      ['springfield', 'Springfield, Missouri, US'],
      ['wien', 'Wien, , AT'],
      ['cologne', 'Cologne, North Rhine-Westphalia, DE'],
      ['saint-etienne', 'Saint-Étienne, Auvergne-Rhône-Alpes, FR'],
      ['rio de janeiro', 'Rio de Janeiro, Rio de Janeiro, BR'],
      ['toky', 'Tokyo, Tokyo, JP'],
      ['  rome  ', 'Rome, Lazio, IT'],
    ])('%j finds %s first', async (query, first) => {
      const found = await search(query);
      expect(found.map(label)[0]).toBe(first);
    });

    it('answers the spec shape with coordinates and the country name', async () => {
      const [saoPaulo] = await search('sao paulo');
      expect(saoPaulo).toEqual({
        address: { name: 'São Paulo', state: 'São Paulo', country: 'Brazil', country_code: 'BR' },
        lat: expect.closeTo(-23.5475, 3),
        lon: expect.closeTo(-46.6361, 3),
      });
    });

    it('ranks cities sharing a name by population: Paris FR, then Paris TX before Paris ON', async () => {
      const paris = (await search('paris')).filter(({ address }) => address.name === 'Paris').map(label);
      expect(paris.slice(0, 3)).toEqual([
        'Paris, Île-de-France, FR',
        'Paris, Texas, US',
        'Paris, Ontario, CA',
      ]);
    });

    it('tells the Springfields apart by their states, each once', async () => {
      const springfields = (await search('springfield'))
        .filter(({ address }) => address.name === 'Springfield')
        .map(({ address }) => address.state);
      expect(springfields.slice(0, 3)).toEqual(['Missouri', 'Massachusetts', 'Illinois']);
      expect(new Set(springfields).size).toBe(springfields.length);
    });

    it('finds Vienna, Austria before Vienna, Virginia, by either name', async () => {
      expect((await search('vienna')).map(label).slice(0, 2)).toEqual([
        'Vienna, , AT',
        'Vienna, Virginia, US',
      ]);
    });

    it('names a city found by its local name once: no region named after the city beside it', async () => {
      const [lisboa] = await search('lisb');
      expect(lisboa?.address).toEqual({ name: 'Lisboa', state: '', country: 'Portugal', country_code: 'PT' });
      expect((await search('praha')).map(label)[0]).toBe('Praha, , CZ');
      // Without a local name, a city keeps its region, shown only where it adds to the name.
      expect((await search('rio de janeiro')).map(label)[0]).toBe('Rio de Janeiro, Rio de Janeiro, BR');
    });

    it('answers at most 10, the most populous first, for a prefix thousands of names share', async () => {
      const found = await search('sant');
      expect(found).toHaveLength(10);
      expect(label(found[0]!)).toBe('Santiago, Santiago Metropolitan, CL');
    });

    it('answers the same list every time', async () => {
      expect(await search('san f')).toEqual(await search('SAN F'));
    });

    it('answers an empty list when nothing starts with the query', async () => {
      expect(await search('qqxzqq')).toEqual([]);
      expect(await search('x'.repeat(100))).toEqual([]);
    });
  });

  describe('refusals', () => {
    it.each([
      ['3 characters', 'rio'],
      ['3 characters among spaces', '  rio  '],
      ['nothing', ''],
      ['101 characters', 'a'.repeat(101)],
    ])('answers 400 for %s', async (_case, query) => {
      const response = await autocomplete(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        message: expect.stringMatching(/search/i),
      });
    });

    it('answers 400 without a query and for a repeated one', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/cities/autocomplete', headers: auth });
      expect(missing.statusCode).toBe(400);
      const repeated = await t.app.inject({
        method: 'GET',
        url: '/api/cities/autocomplete?query=paris&query=rome',
        headers: auth,
      });
      expect(repeated.statusCode).toBe(400);
    });

    it('answers 401 without a session', async () => {
      const response = await autocomplete('paris', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('error', 'unauthorized');
    });
  });
});
