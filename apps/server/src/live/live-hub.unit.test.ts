import { LiveCloseCode } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createLiveHub, type HubSocket, type LiveClient } from './live-hub';

/** A socket that records how it was closed. */
class FakeSocket implements HubSocket {
  readonly OPEN = 1;
  readyState = 1;
  closedWith: number | undefined;
  send() {}
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
}

/** Signing in, signing out and the cap ask nothing of the database: a question would throw. */
const noDatabase = new Proxy({} as Db, {
  get: () => {
    throw new Error('the hub asked the database');
  },
});

const hubOf = (maxSocketsPerAccount: number) =>
  createLiveHub<FakeSocket>(noDatabase, { maxSocketsPerAccount });

const clientOf = (userId: string, socket = new FakeSocket()): LiveClient<FakeSocket> => ({
  socket,
  userId,
  tokenHash: `hash of ${userId}`,
});

const failOnError = (error: unknown) => {
  throw error;
};

describe('the live hub', () => {
  it('registers a socket once, however often it signs in, and forgets it when it closes', () => {
    const hub = hubOf(20);
    const socket = new FakeSocket();
    const signIns = Array.from({ length: 29 }, () => clientOf('ana', socket));
    for (const client of signIns) hub.add(client, 0, failOnError);
    expect(hub.clients()).toEqual([signIns.at(-1)]);
    hub.remove(signIns.at(-1)!);
    expect(hub.clients()).toEqual([]);
  });

  it('closes the oldest sockets of an account past its number with 4409, and no other account’s', () => {
    const hub = hubOf(2);
    const other = clientOf('bea');
    hub.add(other, 0, failOnError);
    const [first, second, third] = [clientOf('ana'), clientOf('ana'), clientOf('ana')];
    for (const client of [first, second, third]) hub.add(client!, 0, failOnError);
    expect(first!.socket.closedWith).toBe(LiveCloseCode.tooManySockets);
    expect(hub.clients()).toEqual([other, second, third]);
    expect([other, second, third].map(({ socket }) => socket.closedWith)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // Its close, when the peer answers, removes nothing that is still held.
    hub.remove(first!);
    expect(hub.clients()).toHaveLength(3);
  });

  it('closes with 4401 the sockets of a session signed out, or of every session of the account', () => {
    const hub = hubOf(20);
    const signedOut = clientOf('ana');
    const otherSession = { ...clientOf('ana'), tokenHash: 'another hash' };
    for (const client of [signedOut, otherSession]) hub.add(client, 0, failOnError);
    hub.receive(JSON.stringify({ ended: 'ana', session: signedOut.tokenHash }), failOnError);
    expect(signedOut.socket.closedWith).toBe(LiveCloseCode.unauthorized);
    expect(hub.clients()).toEqual([otherSession]);
    hub.receive(JSON.stringify({ ended: 'ana' }), failOnError);
    expect(otherSession.socket.closedWith).toBe(LiveCloseCode.unauthorized);
    expect(hub.clients()).toEqual([]);
  });
});
