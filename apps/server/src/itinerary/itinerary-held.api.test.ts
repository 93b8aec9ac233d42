import type { Itinerary } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';
import { itineraryClient } from './testing/itinerary-client';

/*
 * GET /trips/:tripId/itinerary is held built per member, trip and role (http/answer-cache.ts): each of
 * these changes must be seen at the next read all the same.
 */
describe.each(engines)('the held itinerary on %s', (engine) => {
  let t: TestApp;
  let tripId: string;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tripId, owner, editor, viewer } = await sharedTrip(t));
  });
  afterAll(() => t.close());

  const read = (as: Person) => itineraryClient(as, tripId).read();

  it('answers 304 to a reader who holds the answer, and the new one after a companion’s write', async () => {
    const first = await viewer.call('GET', `/trips/${tripId}/itinerary`);
    const etag = String(first.headers.etag);
    const again = await viewer.call('GET', `/trips/${tripId}/itinerary`, undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    const [day] = first.json<Itinerary>().days;
    await itineraryClient(editor, tripId).addItem({ dayId: day?.id, kind: 'note', title: 'Bring cash' });
    const after = await viewer.call('GET', `/trips/${tripId}/itinerary`, undefined, {
      'if-none-match': etag,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Itinerary>().days[0]?.items.map((item) => item.title)).toEqual(['Bring cash']);
  });

  it('answers a member’s new abilities at once after a change of role', async () => {
    expect((await read(viewer)).days[0]?.can).toEqual({ edit: false, delete: false });
    await owner.call('PATCH', `/trips/${tripId}/members/${viewer.userId}`, { role: 'editor' });
    expect((await read(viewer)).days[0]?.can).toEqual({ edit: true, delete: true });
    await owner.call('PATCH', `/trips/${tripId}/members/${viewer.userId}`, { role: 'viewer' });
    expect((await read(viewer)).days[0]?.can).toEqual({ edit: false, delete: false });
  });

  it('answers a member’s new name on what they added', async () => {
    const [day] = (await read(viewer)).days;
    await itineraryClient(editor, tripId).addItem({ dayId: day?.id, kind: 'note', title: 'By the editor' });
    const before = (await read(viewer)).days[0]?.items.find((item) => item.title === 'By the editor');
    expect(before?.createdBy).toEqual({ id: editor.userId, name: editor.name });
    const renamed = await editor.call('PATCH', '/userdetails', { name: 'Eduarda Editor' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await read(viewer)).days[0]?.items.find((item) => item.title === 'By the editor');
    expect(after?.createdBy).toEqual({ id: editor.userId, name: 'Eduarda Editor' });
  });

  it('makes the days of new dates at the next read', async () => {
    const before = await read(editor);
    const [first] = before.days;
    if (!first?.date) throw new Error('the trip has no dated day');
    const returnDate = new Date(Date.parse(`${first.date}T12:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const changed = await owner.call('PATCH', '/trip', { returnDate });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read(editor)).days.map((day) => day.date)).toEqual([
      first.date,
      expect.any(String),
      returnDate,
    ]);
  });
});
