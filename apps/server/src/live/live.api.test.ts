import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { join, person, sharedTrip } from '../trip/testing/shared-trip';
import { listen, quietFor, signedIn, signedInWithReplays } from './testing/live-listener';

/*
 * The live channel: a socket signs in with its first message, then hears which topic of which of its
 * trips changed after each committed write, from any instance, and nothing of trips it is not (or no
 * longer) a member of, nor of another person's own data.
 */

describe.each(engines)('the live channel on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let second: FastifyInstance;
  let secondBase: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { PUBLIC_URL: 'https://wayfarer.example' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    second = await t.anotherInstance();
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('closes with 4401 a socket that sends no auth within 5 s, and one with a bad token at once', async () => {
    const silent = await listen(base);
    const bad = await listen(base);
    bad.socket.send(JSON.stringify({ type: 'auth', token: 'A'.repeat(43) }));
    expect(await bad.closed).toBe(4401);
    const started = Date.now();
    expect(await silent.closed).toBe(4401);
    expect(Date.now() - started).toBeGreaterThan(3000);
    const garbage = await listen(base);
    garbage.socket.send('not json');
    expect(await garbage.closed).toBe(4401);
  }, 10_000);

  it('tells every member of the trip, and no one else, of a change to its board', async () => {
    const { tripId, owner, editor, viewer, stranger } = await sharedTrip(t);
    const removed = await person(t, 'Rita Removed');
    await join(t, owner, tripId, removed, 'editor');
    await owner.call('DELETE', `/trips/${tripId}/members/${removed.userId}`);
    const ownerSocket = await signedIn(base, owner);
    const viewerSocket = await signedIn(base, viewer);
    const strangerSocket = await signedIn(base, stranger);
    const removedSocket = await signedIn(base, removed);

    expect((await editor.call('POST', '/todolist', listBody())).statusCode).toBe(201);
    for (const socket of [ownerSocket, viewerSocket]) {
      expect(await socket.nextMessage()).toEqual({
        type: 'changed',
        tripId,
        topic: 'todo',
        version: expect.any(Number),
      });
    }
    await quietFor(300);
    expect(strangerSocket.messages).toEqual([{ type: 'ready' }]);
    expect(removedSocket.messages).toEqual([{ type: 'ready' }]);
    for (const { socket } of [ownerSocket, viewerSocket, strangerSocket, removedSocket]) socket.close();
  });

  it('tells a socket as it signs in of the changes of its trips made just before, and no one else’s', async () => {
    const { tripId, owner, editor, stranger } = await sharedTrip(t);
    await quietFor(300);
    expect((await editor.call('POST', '/todolist', listBody())).statusCode).toBe(201);
    // The page read its board, then its socket signs in: the list added in between is told.
    const ownerSocket = await signedInWithReplays(base, owner);
    const strangerSocket = await signedInWithReplays(base, stranger);
    await quietFor(300);
    expect(ownerSocket.messages).toContainEqual({
      type: 'changed',
      tripId,
      topic: 'todo',
      version: expect.any(Number),
    });
    expect(
      strangerSocket.messages.filter((message) => 'tripId' in message && message.tripId === tripId),
    ).toEqual([]);
    // A page that read its data after that change is not told it again.
    await quietFor(1_000);
    const readSince = await signedInWithReplays(base, owner, 0);
    await quietFor(300);
    expect(readSince.messages).toEqual([{ type: 'ready' }]);
    for (const { socket } of [ownerSocket, strangerSocket, readSince]) socket.close();
  });

  it('tells a member taken off the trip once, then nothing more of it', async () => {
    const { tripId, owner, viewer } = await sharedTrip(t);
    const viewerSocket = await signedIn(base, viewer);
    await owner.call('DELETE', `/trips/${tripId}/members/${viewer.userId}`);
    expect(await viewerSocket.nextMessage()).toMatchObject({ type: 'changed', tripId, topic: 'members' });
    await owner.call('POST', '/todolist', listBody());
    await quietFor(300);
    expect(viewerSocket.messages.filter(({ type }) => type === 'changed')).toHaveLength(1);
    viewerSocket.socket.close();
  });

  it('tells a person alone of a change to their own finances', async () => {
    const { tripId, owner, editor } = await sharedTrip(t);
    const ownerSocket = await signedIn(base, owner);
    const editorSocket = await signedIn(base, editor);
    await owner.call('POST', '/finances/entraces', {
      title: 'Salary',
      color: '#FFFD00',
      value: 100,
      date: Date.now(),
    });
    expect(await ownerSocket.nextMessage()).toEqual({
      type: 'changed',
      tripId: null,
      topic: 'finances',
      version: expect.any(Number),
    });
    // A trip cost is the trip's: both hear of it.
    await owner.call('POST', '/finances/expenses', {
      type: 2,
      title: 'Dinner',
      color: '#F5455C',
      value: 500,
      date: Date.now(),
      financesGoalId: null,
    });
    expect(await editorSocket.nextMessage()).toMatchObject({ tripId, topic: 'finances' });
    expect(editorSocket.messages.filter(({ type }) => type === 'changed')).toHaveLength(1);
    for (const { socket } of [ownerSocket, editorSocket]) socket.close();
  });

  it('reaches a socket held by another instance of the same database', async () => {
    const { tripId, owner, editor } = await sharedTrip(t);
    const onSecond = await signedIn(secondBase, editor);
    await owner.call('PATCH', '/trip', { when: Date.now() + 400 * 86_400_000 });
    expect(await onSecond.heard('changed')).toMatchObject({ tripId, topic: 'trip' });
    onSecond.socket.close();
  });

  it('closes with 4401 at once, on every instance, the sockets of an account deleted', async () => {
    const leaving = await person(t, 'Lea Leaving');
    const [onFirst, onSecond] = [await signedIn(base, leaving), await signedIn(secondBase, leaving)];
    const started = Date.now();
    const deleted = await leaving.call('DELETE', '/user', { password: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(await onFirst.closed).toBe(4401);
    expect(await onSecond.closed).toBe(4401);
    // The sessions' own check comes with the next ping, 30 s on.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a socket from an origin not its own (403), and closes one sending more than 64 KB', async () => {
    await expect(listen(base, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await listen(base, { origin: 'https://wayfarer.example' });
    own.socket.send('x'.repeat(70 * 1024));
    expect(await own.closed).toBe(1009);
  });

  it('takes a socket from the page it served, at whatever address, though PUBLIC_URL names another', async () => {
    // The page was served from the address the socket comes to: its origin is the server's own.
    const own = await listen(base, { origin: base });
    expect(own.socket.readyState).toBe(own.socket.OPEN);
    own.socket.close();
    await expect(listen(base, { origin: 'http://127.0.0.1:1' })).rejects.toThrow(/403/);
  });

  it('closes its sockets with 1001 when the server stops, that clients reconnect elsewhere', async () => {
    const stopping = await t.anotherInstance();
    const stoppingBase = await stopping.listen({ port: 0, host: '127.0.0.1' });
    const { owner } = await sharedTrip(t);
    const socket = await signedIn(stoppingBase, owner);
    await stopping.close();
    expect(await socket.closed).toBe(1001);
  });
});
