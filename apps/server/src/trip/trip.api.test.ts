import { noonUtcOf, type Trip, type TripBody } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts-schema';
import { STRONG_PASSWORD, signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { tripMembers, trips } from './trip-schema';

const WHEN = Date.UTC(2027, 5, 1);
/** The trip's day as every answer carries it: the day itself, and noon UTC of it in `when`. */
const answeredDay = (whenDay: string) => ({ when: noonUtcOf(whenDay), whenDay });
const saoPauloToParis = {
  currentCity: 'São Paulo',
  currentState: 'São Paulo',
  currentCountry: 'Brazil',
  currentCountrySlug: 'BR',
  currentCurrency: 'BRL',
  tripCity: 'Paris',
  tripState: 'Île-de-France',
  tripCountry: 'France',
  tripCountrySlug: 'FR',
  tripCurrency: 'EUR',
  tripLat: 48.85341,
  tripLon: 2.3488,
  when: WHEN,
} satisfies TripBody;
const saoPauloToParisAnswer = { ...saoPauloToParis, ...answeredDay('2027-06-01'), returnDate: null };
const tokyo = {
  tripCity: 'Tokyo',
  tripState: 'Tokyo',
  tripCountry: 'Japan',
  tripCountrySlug: 'JP',
  tripLat: 35.6895,
  tripLon: 139.69171,
};

describe.each(engines)('trip and user details on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  type Auth = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload && { payload }) });
  const getTrip = (auth: Auth) => call('GET', '/api/trip', auth);
  const createTrip = (auth: Auth, body: object = saoPauloToParis) => call('POST', '/api/trip/', auth, body);
  const patchTrip = (auth: Auth, body: object) => call('PATCH', '/api/trip/', auth, body);
  const patchDetails = (auth: Auth, body: object) => call('PATCH', '/api/userdetails/', auth, body);
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: STRONG_PASSWORD } });

  describe('onboarding', () => {
    it('answers 210 with an empty JSON object while the user has no trip', async () => {
      const { auth } = await signUp(t);
      const response = await getTrip(auth);
      expect(response.statusCode).toBe(210);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({});
    });

    it('creates the trip, after which sign-in answers 200 instead of 201', async () => {
      const { auth, email } = await signUp(t);
      expect((await login(email)).statusCode).toBe(201);
      const created = await createTrip(auth);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({ ...saoPauloToParisAnswer, version: 1 });
      expect((await getTrip(auth)).json()).toEqual({ ...saoPauloToParisAnswer, version: 1 });
      expect((await login(email)).statusCode).toBe(200);
    });

    it('derives both currencies from the countries, whatever the client sent', async () => {
      const { auth } = await signUp(t);
      const withoutCurrencies: Partial<typeof saoPauloToParis> = { ...saoPauloToParis };
      delete withoutCurrencies.currentCurrency;
      delete withoutCurrencies.tripCurrency;
      expect((await createTrip(auth, withoutCurrencies)).json()).toMatchObject({
        currentCurrency: 'BRL',
        tripCurrency: 'EUR',
      });
      const lying = await createTrip(auth, {
        ...saoPauloToParis,
        currentCurrency: 'USD',
        tripCurrency: 'GBP',
      });
      expect(lying.json()).toMatchObject({ currentCurrency: 'BRL', tripCurrency: 'EUR' });
    });

    it("accepts lower-case country codes, as the seed's original client sends them, and stores them upper case", async () => {
      const { auth, email } = await signUp(t);
      const created = await createTrip(auth, {
        ...saoPauloToParis,
        currentCountrySlug: 'br',
        tripCountrySlug: 'fr',
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({ ...saoPauloToParisAnswer, version: 1 });
      const [stored] = await t.db
        .select({ currentCountrySlug: trips.currentCountrySlug, tripCountrySlug: trips.tripCountrySlug })
        .from(trips)
        .innerJoin(tripMembers, eq(tripMembers.tripId, trips.id))
        .innerJoin(users, eq(users.id, tripMembers.userId))
        .where(eq(users.email, email));
      expect(stored).toMatchObject({ currentCountrySlug: 'BR', tripCountrySlug: 'FR' });
    });

    it('makes another trip, and the current one, when sent again ("New trip"); the first stays the user’s', async () => {
      const { auth } = await signUp(t);
      await createTrip(auth);
      const again = await createTrip(auth, { ...saoPauloToParis, ...tokyo });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        tripCity: 'Tokyo',
        tripCurrency: 'JPY',
        currentCity: 'São Paulo',
      });
      expect((await getTrip(auth)).json()).toMatchObject({ tripCity: 'Tokyo' });
      const trips = (await call('GET', '/api/trips', auth)).json<{ tripCity: string; current: boolean }[]>();
      expect(trips.map(({ tripCity, current }) => [tripCity, current])).toEqual([
        ['Tokyo', true],
        ['Paris', false],
      ]);
    });

    it('keeps a region left empty, for cities GeoNames puts in none', async () => {
      const { auth } = await signUp(t);
      const response = await createTrip(auth, { ...saoPauloToParis, tripState: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('tripState', '');
    });
  });

  describe('PATCH /api/trip', () => {
    it('changes the date alone', async () => {
      const { auth } = await signUp(t);
      await createTrip(auth);
      const later = WHEN + 86_400_000;
      const response = await patchTrip(auth, { when: later });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...saoPauloToParisAnswer, ...answeredDay('2027-06-02'), version: 2 });
    });

    it("moves the day when the trip is sent back as it was read with another date, as the seed's original client does", async () => {
      const { auth } = await signUp(t);
      const read = (await createTrip(auth)).json<Trip>();
      const response = await patchTrip(auth, { ...read, when: WHEN + 86_400_000 });
      expect(response.json()).toEqual({ ...saoPauloToParisAnswer, ...answeredDay('2027-06-02'), version: 2 });
    });

    it('takes the day sent when it moved, whatever the date beside it', async () => {
      const { auth } = await signUp(t);
      const read = (await createTrip(auth)).json<Trip>();
      const response = await patchTrip(auth, { ...read, whenDay: '2027-06-03' });
      expect(response.json()).toEqual({ ...saoPauloToParisAnswer, ...answeredDay('2027-06-03'), version: 2 });
    });

    it('moves the destination as a whole, with its currency', async () => {
      const { auth } = await signUp(t);
      await createTrip(auth);
      const response = await patchTrip(auth, tokyo);
      expect(response.json()).toEqual({
        ...saoPauloToParisAnswer,
        ...tokyo,
        tripCurrency: 'JPY',
        version: 2,
      });
    });

    it('refuses a city without the rest of its place', async () => {
      const { auth } = await signUp(t);
      await createTrip(auth);
      const response = await patchTrip(auth, { tripCity: 'Lyon' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('change together');
      expect((await getTrip(auth)).json()).toEqual({ ...saoPauloToParisAnswer, version: 1 });
    });

    it('answers 404 while there is no trip', async () => {
      const { auth } = await signUp(t);
      const response = await patchTrip(auth, { when: WHEN });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('error', 'not_found');
    });
  });

  describe('PATCH /api/userdetails', () => {
    it('renames the user and answers the user and the trip', async () => {
      const { auth, email } = await signUp(t);
      const response = await patchDetails(auth, { name: '  Bea Voyager ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { name: 'Bea Voyager', email, photo: 'default.jpeg' },
        trip: null,
      });
      expect((await call('GET', '/api/user', auth)).json()).toHaveProperty('name', 'Bea Voyager');
    });

    it('creates the trip from a whole user-details object', async () => {
      const { auth } = await signUp(t);
      const response = await patchDetails(auth, saoPauloToParis);
      expect(response.statusCode).toBe(200);
      expect(response.json().trip).toEqual({ ...saoPauloToParisAnswer, version: 1 });
      expect((await getTrip(auth)).statusCode).toBe(200);
    });

    it('saves the My Account form: name, home, destination and date together', async () => {
      const { auth } = await signUp(t);
      await createTrip(auth);
      const response = await patchDetails(auth, { name: 'Ana', ...tokyo, when: WHEN + 1 });
      expect(response.json()).toMatchObject({
        user: { name: 'Ana' },
        trip: {
          tripCity: 'Tokyo',
          tripCurrency: 'JPY',
          ...answeredDay('2027-06-01'),
          currentCity: 'São Paulo',
        },
      });
    });

    it('answers 404 for part of a trip while there is none, and changes nothing', async () => {
      const { auth, name } = await signUp(t);
      const response = await patchDetails(auth, { name: 'Changed', when: WHEN });
      expect(response.statusCode).toBe(404);
      expect((await call('GET', '/api/user', auth)).json()).toHaveProperty('name', name);
      expect((await getTrip(auth)).statusCode).toBe(210);
    });
  });

  describe('ownership', () => {
    it('never shows or changes one user’s trip to another', async () => {
      const owner = await signUp(t);
      const stranger = await signUp(t);
      await createTrip(owner.auth);

      expect((await getTrip(stranger.auth)).statusCode).toBe(210);
      expect((await patchTrip(stranger.auth, { when: 1 })).statusCode).toBe(404);
      await createTrip(stranger.auth, { ...saoPauloToParis, ...tokyo });
      await patchTrip(stranger.auth, { when: 2 });
      await patchDetails(stranger.auth, { name: 'Stranger', when: 3 });

      expect((await getTrip(owner.auth)).json()).toEqual({ ...saoPauloToParisAnswer, version: 1 });
      expect((await call('GET', '/api/user', owner.auth)).json()).toHaveProperty('name', owner.name);
    });

    it('ignores a user id sent in the body', async () => {
      const owner = await signUp(t);
      const stranger = await signUp(t);
      await createTrip(owner.auth);
      const [ownerRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
      const ownerId = ownerRow!.id;
      await createTrip(stranger.auth, { ...saoPauloToParis, ...tokyo, userId: ownerId, user_id: ownerId });
      const rows = await t.db.select().from(tripMembers).where(eq(tripMembers.userId, ownerId));
      expect(rows).toHaveLength(1);
      expect((await getTrip(owner.auth)).json()).toEqual({ ...saoPauloToParisAnswer, version: 1 });
      expect((await getTrip(stranger.auth)).json()).toMatchObject({ tripCity: 'Tokyo' });
    });

    it.each([
      ['GET', '/api/trip'],
      ['POST', '/api/trip'],
      ['PATCH', '/api/trip'],
      ['PATCH', '/api/userdetails'],
    ] as const)('answers 401 to %s %s without a session', async (method, url) => {
      const response = await call(method, url, {}, saoPauloToParis);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('bad input answers 4xx, never 500', () => {
    it.each([
      ['a date as a string', { when: '2027-06-01' }],
      ['a negative date', { when: -5 }],
      ['a latitude of 91', { tripLat: 91 }],
      ['a longitude as text', { tripLon: 'east' }],
      ['a three-letter country code', { tripCountrySlug: 'FRA' }],
      ['a number for a city', { currentCity: 42 }],
      ['a null city', { tripCity: null }],
      ['a 300-character region', { tripState: 'x'.repeat(300) }],
    ])('refuses %s with 400', async (_case, change) => {
      const { auth } = await signUp(t);
      const response = await createTrip(auth, { ...saoPauloToParis, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
    });

    it('refuses a 1 MB city', async () => {
      const { auth } = await signUp(t);
      const response = await createTrip(auth, { ...saoPauloToParis, tripCity: 'x'.repeat(1024 * 1024) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('error');
    });

    it.each([
      ['invalid JSON', '{"tripCity": "Paris",'],
      ['a JSON array', '[1, 2]'],
      ['JSON null', 'null'],
      ['a string', '"Paris"'],
    ])('refuses %s with 400', async (_case, payload) => {
      const { auth } = await signUp(t);
      for (const [method, url] of [
        ['POST', '/api/trip'],
        ['PATCH', '/api/trip'],
        ['PATCH', '/api/userdetails'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toHaveProperty('message');
      }
    });
  });
});
