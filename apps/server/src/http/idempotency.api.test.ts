import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerVersions } from '../db/answer-versions-schema';
import { signUp, userIdOf } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { SAO_PAULO_TO_LISBON } from '../testing/trips';
import { listBody, multipartFile } from '../todo/testing/todo-client';
import { todoLists } from '../todo/todo-schema';
import { newTrip, person as signedUpPerson, sharedTrip } from '../trip/testing/shared-trip';
import { requestHash, sweepIdempotencyKeys } from './idempotency';
import { idempotencyKeys } from './idempotency-schema';

/*
 * Idempotent writes: a signed-in write sent with an Idempotency-Key is answered once per user and key
 * for 24 hours, whichever instance answers, and however many repeats arrive at once.
 */

interface Person {
  userId: string;
  auth: Record<string, string>;
}

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';

describe.each(engines)('idempotent writes on %s', (engine) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(engine);
    second = await t.anotherInstance();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const person = async (): Promise<Person> => {
    const { token, auth } = await signUp(t);
    return { userId: await userIdOf(t, token), auth };
  };

  const send = (
    as: Person,
    method: Method,
    url: string,
    {
      key,
      payload,
      app = t.app,
    }: { key?: string; payload?: InjectOptions['payload']; app?: FastifyInstance } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...as.auth, ...(key !== undefined && { 'idempotency-key': key }) },
      payload,
    });

  const listsOf = (userId: string) => t.db.select().from(todoLists).where(eq(todoLists.userId, userId));
  const keysOf = (userId: string) =>
    t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  const todoVersionOf = async (userId: string) =>
    (await t.db.select().from(answerVersions).where(eq(answerVersions.userId, userId)))[0]?.todo;
  const answerOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body,
    contentType: response.headers['content-type'],
  });
  /** Moves the key's claim back in time, as if it were made `hours` ago. */
  const age = (userId: string, key: string, interval: string) =>
    t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

  it('answers a repeated POST with the first answer, and adds one list', async () => {
    const ana = await person();
    const key = randomUUID();
    const first = await send(ana, 'POST', '/todolist', { key, payload: listBody() });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const version = await todoVersionOf(ana.userId);

    const again = await send(ana, 'POST', '/todolist', { key, payload: listBody() });

    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await listsOf(ana.userId)).toHaveLength(1);
    // Nothing was written: the held answers' counter, which the live channel's messages carry, stayed.
    expect(await todoVersionOf(ana.userId)).toBe(version);
    expect(await keysOf(ana.userId)).toEqual([
      expect.objectContaining({ key, method: 'POST', path: '/api/todolist', status: 201 }),
    ]);
  });

  it('leaves writes without the header as they were: each one writes', async () => {
    const ana = await person();
    await send(ana, 'POST', '/todolist', { payload: listBody() });
    await send(ana, 'POST', '/todolist', { payload: listBody() });
    expect(await listsOf(ana.userId)).toHaveLength(2);
    expect(await keysOf(ana.userId)).toEqual([]);
  });

  it('answers a repeated PATCH with its first answer and changes nothing made since', async () => {
    const ana = await person();
    const list = (await send(ana, 'POST', '/todolist', { payload: listBody() })).json<{ id: string }>();
    const key = randomUUID();
    const rename = { ...listBody({ title: 'Mine' }), id: list.id };
    expect((await send(ana, 'PATCH', '/todolist', { key, payload: rename })).statusCode).toBe(204);
    const theirs = { ...listBody({ title: 'Theirs' }), id: list.id };
    expect((await send(ana, 'PATCH', '/todolist', { payload: theirs })).statusCode).toBe(204);

    const again = await send(ana, 'PATCH', '/todolist', { key, payload: rename });

    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await listsOf(ana.userId)).map(({ title }) => title)).toEqual(['Theirs']);
  });

  it('answers a repeated DELETE with its first answer, not a 404', async () => {
    const ana = await person();
    const list = (await send(ana, 'POST', '/todolist', { payload: listBody() })).json<{ id: string }>();
    const key = randomUUID();
    const first = await send(ana, 'DELETE', `/todolist?id=${list.id}`, { key });
    expect(first.statusCode).toBe(204);

    const again = await send(ana, 'DELETE', `/todolist?id=${list.id}`, { key });

    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send(ana, 'DELETE', `/todolist?id=${list.id}`)).statusCode).toBe(404);
  });

  it('keeps no refusal: the repeat is answered by what it finds, and may then succeed', async () => {
    const ana = await person();
    const key = randomUUID();
    const list = (await send(ana, 'POST', '/todolist', { payload: listBody() })).json<{ id: string }>();
    const rename = { ...listBody({ title: 'Renamed' }), id: list.id };
    await send(ana, 'DELETE', `/todolist?id=${list.id}`);
    const first = await send(ana, 'PATCH', '/todolist', { key, payload: rename });
    expect(first.statusCode).toBe(404);
    expect(await keysOf(ana.userId)).toEqual([]);

    const again = await send(ana, 'PATCH', '/todolist', { key, payload: rename });

    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // The key made no change, so it is free for another request.
    const other = await send(ana, 'POST', '/todolist', { key, payload: listBody({ title: 'Visa' }) });
    expect(other.statusCode).toBe(201);
    expect((await listsOf(ana.userId)).map(({ title }) => title)).toEqual(['Visa']);
  });

  describe('on a shared trip', () => {
    const boardOf = (tripId: string) => t.db.select().from(todoLists).where(eq(todoLists.tripId, tripId));

    it('makes the change of a key refused to a viewer once they are an editor', async () => {
      const { tripId, owner, viewer } = await sharedTrip(t);
      const key = randomUUID();
      const refused = await send(viewer, 'POST', '/todolist', { key, payload: listBody() });
      expect(refused.statusCode).toBe(403);
      const made = await send(owner, 'PATCH', `/trips/${tripId}/members/${viewer.userId}`, {
        payload: { role: 'editor' },
      });
      expect(made.statusCode).toBe(200);

      const again = await send(viewer, 'POST', '/todolist', { key, payload: listBody() });

      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect((await boardOf(tripId)).map(({ id }) => id)).toEqual([again.json<{ id: string }>().id]);
    });

    it('answers 422 to a key sent for one trip and again for another, which it leaves as it was', async () => {
      const { tripId, owner } = await sharedTrip(t);
      const otherTrip = await newTrip(owner, SAO_PAULO_TO_LISBON);
      const key = randomUUID();
      const switchTo = (id: string) => send(owner, 'PUT', '/trips/current', { payload: { tripId: id } });
      expect((await switchTo(tripId)).statusCode).toBe(200);
      const onFirst = await send(owner, 'POST', '/todolist', { key, payload: listBody() });
      expect(onFirst.statusCode).toBe(201);
      expect((await switchTo(otherTrip)).statusCode).toBe(200);

      const onOther = await send(owner, 'POST', '/todolist', { key, payload: listBody() });

      expect(onOther.statusCode).toBe(422);
      expect(onOther.json()).toEqual({ error: 'idempotency_key_reused', message: expect.any(String) });
      expect(await boardOf(otherTrip)).toEqual([]);
      expect(await boardOf(tripId)).toHaveLength(1);
      // Back on the first trip, the key's repeat is its own again.
      expect((await switchTo(tripId)).statusCode).toBe(200);
      expect(answerOf(await send(owner, 'POST', '/todolist', { key, payload: listBody() }))).toEqual(
        answerOf(onFirst),
      );
    });

    it('replays a switch of the current trip and a new trip, which find the trip they made current', async () => {
      const { tripId, owner } = await sharedTrip(t);
      await newTrip(owner, SAO_PAULO_TO_LISBON);
      const switchKey = randomUUID();
      const switched = await send(owner, 'PUT', '/trips/current', { key: switchKey, payload: { tripId } });
      expect(switched.statusCode).toBe(200);
      const switchedAgain = await send(owner, 'PUT', '/trips/current', {
        key: switchKey,
        payload: { tripId },
      });
      expect(answerOf(switchedAgain)).toEqual(answerOf(switched));
      expect(switchedAgain.headers['idempotent-replayed']).toBe('true');

      const tripKey = randomUUID();
      const trip = { ...SAO_PAULO_TO_LISBON, when: Date.now() + 86_400_000 };
      const created = await send(owner, 'POST', '/trip', { key: tripKey, payload: trip });
      expect(created.statusCode).toBe(200);
      const createdAgain = await send(owner, 'POST', '/trip', { key: tripKey, payload: trip });
      expect(answerOf(createdAgain)).toEqual(answerOf(created));
      expect(createdAgain.headers['idempotent-replayed']).toBe('true');
      expect((await send(owner, 'GET', '/trips')).json()).toHaveLength(3);
    });

    it('replays an accepted invitation, which finds its trip made current', async () => {
      const { tripId, owner } = await sharedTrip(t);
      const friend = await signedUpPerson(t, 'Fatima Friend');
      await newTrip(friend, SAO_PAULO_TO_LISBON);
      const invited = await send(owner, 'POST', `/trips/${tripId}/invitations`, {
        payload: { email: friend.email, role: 'editor' },
      });
      expect(invited.statusCode).toBe(201);
      const token = (await t.smtp.nextMailTo(friend.email)).link.split('/').pop() ?? '';
      const key = randomUUID();

      const accepted = await send(friend, 'POST', `/invitations/${token}/accept`, { key });
      const again = await send(friend, 'POST', `/invitations/${token}/accept`, { key });

      expect(accepted.statusCode).toBe(200);
      expect(answerOf(again)).toEqual(answerOf(accepted));
      expect(again.headers['idempotent-replayed']).toBe('true');
    });
  });

  it('answers 422 to the key sent with another body, query or route, and writes nothing', async () => {
    const ana = await person();
    const key = randomUUID();
    const first = await send(ana, 'POST', '/todolist', { key, payload: listBody({ title: 'Visa' }) });
    const list = first.json<{ id: string }>();

    const otherBody = await send(ana, 'POST', '/todolist', { key, payload: listBody({ title: 'Hotel' }) });
    const otherRoute = await send(ana, 'DELETE', `/todolist?id=${list.id}`, { key });
    const otherPath = await send(ana, 'POST', '/todolist/tasks', {
      key,
      payload: { toDoListId: list.id, title: 'Photo', description: '' },
    });

    for (const response of [otherBody, otherRoute, otherPath]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: 'idempotency_key_reused', message: expect.any(String) });
    }
    expect((await listsOf(ana.userId)).map(({ title }) => title)).toEqual(['Visa']);
    // The first answer is still the key's.
    expect(
      answerOf(await send(ana, 'POST', '/todolist', { key, payload: listBody({ title: 'Visa' }) })),
    ).toEqual(answerOf(first));
  });

  it('takes the same body in another key order as the same request', async () => {
    const ana = await person();
    const key = randomUUID();
    const body = listBody();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = await send(ana, 'POST', '/todolist', { key, payload: body });
    const again = await send(ana, 'POST', '/todolist', { key, payload: reversed });
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(await listsOf(ana.userId)).toHaveLength(1);
  });

  it('gives another user’s same key no meaning: their write is their own', async () => {
    const [ana, bruno] = [await person(), await person()];
    const key = randomUUID();
    const anas = await send(ana, 'POST', '/todolist', { key, payload: listBody() });
    const brunos = await send(bruno, 'POST', '/todolist', { key, payload: listBody() });

    expect(brunos.statusCode).toBe(201);
    expect(brunos.headers['idempotent-replayed']).toBeUndefined();
    expect(brunos.json<{ id: string }>().id).not.toBe(anas.json<{ id: string }>().id);
    expect(await listsOf(ana.userId)).toHaveLength(1);
    expect(await listsOf(bruno.userId)).toHaveLength(1);
    // Nor does another body under the same key of someone else's answer 422.
    const brunosOther = await send(bruno, 'POST', '/todolist', {
      key: randomUUID(),
      payload: listBody({ title: 'Other' }),
    });
    expect(brunosOther.statusCode).toBe(201);
  });

  it('forgets a key after 24 hours: it acts as new, and the sweep deletes it', async () => {
    const ana = await person();
    const key = randomUUID();
    const first = await send(ana, 'POST', '/todolist', { key, payload: listBody() });
    await age(ana.userId, key, '25 hours');

    const later = await send(ana, 'POST', '/todolist', { key, payload: listBody({ title: 'Another day' }) });

    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect(await listsOf(ana.userId)).toHaveLength(2);

    const kept = randomUUID();
    await send(ana, 'POST', '/todolist', { key: kept, payload: listBody() });
    await age(ana.userId, key, '25 hours');
    await sweepIdempotencyKeys(t.db);
    expect((await keysOf(ana.userId)).map((row) => row.key)).toEqual([kept]);
  });

  it('makes one write of 10 repeats sent at once to two instances, and answers each the same', async () => {
    const ana = await person();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(ana, 'POST', '/todolist', { key, payload: listBody(), app: index % 2 ? second : t.app }),
      ),
    );

    expect(await listsOf(ana.userId)).toHaveLength(1);
    const first = answerOf(answers[0]!);
    expect(first.status).toBe(201);
    for (const answer of answers) expect(answerOf(answer)).toEqual(first);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
  });

  describe('a repeat while the first request is still being answered', () => {
    /** A claim as another instance's first request leaves it while it runs. */
    const pendingClaim = (userId: string, key: string) =>
      t.db.insert(idempotencyKeys).values({
        userId,
        key,
        method: 'POST',
        path: '/api/todolist',
        requestHash: requestHash({ params: {}, query: {}, body: listBody() }),
        claim: randomUUID(),
      });

    it('waits for the first answer and sends it', async () => {
      const ana = await person();
      const key = randomUUID();
      await pendingClaim(ana.userId, key);
      const repeat = send(ana, 'POST', '/todolist', { key, payload: listBody() });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await t.db
        .update(idempotencyKeys)
        .set({
          status: 201,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: '{"id":"x"}',
        })
        .where(eq(idempotencyKeys.key, key));

      const answer = await repeat;

      expect(answer.statusCode).toBe(201);
      expect(answer.body).toBe('{"id":"x"}');
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(await listsOf(ana.userId)).toHaveLength(0);
    });

    it('answers 409 with Retry-After when the first is not answered within a few seconds', async () => {
      const ana = await person();
      const key = randomUUID();
      await pendingClaim(ana.userId, key);

      const answer = await send(ana, 'POST', '/todolist', { key, payload: listBody() });

      expect(answer.statusCode).toBe(409);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ error: 'idempotency_in_progress', message: expect.any(String) });
      expect(await listsOf(ana.userId)).toHaveLength(0);
    });

    it('takes over a claim left pending a minute by an instance that stopped', async () => {
      const ana = await person();
      const key = randomUUID();
      await pendingClaim(ana.userId, key);
      await age(ana.userId, key, '2 minutes');

      const answer = await send(ana, 'POST', '/todolist', { key, payload: listBody() });

      expect(answer.statusCode).toBe(201);
      expect(await listsOf(ana.userId)).toHaveLength(1);
      expect((await keysOf(ana.userId))[0]?.status).toBe(201);
    });
  });

  it('answers 400 to a key that is not 1 to 255 visible ASCII characters, and writes nothing', async () => {
    const ana = await person();
    for (const key of ['', 'has space', 'x'.repeat(256)]) {
      const response = await send(ana, 'POST', '/todolist', { key, payload: listBody() });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_idempotency_key', message: expect.any(String) });
    }
    expect(await listsOf(ana.userId)).toHaveLength(0);
    expect(
      (await send(ana, 'POST', '/todolist', { key: 'x'.repeat(255), payload: listBody() })).statusCode,
    ).toBe(201);
    // A read ignores the header.
    expect((await send(ana, 'GET', '/todolist', { key: 'has space' })).statusCode).toBe(200);
  });

  it('refuses the header on an upload, before reading the file', async () => {
    const ana = await person();
    const { payload, headers } = multipartFile(Buffer.from('%PDF-1.4\n'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/todolist/attchaments/upload',
      headers: { ...ana.auth, ...headers, 'idempotency-key': randomUUID() },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'idempotency_key_not_taken', message: expect.any(String) });
  });

  it('documents the header on the writes that honour it, and only there', async () => {
    type Operation = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const headerOf = (operation: Operation | undefined) =>
      operation?.parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    expect(headerOf(document.paths['/todolist']?.post)).toBeDefined();
    expect(headerOf(document.paths['/todolist']?.delete)).toBeDefined();
    expect(document.paths['/todolist']?.post?.responses['422']).toBeDefined();
    expect(headerOf(document.paths['/todolist']?.get)).toBeUndefined();
    expect(headerOf(document.paths['/todolist/attchaments/upload']?.post)).toBeUndefined();
    expect(headerOf(document.paths['/login']?.post)).toBeUndefined();
  });
});
