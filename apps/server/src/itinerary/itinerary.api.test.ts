import type { ItineraryItem } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../account-data/testing/unzip';
import { tripVersions } from '../db/answer-versions-schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { LISBON_TO_TOKYO } from '../testing/trips';
import { join, newTrip, person, type Person } from '../trip/testing/shared-trip';
import { itineraryItems } from './itinerary-schema';
import { LONG_KEY_LENGTH } from './positions';
import { rebalanceLongKeys } from './rebalance';
import { itineraryClient, PLACES, type ItineraryClient } from './testing/itinerary-client';

const MISSING_ID = '5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50';

const titles = (items: readonly ItineraryItem[]) => items.map((item) => item.title);

describe.each(engines)('the itinerary of a trip on %s', (engine) => {
  let t: TestApp;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let stranger: Person;
  beforeAll(async () => {
    t = await startTestApp(engine);
    [owner, editor, viewer, stranger] = await Promise.all([
      person(t, 'Olga Owner'),
      person(t, 'Eduardo Editor'),
      person(t, 'Vera Viewer'),
      person(t, 'Stefan Stranger'),
    ]);
  });
  afterAll(() => t.close());

  /** A trip of the owner from 8 to 12 March 2027 (five days), with the editor and the viewer in it. */
  async function plannedTrip(dates: object = { whenDay: '2027-03-08', returnDate: '2027-03-12' }) {
    const tripId = await newTrip(owner, { ...LISBON_TO_TOKYO, ...dates });
    await join(t, owner, tripId, editor, 'editor');
    await join(t, owner, tripId, viewer, 'viewer');
    return { tripId, mine: itineraryClient(owner, tripId), theirs: itineraryClient(editor, tripId) };
  }

  /** A day of the itinerary and three places on it, in order. */
  async function dayWithThree(client: ItineraryClient) {
    const [day] = (await client.read()).days;
    if (!day) throw new Error('the trip has no day');
    const items = [];
    for (const title of ['Breakfast', 'Museum', 'Dinner']) {
      items.push(await client.addItem({ dayId: day.id, kind: 'place', title }));
    }
    return { day, items };
  }

  describe('GET /trips/:tripId/itinerary', () => {
    it('makes a day for every date from the trip’s day to its return day, the first time it is read', async () => {
      const { tripId, mine } = await plannedTrip();
      const itinerary = await itineraryClient(viewer, tripId).read();
      expect(itinerary).toEqual({ tripId, days: expect.any(Array), ideas: [] });
      expect(itinerary.days.map((day) => day.date)).toEqual([
        '2027-03-08',
        '2027-03-09',
        '2027-03-10',
        '2027-03-11',
        '2027-03-12',
      ]);
      expect(itinerary.days[0]).toEqual({
        id: expect.any(String),
        date: '2027-03-08',
        title: '',
        notes: '',
        version: 1,
        createdBy: null,
        can: { edit: false, delete: false },
        items: [],
      });
      // Read again, nothing is made twice.
      expect((await mine.read()).days.map((day) => day.id)).toEqual(itinerary.days.map((day) => day.id));
      expect((await mine.read()).days[0]?.can).toEqual({ edit: true, delete: true });
    });

    it('makes the trip’s day alone while the trip is open-ended', async () => {
      const { mine } = await plannedTrip({ whenDay: '2027-05-01' });
      expect((await mine.read()).days.map((day) => day.date)).toEqual(['2027-05-01']);
    });

    it('answers 404 to a stranger and 401 without a session', async () => {
      const { tripId } = await plannedTrip();
      const refused = await stranger.call('GET', `/trips/${tripId}/itinerary`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: 'trip_not_found' });
      expect((await t.app.inject({ method: 'GET', url: `/api/trips/${tripId}/itinerary` })).statusCode).toBe(
        401,
      );
    });
  });

  describe('the trip’s dates', () => {
    it('keep a day whose date falls outside them, with its items, undated; new dates get days', async () => {
      const { tripId, mine } = await plannedTrip();
      const before = await mine.read();
      const [first, second] = before.days;
      if (!first || !second) throw new Error('missing days');
      await mine.addItem({ dayId: first.id, kind: 'place', title: 'Senso-ji', place: PLACES.sensoji });
      const moved = await owner.call('PATCH', '/trip', { whenDay: '2027-03-09', returnDate: '2027-03-14' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ whenDay: '2027-03-09', returnDate: '2027-03-14' });
      const summaries = (await owner.call('GET', '/trips')).json<
        { id: string; returnDate: string | null }[]
      >();
      expect(summaries.find((summary) => summary.id === tripId)?.returnDate).toBe('2027-03-14');

      const after = await mine.read();
      expect(after.days.map((day) => day.date)).toEqual([
        '2027-03-09',
        '2027-03-10',
        '2027-03-11',
        '2027-03-12',
        '2027-03-13',
        '2027-03-14',
        null,
      ]);
      // The same rows: the 9th is the day it was, the 8th is undated with its item.
      expect(after.days[0]?.id).toBe(second.id);
      const undated = after.days.at(-1);
      expect(undated).toMatchObject({ id: first.id, date: null, version: 2 });
      expect(titles(undated?.items ?? [])).toEqual(['Senso-ji']);
    });

    it('refuse a return day before the trip’s day or past a year, naming it (400)', async () => {
      await plannedTrip();
      for (const body of [
        { returnDate: '2027-03-01' },
        { whenDay: '2027-03-20' },
        { whenDay: '2027-03-08', returnDate: '2028-03-08' },
      ]) {
        const refused = await owner.call('PATCH', '/trip', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json()).toMatchObject({
          error: 'invalid_request',
          message: "Return day must be the trip's day or later, within a year of it.",
        });
      }
      expect((await owner.call('GET', '/trip')).json()).toMatchObject({
        whenDay: '2027-03-08',
        returnDate: '2027-03-12',
      });
      // A day trip: its return day is its day.
      expect((await owner.call('PATCH', '/trip', { returnDate: '2027-03-08' })).statusCode).toBe(200);
    });
  });

  describe('days', () => {
    it('are added dated or not (201), and a date another day holds is refused (409 date_taken)', async () => {
      const { mine } = await plannedTrip();
      const extra = await mine.addDay({ date: '2027-03-13', title: 'One more day' });
      expect(extra).toMatchObject({
        date: '2027-03-13',
        title: 'One more day',
        version: 1,
        createdBy: { id: owner.userId, name: 'Olga Owner' },
        items: [],
      });
      expect(await mine.addDay()).toMatchObject({ date: null, title: '' });
      const taken = await mine.call('POST', '/days', { date: '2027-03-10' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: 'date_taken' });
      const bad = await mine.call('POST', '/days', { date: '2027-02-30' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Date must be a real day/);
      expect((await mine.read()).days.map((day) => day.date).slice(-3)).toEqual([
        '2027-03-12',
        '2027-03-13',
        null,
      ]);
    });

    it('change by PATCH (200), refuse a stale version (409 with the day as it is) and an unknown day (404)', async () => {
      const { mine, theirs } = await plannedTrip();
      const [day] = (await mine.read()).days;
      const path = `/days/${day?.id}`;
      const changed = await theirs.call('PATCH', path, { title: 'Arrival', notes: 'Pasmo card', version: 1 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ title: 'Arrival', notes: 'Pasmo card', version: 2 });
      const stale = await mine.call('PATCH', path, { title: 'Mine', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'stale', current: { title: 'Arrival', version: 2 } });
      expect((await mine.call('PATCH', `/days/${MISSING_ID}`, { title: 'X' })).json()).toMatchObject({
        error: 'day_not_found',
      });
    });

    it('are deleted (204), their items going to the end of the ideas in their order', async () => {
      const { tripId, mine } = await plannedTrip();
      await mine.addItem({ dayId: null, kind: 'note', title: 'An idea' });
      const { day } = await dayWithThree(mine);
      const stale = await itineraryClient(editor, tripId).call('DELETE', `/days/${day.id}?version=7`);
      expect(stale.statusCode).toBe(409);
      expect((await mine.call('DELETE', `/days/${day.id}?version=1`)).statusCode).toBe(204);
      const after = await mine.read();
      expect(after.days.map((one) => one.id)).not.toContain(day.id);
      expect(titles(after.ideas)).toEqual(['An idea', 'Breakfast', 'Museum', 'Dinner']);
      expect(after.ideas.every((idea) => idea.dayId === null)).toBe(true);
      expect((await mine.call('DELETE', `/days/${day.id}`)).statusCode).toBe(404);
    });
  });

  describe('items', () => {
    it('are added at the day’s end, or after or before an item of it (201)', async () => {
      const { mine } = await plannedTrip();
      const { day, items } = await dayWithThree(mine);
      const [breakfast, museum] = items;
      const walk = await mine.addItem({ dayId: day.id, after: breakfast?.id, kind: 'note', title: 'Walk' });
      expect(walk).toMatchObject({
        dayId: day.id,
        kind: 'note',
        title: 'Walk',
        version: 1,
        start: null,
        end: null,
      });
      await mine.addItem({ dayId: day.id, before: breakfast?.id, kind: 'note', title: 'Wake up' });
      await mine.addItem({ dayId: day.id, before: museum?.id, kind: 'note', title: 'Tickets' });
      const [read] = (await mine.read()).days;
      expect(titles(read?.items ?? [])).toEqual([
        'Wake up',
        'Breakfast',
        'Walk',
        'Tickets',
        'Museum',
        'Dinner',
      ]);
    });

    it('refuse an unknown day (404), an anchor of another day (409 anchor_moved) and fields they break (400, named)', async () => {
      const { mine } = await plannedTrip();
      const { items } = await dayWithThree(mine);
      const [, otherDay] = (await mine.read()).days;
      const unknown = await mine.call('POST', '/items', { dayId: MISSING_ID, kind: 'note', title: 'X' });
      expect(unknown.json()).toMatchObject({ error: 'day_not_found' });
      const anchored = await mine.call('POST', '/items', {
        dayId: otherDay?.id,
        after: items[0]?.id,
        kind: 'note',
        title: 'X',
      });
      expect(anchored.statusCode).toBe(409);
      expect(anchored.json()).toMatchObject({ error: 'anchor_moved' });
      const refused = async (body: object) => {
        const response = await mine.call('POST', '/items', {
          dayId: null,
          kind: 'place',
          title: 'X',
          ...body,
        });
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await refused({ title: '' })).toBe('Title is required.');
      expect(await refused({ title: 'Senso\u0000ji' })).toMatch(/^Title cannot hold control characters/);
      expect(await refused({ notes: 'a\u0000b' })).toMatch(/^Notes cannot hold control characters/);
      expect(await refused({ place: { name: 'Gate\u001b', lat: 0, lon: 0 } })).toMatch(/^Name cannot hold/);
      expect(await refused({ kind: 'hotel' })).toMatch(/^Kind of item must be/);
      expect(await refused({ mode: 'train' })).toBe('Means of transport is only for a transport.');
      expect(await refused({ after: items[0]?.id, before: items[1]?.id })).toMatch(/not both/);
      expect(await refused({ start: { local: '2027-03-08T25:00' } })).toMatch(
        /^Time must be a real day and time/,
      );
      expect(await refused({ start: { local: '2027-03-08T10:00', zone: 'Mars/Olympus' } })).toMatch(
        /^Time zone/,
      );
      expect(await refused({ place: { name: 'Nowhere', lat: 91, lon: 0 } })).toBe(
        'Latitude must be at most 90.',
      );
      expect(
        await refused({
          start: { local: '2027-03-08T10:00', zone: 'Asia/Tokyo' },
          end: { local: '2027-03-08T09:00', zone: 'Asia/Tokyo' },
        }),
      ).toMatch(/^The end cannot come before the start/);
    });

    it('take their zone from their place’s coordinates, unless one is chosen', async () => {
      const { mine } = await plannedTrip();
      const [day] = (await mine.read()).days;
      const temple = await mine.addItem({
        dayId: day?.id,
        kind: 'place',
        title: 'Senso-ji',
        place: PLACES.sensoji,
        start: { local: '2027-03-08T10:00' },
      });
      expect(temple.start).toEqual({ local: '2027-03-08T10:00', zone: 'Asia/Tokyo' });
      expect(temple.place).toEqual({ ...PLACES.sensoji, osmType: null, osmId: null });
      // No place: the trip's destination (Tokyo).
      const note = await mine.addItem({
        dayId: day?.id,
        kind: 'note',
        title: 'Call home',
        start: { local: '2027-03-08T21:00' },
      });
      expect(note.start?.zone).toBe('Asia/Tokyo');
      // The place moves to Lisbon: its looked-up zone follows, a chosen one stays.
      expect((await mine.editItem(temple.id, { place: PLACES.belem })).start).toEqual({
        local: '2027-03-08T10:00',
        zone: 'Europe/Lisbon',
      });
      const chosen = await mine.editItem(note.id, {
        start: { local: '2027-03-08T21:00', zone: 'America/Sao_Paulo' },
      });
      expect((await mine.editItem(chosen.id, { place: PLACES.belem })).start?.zone).toBe('America/Sao_Paulo');
    });

    it('accept a flight from Singapore that lands in San Francisco "before" it leaves, and sort it by instant', async () => {
      const { mine } = await plannedTrip();
      const [day] = (await mine.read()).days;
      const dayId = day?.id;
      // Added out of order: a wall-time sort would put the 08:00 check-in before the 09:00 flight.
      await mine.addItem({
        dayId,
        kind: 'stay',
        title: 'Hotel check-in',
        place: PLACES.sfo,
        start: { local: '2027-03-08T08:00' },
      });
      const flight = await mine.addItem({
        dayId,
        kind: 'transport',
        title: 'SQ 32',
        mode: 'flight',
        carrier: 'Singapore Airlines',
        number: 'SQ32',
        from: PLACES.changi,
        to: PLACES.sfo,
        start: { local: '2027-03-08T09:00' },
        end: { local: '2027-03-08T07:30' },
      });
      expect(flight).toMatchObject({
        mode: 'flight',
        carrier: 'Singapore Airlines',
        number: 'SQ32',
        from: { ...PLACES.changi },
        start: { local: '2027-03-08T09:00', zone: 'Asia/Singapore' },
        end: { local: '2027-03-08T07:30', zone: 'America/Los_Angeles' },
      });
      await mine.addItem({
        dayId,
        kind: 'note',
        title: 'Pack',
        start: { local: '2027-03-08T06:00', zone: 'Asia/Singapore' },
      });
      await mine.addItem({ dayId, kind: 'note', title: 'No time' });

      const sorted = await mine.call('POST', `/days/${dayId}/sort`);
      expect(sorted.statusCode, sorted.body).toBe(200);
      // The timed items by instant in their places; the untimed note keeps its place, the last.
      expect(titles(sorted.json<{ items: ItineraryItem[] }>().items)).toEqual([
        'Pack',
        'SQ 32',
        'Hotel check-in',
        'No time',
      ]);
      const [read] = (await mine.read()).days;
      expect(titles(read?.items ?? [])).toEqual(['Pack', 'SQ 32', 'Hotel check-in', 'No time']);

      // An end truly before its start is refused, named, on an edit too.
      const refused = await mine.call('PATCH', `/items/${flight.id}`, { end: { local: '2027-03-07T16:00' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^The end cannot come before the start/);
    });

    it('change by PATCH (200), refuse a stale version (409 with the item as it is) and an unknown item (404)', async () => {
      const { mine, theirs } = await plannedTrip();
      const { items } = await dayWithThree(mine);
      const museum = items[1];
      if (!museum) throw new Error('no museum');
      const changed = await theirs.editItem(museum.id, {
        title: 'Mori Art Museum',
        notes: 'Closes at 22:00',
        version: 1,
      });
      expect(changed).toMatchObject({
        title: 'Mori Art Museum',
        notes: 'Closes at 22:00',
        version: 2,
        position: museum.position,
      });
      const stale = await mine.call('PATCH', `/items/${museum.id}`, { title: 'Mine', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        error: 'stale',
        current: { title: 'Mori Art Museum', version: 2 },
      });
      expect((await mine.call('PATCH', `/items/${MISSING_ID}`, { title: 'X' })).json()).toMatchObject({
        error: 'item_not_found',
      });
      const notTransport = await mine.call('PATCH', `/items/${museum.id}`, { carrier: 'JR' });
      expect(notTransport.json().message).toBe('Carrier is only for a transport.');
    });

    it('move to another day, next to an item there, changing only their own day and position', async () => {
      const { mine } = await plannedTrip();
      const { items } = await dayWithThree(mine);
      const [, second] = (await mine.read()).days;
      const lunch = await mine.addItem({ dayId: second?.id, kind: 'place', title: 'Lunch' });
      const [breakfast, museum, dinner] = items;
      const moved = await mine.editItem(museum?.id ?? '', { before: lunch.id });
      expect(moved).toMatchObject({ dayId: second?.id, version: 2, title: 'Museum' });
      await mine.editItem(dinner?.id ?? '', { dayId: null });
      const after = await mine.read();
      expect(titles(after.days[0]?.items ?? [])).toEqual(['Breakfast']);
      expect(titles(after.days[1]?.items ?? [])).toEqual(['Museum', 'Lunch']);
      expect(titles(after.ideas)).toEqual(['Dinner']);
      expect(after.days[0]?.items[0]).toEqual(breakfast);
      expect(after.days[1]?.items[1]).toEqual(lunch);
    });

    it('are deleted (204); a stale version is refused (409), an unknown item is not found (404)', async () => {
      const { mine, theirs } = await plannedTrip();
      const { items } = await dayWithThree(mine);
      const path = `/items/${items[0]?.id}`;
      // Another session's copy of another version is stale; the session that wrote the row is not.
      expect((await theirs.call('DELETE', `${path}?version=3`)).statusCode).toBe(409);
      expect((await mine.call('DELETE', `${path}?version=1`)).statusCode).toBe(204);
      expect((await mine.call('DELETE', path)).statusCode).toBe(404);
      expect(titles((await mine.read()).days[0]?.items ?? [])).toEqual(['Museum', 'Dinner']);
    });
  });

  describe('one order', () => {
    it('holds two companions’ moves after the same item at once: both kept, on keys of their own', async () => {
      const { mine, theirs } = await plannedTrip();
      const { items } = await dayWithThree(mine);
      const [breakfast] = items;
      const ideas = [
        await mine.addItem({ dayId: null, kind: 'note', title: 'Mine' }),
        await mine.addItem({ dayId: null, kind: 'note', title: 'Theirs' }),
      ];
      const [mineMoved, theirsMoved] = await Promise.all([
        mine.editItem(ideas[0]?.id ?? '', { after: breakfast?.id }),
        theirs.editItem(ideas[1]?.id ?? '', { after: breakfast?.id }),
      ]);
      expect(mineMoved.position).not.toBe(theirsMoved.position);
      const [day] = (await mine.read()).days;
      const order = titles(day?.items ?? []);
      expect(order.slice(0, 1)).toEqual(['Breakfast']);
      expect(order.slice(1, 3).sort()).toEqual(['Mine', 'Theirs']);
      expect(order.slice(3)).toEqual(['Museum', 'Dinner']);
      expect(new Set(day?.items.map((item) => item.position)).size).toBe(5);
    });

    it('moves one item 200 times in a day without writing any other row', async () => {
      const { mine } = await plannedTrip();
      const { day, items } = await dayWithThree(mine);
      const others = [...items, await mine.addItem({ dayId: day.id, kind: 'note', title: 'Sleep' })];
      const traveller = await mine.addItem({ dayId: day.id, kind: 'note', title: 'Moving' });
      for (let move = 0; move < 200; move += 1) {
        const anchor = others[move % others.length];
        await mine.editItem(traveller.id, move % 2 === 0 ? { after: anchor?.id } : { before: anchor?.id });
      }
      const [read] = (await mine.read()).days;
      const kept = read?.items.filter((item) => item.id !== traveller.id);
      expect(kept).toEqual(others);
      expect(read?.items.find((item) => item.id === traveller.id)?.version).toBe(201);
    });

    it('is given short keys again in the background, as it was, once a key grows long', async () => {
      const { mine } = await plannedTrip();
      const { day, items } = await dayWithThree(mine);
      const [breakfast, museum] = items;
      // Always between the same two: each key a little longer than the last.
      const squeezed = await mine.addItem({
        dayId: day.id,
        after: breakfast?.id,
        kind: 'note',
        title: 'Squeezed',
      });
      let lower = squeezed;
      for (let move = 0; move < 400 && lower.position.length <= LONG_KEY_LENGTH; move += 1) {
        lower = await mine.addItem({
          dayId: day.id,
          after: lower.id,
          kind: 'note',
          title: `Between ${move}`,
        });
        if (lower.position.length > LONG_KEY_LENGTH) break;
        await mine.call('PATCH', `/items/${lower.id}`, { before: museum?.id });
      }
      expect(lower.position.length).toBeGreaterThan(LONG_KEY_LENGTH);
      const before = (await mine.read()).days[0]?.items ?? [];
      expect(await rebalanceLongKeys(t.db)).toBeGreaterThanOrEqual(1);
      const after = (await mine.read()).days[0]?.items ?? [];
      expect(after.map((item) => [item.id, item.version])).toEqual(
        before.map((item) => [item.id, item.version]),
      );
      expect(Math.max(...after.map((item) => item.position.length))).toBeLessThanOrEqual(4);
    });
  });

  it('tells the trip’s members of every write, through the trip’s itinerary counter', async () => {
    const { tripId, mine } = await plannedTrip();
    const counter = async () =>
      (
        await t.db
          .select({ itinerary: tripVersions.itinerary })
          .from(tripVersions)
          .where(eq(tripVersions.tripId, tripId))
      )[0]?.itinerary ?? 0;
    await mine.read();
    const read = await counter();
    expect(read).toBeGreaterThan(0);
    await mine.addItem({ dayId: null, kind: 'note', title: 'Idea' });
    expect(await counter()).toBe(read + 1);
  });

  it('is in the account’s export, each trip’s days and ideas in order', async () => {
    const { tripId, mine } = await plannedTrip();
    const [day] = (await mine.read()).days;
    await mine.addItem({ dayId: day?.id, kind: 'place', title: 'Senso-ji', place: PLACES.sensoji });
    await mine.addItem({ dayId: null, kind: 'note', title: 'Ghibli Museum?' });
    const exported = await viewer.call('GET', '/account/export');
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse((await unzip(exported.rawPayload)).get('data.json')?.toString() ?? '{}') as {
      trips: {
        id: string;
        returnDay: string | null;
        itinerary: { days: { date: string; items: object[] }[]; ideas: object[] };
      }[];
    };
    const trip = data.trips.find((one) => one.id === tripId);
    expect(trip?.returnDay).toBe('2027-03-12');
    expect(trip?.itinerary.days.map((one) => one.date)).toHaveLength(5);
    expect(trip?.itinerary.days[0]?.items).toEqual([
      expect.objectContaining({ title: 'Senso-ji', place: expect.objectContaining({ name: 'Sensō-ji' }) }),
    ]);
    expect(trip?.itinerary.days[0]?.items[0]).not.toHaveProperty('can');
    expect(trip?.itinerary.ideas).toEqual([
      expect.objectContaining({ title: 'Ghibli Museum?', createdBy: expect.any(Object) }),
    ]);
  });

  it('forgets who added an item once their account is gone, and goes with the trip', async () => {
    const { tripId, mine, theirs } = await plannedTrip();
    const added = await theirs.addItem({ dayId: null, kind: 'note', title: 'Eduardo’s idea' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: editor.auth,
      payload: { password: 'Travel2026' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    editor = await person(t, 'Eduardo Editor');
    expect((await mine.read()).ideas).toEqual([{ ...added, createdBy: null }]);
    expect((await owner.call('DELETE', `/trips/${tripId}`)).statusCode).toBe(204);
    const left = await t.db
      .select({ id: itineraryItems.id })
      .from(itineraryItems)
      .where(eq(itineraryItems.tripId, tripId));
    expect(left).toEqual([]);
  });
});
