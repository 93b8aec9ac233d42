import { LiveCloseCode } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, tokenFromLink } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { newTrip, person, type Person } from '../trip/testing/shared-trip';
import { authAs, listen, quietFor, signedIn, type Listener } from './testing/live-listener';

/*
 * What a socket may cost: one auth per socket, a few sockets per account (the oldest closed to make
 * room), and none outliving the session it signed in with.
 */

const SOCKETS_PER_ACCOUNT = 3;

/** A second session of the same account, signed in by password. */
async function anotherSessionOf(t: TestApp, as: Person): Promise<Person> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: as.email, password: STRONG_PASSWORD },
  });
  const auth = { authorization: `Bearer ${login.json<{ result: string }>().result}` };
  return {
    ...as,
    auth,
    call: (method, url, payload, headers = {}) =>
      t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, payload }),
  };
}

describe.each(engines)('the live sockets of one account on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let second: FastifyInstance;
  let secondBase: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { LIVE_MAX_SOCKETS_PER_ACCOUNT: String(SOCKETS_PER_ACCOUNT) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    second = await t.anotherInstance();
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('takes one auth per socket: three sent at once sign it in once, and each change comes once', async () => {
    const owner = await person(t, 'Tess Thrice');
    await newTrip(owner);
    await quietFor(300);
    const listener = await listen(base);
    for (let sent = 0; sent < 3; sent++) listener.socket.send(authAs(owner, 0));
    expect(await listener.nextMessage()).toEqual({ type: 'ready' });
    await quietFor(300);
    const heardBefore = listener.messages.length;
    expect((await owner.call('POST', '/todolist', listBody())).statusCode).toBe(201);
    // What the sign-in replays of the trip's making came before; the list's change comes after it.
    for (let waited = 0; listener.messages.length === heardBefore && waited < 5000; waited += 50)
      await quietFor(50);
    await quietFor(300);
    expect(listener.messages.filter(({ type }) => type === 'ready')).toHaveLength(1);
    expect(listener.messages.slice(heardBefore)).toEqual([
      expect.objectContaining({ type: 'changed', topic: 'todo' }),
    ]);
    listener.socket.close();
  });

  it('closes the oldest socket of an account past its number, with 4409, on this instance alone', async () => {
    const owner = await person(t, 'Otto Opener');
    await newTrip(owner);
    const onSecond = await signedIn(secondBase, owner);
    const opened: Listener[] = [];
    for (let count = 0; count < SOCKETS_PER_ACCOUNT + 1; count++) opened.push(await signedIn(base, owner));
    const [oldest, ...kept] = opened;
    expect(await oldest!.closed).toBe(LiveCloseCode.tooManySockets);
    expect((await owner.call('POST', '/todolist', listBody())).statusCode).toBe(201);
    for (const listener of [...kept, onSecond]) {
      expect(await listener.heard('changed')).toMatchObject({ topic: 'todo' });
    }
    for (const { socket } of [...kept, onSecond]) socket.close();
  });

  it('closes with 4401 at once, on every instance, the sockets of a session signed out, and no other', async () => {
    const leaving = await person(t, 'Sam Signout');
    const staying = await anotherSessionOf(t, leaving);
    const [onFirst, onSecond] = [await signedIn(base, leaving), await signedIn(secondBase, leaving)];
    const other = await signedIn(base, staying);
    const started = Date.now();
    expect((await leaving.call('POST', '/logout')).statusCode).toBe(200);
    expect(await onFirst.closed).toBe(LiveCloseCode.unauthorized);
    expect(await onSecond.closed).toBe(LiveCloseCode.unauthorized);
    // The sessions' own check comes with the next ping, 30 s on.
    expect(Date.now() - started).toBeLessThan(5000);
    await newTrip(staying);
    expect(await other.heard('changed')).toMatchObject({ type: 'changed' });
    other.socket.close();
  });

  it('closes with 4401 at once, on every instance, every socket of an account whose password is reset', async () => {
    const resetting = await person(t, 'Rosa Reset');
    const another = await anotherSessionOf(t, resetting);
    const [onFirst, onSecond] = [await signedIn(base, resetting), await signedIn(secondBase, another)];
    const started = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/forgetpassword', payload: { email: resetting.email } });
    const link = (await t.smtp.nextMailTo(resetting.email)).link;
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/newpassword/${tokenFromLink(link)}`,
      payload: { password: 'Fresh2027pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await onFirst.closed).toBe(LiveCloseCode.unauthorized);
    expect(await onSecond.closed).toBe(LiveCloseCode.unauthorized);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
