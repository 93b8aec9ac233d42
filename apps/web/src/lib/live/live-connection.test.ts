import { describe, expect, it, vi } from 'vitest';
import { connectLive, reconnectDelay, type LiveSocket } from './live-connection';

type Listener = (event: never) => void;

/** A socket the test drives: it records what the tab sent and fires what the server would. */
class FakeSocket implements LiveSocket {
  readonly sent: string[] = [];
  closedWith: number | undefined;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'open' | 'message' | 'close', event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
  serverSays(message: unknown) {
    this.fire('message', { data: JSON.stringify(message) });
  }
}

function harness(token: string | null = 'the-token') {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const network: { online: boolean; backOnline: () => void } = { online: true, backOnline: () => undefined };
  const attention: { lookedAt: () => void } = { lookedAt: () => undefined };
  const events = {
    onChange: vi.fn(),
    onReady: vi.fn(),
    onSessionEnded: vi.fn(),
  };
  const connection = connectLive({
    url: 'ws://localhost/api/live',
    token: () => token,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => timers.splice(timers.indexOf(timer as never), 1),
    network: {
      isOnline: () => network.online,
      onOnline: (listener) => {
        network.backOnline = listener;
        return () => (network.backOnline = () => undefined);
      },
    },
    attention: {
      onLookedAt: (listener) => {
        attention.lookedAt = listener;
        return () => (attention.lookedAt = () => undefined);
      },
    },
    ...events,
  });
  return { sockets, timers, connection, network, attention, ...events };
}

describe('reconnectDelay', () => {
  it('doubles from a second up to thirty, each between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(2, () => 0)).toBe(2000);
  });
});

describe('connectLive', () => {
  it('signs in with its first message, never in the address, and hands on what changed', () => {
    const { sockets, onReady, onChange } = harness();
    const [socket] = sockets;
    expect(socket?.url).toBe('ws://localhost/api/live');
    socket?.fire('open');
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'the-token' })]);
    socket?.serverSays({ type: 'ready' });
    expect(onReady).toHaveBeenCalledWith(false);
    const change = { type: 'changed', tripId: 't1', topic: 'todo', version: 4 };
    socket?.serverSays(change);
    socket?.fire('message', { data: 'not json' });
    socket?.serverSays({ type: 'changed', topic: 'todo' });
    expect(onChange.mock.calls).toEqual([[change]]);
  });

  it('opens again after a growing pause when lost, and says to read everything again once back', () => {
    const { sockets, timers, onReady } = harness();
    sockets[0]?.fire('open');
    sockets[0]?.serverSays({ type: 'ready' });
    sockets[0]?.fire('close', { code: 1012 });
    expect(timers.map(({ ms }) => ms)).toEqual([1000]);
    timers.shift()?.run();
    sockets[1]?.fire('close', { code: 1006 });
    expect(timers.map(({ ms }) => ms)).toEqual([2000]);
    timers.shift()?.run();
    sockets[2]?.fire('open');
    sockets[2]?.serverSays({ type: 'ready' });
    expect(onReady.mock.calls).toEqual([[false], [true]]);
    // Once signed in again, the next loss waits a second again.
    sockets[2]?.fire('close', { code: 1001 });
    expect(timers.map(({ ms }) => ms)).toEqual([1000]);
  });

  it('waits for the browser to be back online instead of trying while it is offline', () => {
    const { sockets, timers, network, onReady } = harness();
    sockets[0]?.fire('open');
    sockets[0]?.serverSays({ type: 'ready' });
    network.online = false;
    sockets[0]?.fire('close', { code: 1006 });
    expect(timers).toEqual([]);
    expect(sockets).toHaveLength(1);
    network.online = true;
    network.backOnline();
    expect(sockets).toHaveLength(2);
    sockets[1]?.fire('open');
    sockets[1]?.serverSays({ type: 'ready' });
    expect(onReady.mock.calls).toEqual([[false], [true]]);
  });

  it('stays closed when the account’s newer tabs took its place, until the tab is looked at again', () => {
    const { sockets, timers, network, attention, onReady } = harness();
    sockets[0]?.fire('open');
    sockets[0]?.serverSays({ type: 'ready' });
    sockets[0]?.fire('close', { code: 4409 });
    network.backOnline();
    expect(timers).toEqual([]);
    expect(sockets).toHaveLength(1);
    attention.lookedAt();
    expect(sockets).toHaveLength(2);
    // Looked at while its socket is open, it opens no other.
    attention.lookedAt();
    expect(sockets).toHaveLength(2);
    sockets[1]?.fire('open');
    sockets[1]?.serverSays({ type: 'ready' });
    expect(onReady.mock.calls).toEqual([[false], [true]]);
  });

  it('stops for good when the server refuses the session', () => {
    const { sockets, timers, onSessionEnded } = harness();
    sockets[0]?.fire('open');
    sockets[0]?.fire('close', { code: 4401 });
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(timers).toEqual([]);
  });

  it('opens nothing without a token, and nothing more once closed', () => {
    expect(harness(null).sockets).toEqual([]);
    const { sockets, timers, connection, attention } = harness();
    connection.close();
    attention.lookedAt();
    expect(sockets[0]?.closedWith).toBe(1000);
    sockets[0]?.fire('close', { code: 1000 });
    expect(timers).toEqual([]);
    expect(sockets).toHaveLength(1);
  });
});
