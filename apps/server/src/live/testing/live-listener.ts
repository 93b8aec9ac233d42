import type { LiveServerMessage } from '@wayfarer/core';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { Person } from '../../trip/testing/shared-trip';

/** A test's socket on GET /api/live: what it heard, and how it closed. */
export interface Listener {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** The close code, once closed. */
  closed: Promise<number>;
  nextMessage(timeoutMs?: number): Promise<LiveServerMessage>;
  /** The first message heard, or still to come, of the type: whichever of several sockets hears first. */
  heard(type: LiveServerMessage['type'], timeoutMs?: number): Promise<LiveServerMessage>;
}

export function listen(base: string, headers: Record<string, string> = {}): Promise<Listener> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/live`, { headers });
  const messages: LiveServerMessage[] = [];
  /** How many of `messages` nextMessage has handed out: one that came before it was asked for is next. */
  let taken = 0;
  const waiting: ((message: LiveServerMessage) => void)[] = [];
  const watching = new Set<(message: LiveServerMessage) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as LiveServerMessage;
    messages.push(message);
    const waiter = waiting.shift();
    if (waiter) {
      taken += 1;
      waiter(message);
    }
    for (const watcher of watching) watcher(message);
  });
  const heard = (type: LiveServerMessage['type'], timeoutMs = 5000) =>
    new Promise<LiveServerMessage>((resolveMessage, rejectMessage) => {
      const already = messages.find((message) => message.type === type);
      if (already) return resolveMessage(already);
      const timer = setTimeout(() => {
        watching.delete(watcher);
        rejectMessage(new Error(`no ${type} message in time`));
      }, timeoutMs);
      const watcher = (message: LiveServerMessage) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        watching.delete(watcher);
        resolveMessage(message);
      };
      watching.add(watcher);
    });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        closed,
        heard,
        nextMessage: (timeoutMs = 5000) =>
          new Promise((resolveMessage, rejectMessage) => {
            const arrived = messages[taken];
            if (arrived) {
              taken += 1;
              return resolveMessage(arrived);
            }
            const timer = setTimeout(() => rejectMessage(new Error('no message in time')), timeoutMs);
            waiting.push((message) => {
              clearTimeout(timer);
              resolveMessage(message);
            });
          }),
      }),
    );
  });
}

export const tokenOf = (as: Person) => as.auth.authorization?.split(' ')[1];

/** The auth message a socket signs in with, as the person. */
export const authAs = (as: Person, readMsAgo?: number) =>
  JSON.stringify({ type: 'auth', token: tokenOf(as), readMsAgo });

/** A socket signed in as the person, ready; its page read its data `readMsAgo` ms before (unknown: left out). */
export async function signedInWithReplays(base: string, as: Person, readMsAgo?: number): Promise<Listener> {
  const listener = await listen(base);
  listener.socket.send(authAs(as, readMsAgo));
  expect(await listener.nextMessage()).toEqual({ type: 'ready' });
  return listener;
}

export const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A socket signed in as the person, ready, past the changes of the last seconds it is told as it signs
 * in (the tests' own set-up made them): what it hears next is what the test does.
 */
export async function signedIn(base: string, as: Person): Promise<Listener> {
  const listener = await signedInWithReplays(base, as);
  await quietFor(300);
  listener.messages.splice(1);
  return listener;
}
