import type { Expense, TodoListAnswer } from '@wayfarer/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf } from '../todo/testing/sample-attachments';
import { listBody, todoClient } from '../todo/testing/todo-client';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';
import type { ExportDocument } from './export-document';
import { unzip } from './testing/unzip';

const TASK_DUE = '2027-01-20';

async function expectCreated<T>(response: { statusCode: number; body: string; json: <J>() => J }) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

/** Uploads the bytes as the person and attaches them to the list. */
const attach = (t: TestApp, someone: Person, toDoListId: string, bytes: Buffer, title: string) =>
  todoClient(t, someone.auth).newAttachment(toDoListId, bytes, title);

describe.each(engines)('GET /account/export on %s', (engine) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof sharedTrip>>;
  let files: Map<string, Buffer>;
  let headers: Record<string, unknown>;
  let document: ExportDocument;
  const pdf = samplePdf();

  beforeAll(async () => {
    t = await startTestApp(engine);
    people = await sharedTrip(t);
    const { owner, editor, stranger } = people;

    const list = await expectCreated<TodoListAnswer>(
      await owner.call('POST', '/todolist', listBody({ title: 'Visa / papers ../..' })),
    );
    await expectCreated(
      await owner.call('POST', '/todolist/tasks', {
        toDoListId: list.id,
        title: 'Book the consulate',
        description: 'Before the trip',
        dueDate: TASK_DUE,
      }),
    );
    await expectCreated(
      await editor.call('POST', '/todolist/comments', {
        toDoListId: list.id,
        title: 'Called them',
        description: 'Wait a week',
      }),
    );
    await attach(t, editor, list.id, pdf, '../../etc/passwd');
    await expectCreated<Expense>(
      await editor.call('POST', '/finances/expenses', {
        type: 2,
        title: 'Ramen',
        color: '#F5455C',
        date: Date.UTC(2027, 0, 21, 12),
        financesGoalId: null,
        originalCurrency: 'JPY',
        originalValue: 150_000,
        typedRate: '0.0061',
      }),
    );
    await expectCreated(
      await editor.call('POST', '/finances/entraces', {
        title: '=HYPERLINK("http://evil"), "bonus"',
        color: '#FFFD00',
        value: 300_050,
        date: Date.UTC(2026, 2, 1, 12),
      }),
    );

    // The stranger's own trip and data, which no export of another may hold.
    await stranger.call('POST', '/trip', { ...LISBON, when: Date.now() + 86_400_000 * 30 });
    const secret = await expectCreated<TodoListAnswer>(
      await stranger.call('POST', '/todolist', listBody({ title: 'Stranger secret list' })),
    );
    await attach(
      t,
      stranger,
      secret.id,
      Buffer.concat([pdf, Buffer.from('stranger bytes')]),
      'Stranger file',
    );
    await expectCreated(
      await stranger.call('POST', '/finances/entraces', {
        title: 'Stranger salary',
        color: '#FFFD00',
        value: 100,
        date: Date.UTC(2026, 2, 1, 12),
      }),
    );

    const response = await editor.call('GET', '/account/export');
    expect(response.statusCode, response.body).toBe(200);
    headers = response.headers;
    files = await unzip(response.rawPayload);
    document = JSON.parse(files.get('data.json')!.toString()) as ExportDocument;
  });
  afterAll(() => t.close());

  it('answers a ZIP to save, named for the day', () => {
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="wayfarer-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(headers['cache-control']).toBe('private, no-store');
    expect([...files.keys()].filter((name) => !name.startsWith('attachments/')).sort()).toEqual([
      'calendar.ics',
      'data.json',
      'finances.csv',
    ]);
  });

  it('holds the account without any secret', () => {
    const { editor } = people;
    expect(document.account).toEqual({
      name: editor.name,
      email: editor.email,
      photo: 'default.jpeg',
      photoFile: null,
      timeZone: 'UTC',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const text = files.get('data.json')!.toString();
    expect(text).not.toMatch(/password|argon2|googleId|token/i);
  });

  it('holds the shared trip as its editor sees it: role, places, members, board and trip goals and costs', () => {
    expect(document.trips).toHaveLength(1);
    const [trip] = document.trips;
    expect(trip).toMatchObject({
      id: people.tripId,
      role: 'editor',
      current: true,
      from: { city: 'Lisbon', country: 'Portugal', countryCode: 'PT', currency: 'EUR' },
      to: { city: 'Tokyo', country: 'Japan', countryCode: 'JP', currency: 'JPY' },
      members: [
        { name: 'Olga Owner', role: 'owner' },
        { name: 'Eduardo Editor', role: 'editor' },
        { name: 'Vera Viewer', role: 'viewer' },
      ],
    });
    const [list] = trip!.board;
    expect(list).toMatchObject({
      title: 'Visa / papers ../..',
      createdBy: { id: people.owner.userId, name: 'Olga Owner' },
      tasks: [{ title: 'Book the consulate', dueDate: TASK_DUE, status: false }],
      comments: [{ title: 'Called them', createdBy: { name: 'Eduardo Editor' } }],
      attachments: [{ title: '../../etc/passwd', createdBy: { name: 'Eduardo Editor' } }],
    });
    expect(trip!.costs).toEqual([
      expect.objectContaining({
        title: 'Ramen',
        type: 2,
        value: 915,
        originalCurrency: 'JPY',
        originalValue: 150_000,
        rate: '0.0061',
        rateTyped: true,
        createdBy: { id: people.editor.userId, name: 'Eduardo Editor' },
      }),
    ]);
    expect(document.finances.entrances).toEqual([
      expect.objectContaining({ title: '=HYPERLINK("http://evil"), "bonus"', value: 300_050 }),
    ]);
    expect(document.ownBoard).toBeUndefined();
  });

  it('holds each attachment’s bytes under a path made safe of its titles, named in data.json', () => {
    const attachment = document.trips[0]!.board[0]!.attachments[0]!;
    expect(attachment.file).toMatch(
      /^attachments\/Tokyo-[0-9a-f]{8}\/Visa - papers\/etc-passwd-[0-9a-f]{8}\.pdf$/,
    );
    expect(attachment.file!.split('/')).not.toContain('..');
    expect(files.get(attachment.file!)).toEqual(pdf);
    expect([...files.keys()].filter((name) => name.startsWith('attachments/'))).toEqual([attachment.file]);
  });

  it('lists every finance item in finances.csv, quoted and safe from formulas', () => {
    const lines = files.get('finances.csv')!.toString().split('\r\n');
    expect(lines).toEqual([
      '\uFEFFkind,trip,title,date,amount,original_amount,original_currency,rate',
      'trip cost,"Tokyo, Japan",Ramen,2027-01-21,9.15,1500.00,JPY,0.0061',
      `entrance,,"'=HYPERLINK(""http://evil""), ""bonus""",2026-03-01,3000.50,,,`,
      '',
    ]);
  });

  it('writes finances.csv in the account’s language: Portuguese cells, decimals, kinds and country', async () => {
    const { editor } = people;
    const switched = await editor.call('PATCH', '/user', { language: 'pt-BR' });
    expect(switched.statusCode, switched.body).toBe(200);
    try {
      // The browser asks for English: the account's language is the one read.
      const response = await editor.call('GET', '/account/export', undefined, { 'accept-language': 'en' });
      expect(response.statusCode, response.body).toBe(200);
      const csv = (await unzip(response.rawPayload)).get('finances.csv')!;
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString().split('\r\n')).toEqual([
        '\uFEFFtipo;viagem;título;data;valor;valor_original;moeda_original;cotação',
        'custo da viagem;Tokyo, Japão;Ramen;2027-01-21;9,15;1500,00;JPY;0,0061',
        `entrada;;"'=HYPERLINK(""http://evil""), ""bonus""";2026-03-01;3000,50;;;`,
        '',
      ]);
    } finally {
      await editor.call('PATCH', '/user', { language: 'en' });
    }
  });

  it('holds the dated items as the calendar feed has them', () => {
    const calendar = new ICAL.Component(ICAL.parse(files.get('calendar.ics')!.toString()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => ({
      summary: event.getFirstPropertyValue('summary'),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
    }));
    expect(events).toContainEqual({ summary: 'Due: Book the consulate · Tokyo', start: TASK_DUE });
    expect(events).toContainEqual({ summary: 'Trip to Tokyo', start: expect.any(String) });
    expect(events.map(({ summary }) => summary).join()).not.toMatch(/Stranger/);
  });

  it('never holds another user’s data', () => {
    for (const [name, bytes] of files) {
      expect(bytes.toString('latin1'), name).not.toMatch(/Stranger secret|Stranger salary|stranger bytes/);
    }
  });

  it('is the caller’s own: the stranger’s export holds their data, not the editor’s', async () => {
    const response = await people.stranger.call('GET', '/account/export');
    const theirs = JSON.parse(
      (await unzip(response.rawPayload)).get('data.json')!.toString(),
    ) as ExportDocument;
    expect(theirs.account.email).toBe(people.stranger.email);
    expect(theirs.trips.map(({ to }) => to.city)).toEqual(['Lisbon']);
    expect(JSON.stringify(theirs)).not.toMatch(/Ramen|Visa \/ papers|HYPERLINK/);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
  });
});

const LISBON = {
  currentCity: 'Tokyo',
  currentState: 'Tokyo',
  currentCountry: 'Japan',
  currentCountrySlug: 'JP',
  tripCity: 'Lisbon',
  tripState: 'Lisbon',
  tripCountry: 'Portugal',
  tripCountrySlug: 'PT',
  tripLat: 38.71667,
  tripLon: -9.13333,
};
