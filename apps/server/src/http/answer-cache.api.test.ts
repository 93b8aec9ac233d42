import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts-schema';
import { answerVersions } from '../db/answer-versions-schema';
import { financeEntrances } from '../finances/finances-schema';
import { financeClient } from '../finances/testing/finance-client';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { todoLists } from '../todo/todo-schema';
import { todoClient } from '../todo/testing/todo-client';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe.each(engines)('held answers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const userIdOf = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error('no such user');
    return user.id;
  };
  const versions = async (userId: string) =>
    (await t.db.select().from(answerVersions).where(eq(answerVersions.userId, userId)))[0];

  it('serves a board changed behind the app’s back: the counter moves with any write', async () => {
    const user = await signUp(t);
    const board = todoClient(t, user.auth);
    const list = await board.newList({ title: 'Before' });
    expect((await board.boardLists()).map(({ title }) => title)).toEqual(['Before']);

    await t.db.update(todoLists).set({ title: 'Changed in SQL' }).where(eq(todoLists.id, list.id));

    expect((await board.boardLists()).map(({ title }) => title)).toEqual(['Changed in SQL']);
  });

  it('serves finances changed behind the app’s back', async () => {
    const user = await signUp(t);
    const money = financeClient(t, user.auth);
    const entrance = await money.newEntrance({ title: 'Salary' });
    expect((await money.state()).entraces.map(({ title }) => title)).toEqual(['Salary']);

    await t.db.delete(financeEntrances).where(eq(financeEntrances.id, entrance.id));

    expect((await money.state()).entraces).toEqual([]);
  });

  it('counts one change per written row, per user and per answer', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const userId = await userIdOf(user.email);
    const board = todoClient(t, user.auth);
    const list = await board.newList();
    await board.newTask(list.id);
    await financeClient(t, user.auth).newEntrance();

    expect(await versions(userId)).toEqual({ userId, todo: 2, finances: 1 });
    expect(await versions(await userIdOf(other.email))).toBeUndefined();
  });

  it('answers a held board with its ETag, 304 for that tag, and a new tag once a write moved the counter', async () => {
    const user = await signUp(t);
    const board = todoClient(t, user.auth);
    await board.newList({ title: 'Before' });

    const first = await board.board();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await board.call('GET', '/todolist', undefined, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await board.newList({ title: 'After' });
    const changed = await board.call('GET', '/todolist', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ title: string }[]>().map(({ title }) => title)).toEqual(['Before', 'After']);
  });

  it('gives the same finances the same ETag on every instance: the tag is drawn from the bytes', async () => {
    const user = await signUp(t);
    await financeClient(t, user.auth).newEntrance({ title: 'Salary' });
    const get = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/finances', headers: user.auth });
    const other = await t.anotherInstance();
    try {
      const [here, there] = [await get(t.app), await get(other)];
      expect(here.body).toBe(there.body);
      expect(here.headers.etag).toBe(there.headers.etag);
    } finally {
      await other.close();
    }
  });

  it('sends the held bytes compressed as the client asks, the same text in each encoding', async () => {
    const user = await signUp(t);
    const money = financeClient(t, user.auth);
    for (let i = 0; i < 20; i += 1) await money.newEntrance({ title: `Entrance ${i}` });
    const board = todoClient(t, user.auth);
    for (let i = 0; i < 10; i += 1) await board.newList({ title: `List ${i}` });

    // The two routes leave compression to the answer cache, not to the compression plugin.
    for (const url of ['/api/finances', '/api/todolist']) {
      const get = (acceptEncoding?: string) =>
        t.app.inject({
          method: 'GET',
          url,
          headers: { ...user.auth, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
        });
      const plain = await get();
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
      for (const response of [plain, br, gzip]) {
        expect(response.headers.vary, url).toContain('accept-encoding');
        expect(response.headers.etag, url).toBe(plain.headers.etag);
      }
    }
  });

  it('refuses a held board at once after Exit: the session is checked on every request', async () => {
    const user = await signUp(t);
    const board = todoClient(t, user.auth);
    await board.newList();
    expect((await board.board()).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth });

    expect((await board.board()).statusCode).toBe(401);
  });
});
