import { once } from 'node:events';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { paddedTo, samplePdf } from '../todo/testing/sample-attachments';
import { todoClient } from '../todo/testing/todo-client';
import { newTrip, person, type Person } from '../trip/testing/shared-trip';
import { unzip } from './testing/unzip';

/** Larger than what the streams between the archive and a reader that does not read hold. */
const HELD_BYTES = 2 * 1024 * 1024;

/** An export whose body is read only when asked: until then the download, and the export, stand still. */
const startExport = (t: TestApp, someone: Person) =>
  t.app.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: someone.auth,
    payloadAsStream: true,
  });

async function bodyOf(response: LightMyRequestResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(engines)('one export at a time per user on %s', (engine) => {
  let t: TestApp;
  let exporter: Person;
  let other: Person;

  beforeAll(async () => {
    t = await startTestApp(engine);
    [exporter, other] = await Promise.all([person(t, 'Ezra Exporter'), person(t, 'Olivia Other')]);
    await newTrip(exporter);
    const todo = todoClient(t, exporter.auth);
    const list = await todo.newList({ title: 'Tickets' });
    await todo.newAttachment(list.id, paddedTo(samplePdf(), HELD_BYTES), 'Big ticket');
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After to a second export while the first is under way, and takes one after it', async () => {
    const first = await startExport(t, exporter);
    expect(first.statusCode).toBe(200);

    const second = await exporter.call('GET', '/account/export');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(second.json()).toEqual({
      error: 'export_under_way',
      message: 'Your data is already being exported: let that download finish, then ask again.',
    });

    const others = await other.call('GET', '/account/export');
    expect(others.statusCode).toBe(200);

    const archive = await unzip(await bodyOf(first));
    expect(archive.has('data.json')).toBe(true);
    const next = await exporter.call('GET', '/account/export');
    expect(next.statusCode).toBe(200);
  });

  it('takes the next export once a download is cut short', async () => {
    const cut = await startExport(t, exporter);
    expect(cut.statusCode).toBe(200);
    const closed = once(cut.raw.res, 'close');
    cut.raw.res.destroy();
    await closed;
    const next = await exporter.call('GET', '/account/export');
    expect(next.statusCode).toBe(200);
  });
});
