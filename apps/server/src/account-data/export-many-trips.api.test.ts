import { noonUtcOf } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAO_PAULO_TO_LISBON } from '../testing/trips';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf } from '../todo/testing/sample-attachments';
import { todoClient } from '../todo/testing/todo-client';
import { financeEntrances } from '../finances/finances-schema';
import { todoAttachments, todoLists } from '../todo/todo-schema';
import { trips } from '../trip/trip-schema';
import { newTrip, person, type Person } from '../trip/testing/shared-trip';
import type { ExportDocument } from './export-document';
import { unzip } from './testing/unzip';

/** A day in the year 10000, which the API once took and no calendar can write, and its noon UTC. */
const DAY_IN_YEAR_10000 = '10000-01-01';
const NOON_IN_YEAR_10000 = noonUtcOf(DAY_IN_YEAR_10000);

async function exported(someone: Person) {
  const response = await someone.call('GET', '/account/export');
  expect(response.statusCode, response.body).toBe(200);
  const files = await unzip(response.rawPayload);
  return { files, document: JSON.parse(files.get('data.json')!.toString()) as ExportDocument };
}

describe.each(engines)('GET /account/export of several trips on %s', (engine) => {
  let t: TestApp;
  let traveller: Person;
  let files: Map<string, Buffer>;
  let document: ExportDocument;

  beforeAll(async () => {
    t = await startTestApp(engine);
    traveller = await person(t, 'Tina Traveller');
    const todo = todoClient(t, traveller.auth);
    await todo.newList({ title: 'Planned before any trip' });
    await newTrip(traveller);
    await todo.newList({ title: 'Tokyo list' });
    const far = await todo.newList({ title: 'Far list' });
    // Stored before dates were bounded: the feed cannot write it, the export still must.
    await t.db.update(todoLists).set({ dateDay: DAY_IN_YEAR_10000 }).where(eq(todoLists.id, far.id));
    await todo.newAttachment(far.id, samplePdf(), 'Kept ticket');
    const lisbonTrip = await newTrip(traveller, SAO_PAULO_TO_LISBON);
    await t.db.update(trips).set({ whenDay: DAY_IN_YEAR_10000 }).where(eq(trips.id, lisbonTrip));
    const income = await traveller.call('POST', '/finances/entraces', {
      title: 'Far income',
      color: '#FFFD00',
      value: 100,
      date: Date.UTC(2026, 2, 1, 12),
    });
    await t.db
      .update(financeEntrances)
      .set({ dateDay: DAY_IN_YEAR_10000 })
      .where(eq(financeEntrances.id, income.json<{ id: string }>().id));
    const lisbon = await todo.newList({ title: 'Lisbon list' });
    await todo.newAttachment(lisbon.id, samplePdf(), 'Lost ticket');
    const [gone] = await t.db
      .select({ fileName: todoAttachments.fileName })
      .from(todoAttachments)
      .where(eq(todoAttachments.toDoListId, lisbon.id));
    await t.files.remove(`attachments/${gone!.fileName}`);
    ({ files, document } = await exported(traveller));
  });
  afterAll(() => t.close());

  it('holds every trip, the current first, each with its own board', () => {
    expect(document.trips.map(({ to, current }) => [to.city, current])).toEqual([
      ['Lisbon', true],
      ['Tokyo', false],
    ]);
    expect(document.trips.map(({ board }) => board.map(({ title }) => title).sort())).toEqual([
      ['Lisbon list'],
      ['Far list', 'Planned before any trip', 'Tokyo list'],
    ]);
    expect(document.ownBoard).toBeUndefined();
  });

  it('holds a list dated past any calendar with its date, and the calendar without it', () => {
    const far = document.trips[1]!.board.find(({ title }) => title === 'Far list');
    expect(far).toMatchObject({ date: NOON_IN_YEAR_10000, dateDay: DAY_IN_YEAR_10000 });
    expect(files.get('calendar.ics')!.toString()).not.toContain('Far list');
  });

  it('gives a day past year 9999 as it is stored', () => {
    expect(document.trips[0]).toMatchObject({ when: NOON_IN_YEAR_10000, day: DAY_IN_YEAR_10000 });
    expect(document.finances.entrances).toEqual([
      expect.objectContaining({ date: NOON_IN_YEAR_10000, dateDay: DAY_IN_YEAR_10000 }),
    ]);
    expect(files.get('finances.csv')!.toString().split('\r\n')).toContain(
      'entrance,,Far income,10000-01-01,1.00,,,',
    );
  });

  it('names a stored file where the archive put it, and a file the store lost as null', () => {
    const attachments = document.trips.flatMap(({ board }) => board.flatMap((list) => list.attachments));
    const byTitle = new Map(attachments.map((attachment) => [attachment.title, attachment.file]));
    expect(byTitle.get('Kept ticket')).toMatch(
      /^attachments\/Tokyo-[0-9a-f]{8}\/Far list\/Kept ticket-[0-9a-f]{8}\.pdf$/,
    );
    expect(files.get(byTitle.get('Kept ticket')!)).toEqual(samplePdf());
    expect(byTitle.get('Lost ticket')).toBeNull();
    expect([...files.keys()].filter((name) => name.startsWith('attachments/'))).toEqual([
      byTitle.get('Kept ticket'),
    ]);
  });
});
