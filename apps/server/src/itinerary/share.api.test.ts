import { createHash } from 'node:crypto';
import { sharedItinerarySchema, type ItineraryShare } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';
import { itineraryShares } from './itinerary-schema';
import { SHARED_READS_PER_MINUTE } from './share-routes';
import { itineraryClient, PLACES } from './testing/itinerary-client';

const tokenOf = (url: string) => url.split('/').pop() ?? '';

describe.each(engines)('the itinerary’s shared link on %s', (engine) => {
  let t: TestApp;
  let tripId: string;
  let people: Person[];
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const trip = await sharedTrip(t);
    ({ tripId, owner, editor, viewer } = trip);
    people = [owner, editor, viewer];
    const mine = itineraryClient(editor, tripId);
    const [day] = (await mine.read()).days;
    await mine.addItem({
      dayId: day?.id,
      kind: 'place',
      title: 'Sensō-ji at dawn',
      notes: 'Before the crowds',
      place: PLACES.sensoji,
      start: { local: `${day?.date}T06:30` },
    });
    await mine.addItem({ dayId: null, kind: 'note', title: 'An idea of the editor' });
  });
  afterAll(() => t.close());

  const share = async (as: Person = owner) => {
    const response = await as.call('POST', `/trips/${tripId}/share`);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ItineraryShare>().url;
  };
  const readShared = (token: string, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: `/api/shared/${token}`, ...(remoteAddress && { remoteAddress }) });

  it('gives the owner a link of its own, kept as its hash alone, that shows the days without a session', async () => {
    const url = await share();
    expect(url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/shared/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(url);
    const [stored] = await t.db.select().from(itineraryShares).where(eq(itineraryShares.tripId, tripId));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const response = await readShared(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const shared = sharedItinerarySchema.parse(response.json());
    expect(shared.destination).toEqual({
      city: 'Tokyo',
      state: 'Tokyo',
      country: 'Japan',
      countrySlug: 'JP',
    });
    const [day] = shared.days;
    expect(shared.whenDay).toBe(day?.date);
    expect(day?.items).toEqual([
      expect.objectContaining({
        kind: 'place',
        title: 'Sensō-ji at dawn',
        notes: 'Before the crowds',
        start: { local: `${day?.date}T06:30`, zone: 'Asia/Tokyo' },
      }),
    ]);
  });

  it('holds nothing of the members, who added what, what anyone may do, or the ideas', async () => {
    const body = (await readShared(tokenOf(await share()))).body;
    for (const member of people) {
      expect(body).not.toContain(member.email);
      expect(body).not.toContain(member.name);
      expect(body).not.toContain(member.userId);
    }
    for (const key of ['createdBy', 'can', 'version', 'position', 'dayId', 'tripId']) {
      expect(body).not.toContain(`"${key}"`);
    }
    expect(body).not.toContain('An idea of the editor');
  });

  it('is read-only: no write route takes its token, and the link has no write of its own', async () => {
    const token = tokenOf(await share());
    const asToken = { authorization: `Bearer ${token}` };
    const writes = [
      {
        method: 'POST',
        url: `/api/trips/${tripId}/itinerary/items`,
        payload: { dayId: null, kind: 'note', title: 'X' },
      },
      { method: 'POST', url: `/api/trips/${tripId}/itinerary/days`, payload: {} },
      { method: 'POST', url: `/api/trips/${tripId}/share` },
      { method: 'DELETE', url: `/api/trips/${tripId}/share` },
      { method: 'GET', url: `/api/trips/${tripId}/itinerary` },
    ] as const;
    for (const write of writes) {
      expect((await t.app.inject({ ...write, headers: asToken })).statusCode).toBe(401);
    }
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `/api/shared/${token}` })).statusCode).toBe(404);
    }
    expect((await readShared(token)).statusCode).toBe(200);
  });

  it('is the owner’s alone to make and revoke: an editor and a viewer are refused', async () => {
    for (const member of [editor, viewer]) {
      const made = await member.call('POST', `/trips/${tripId}/share`);
      expect(made.statusCode).toBe(403);
      expect(made.json()).toMatchObject({ error: 'forbidden_role' });
      expect((await member.call('DELETE', `/trips/${tripId}/share`)).statusCode).toBe(403);
    }
  });

  it('stops working once revoked, or replaced by a new link', async () => {
    const first = tokenOf(await share());
    const second = tokenOf(await share());
    expect(second).not.toBe(first);
    const replaced = await readShared(first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.headers['x-robots-tag']).toBe('noindex');
    expect(replaced.json()).toMatchObject({ error: 'not_found' });
    expect((await readShared(second)).statusCode).toBe(200);
    expect((await owner.call('DELETE', `/trips/${tripId}/share`)).statusCode).toBe(204);
    expect((await readShared(second)).statusCode).toBe(404);
    // Revoking what is not shared changes nothing.
    expect((await owner.call('DELETE', `/trips/${tripId}/share`)).statusCode).toBe(204);
    expect((await readShared('x'.repeat(43))).statusCode).toBe(404);
    expect((await readShared('too-short')).statusCode).toBe(400);
  });

  it('stops working with the trip', async () => {
    const other = await sharedTrip(t);
    const url = (await other.owner.call('POST', `/trips/${other.tripId}/share`)).json<ItineraryShare>().url;
    expect((await readShared(tokenOf(url))).statusCode).toBe(200);
    expect((await other.owner.call('DELETE', `/trips/${other.tripId}`)).statusCode).toBeLessThan(300);
    expect((await readShared(tokenOf(url))).statusCode).toBe(404);
  });

  it('answers 429 to an address past its reads a minute, saying when to come back', async () => {
    const token = tokenOf(await share());
    const address = '203.0.113.9';
    for (let read = 0; read < SHARED_READS_PER_MINUTE; read += 1) {
      expect((await readShared(token, address)).statusCode).toBe(200);
    }
    const refused = await readShared(token, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await readShared(token, '203.0.113.10')).statusCode).toBe(200);
  });
});
