import { LiveCloseCode, type LiveAuthMessage, type LiveServerMessage } from '@wayfarer/core';

/** The part of the browser's WebSocket the connection uses, so tests can hand it a stand-in. */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** The session token, read at each connection; without one, no socket is opened. */
  token: () => string | null;
  /** How long ago the oldest data shown was read, in ms, when the socket signs in; undefined for none. */
  readMsAgo?: () => number | undefined;
  createSocket?: (url: string) => LiveSocket;
  /** A change the server told. */
  onChange: (change: Extract<LiveServerMessage, { type: 'changed' }>) => void;
  /**
   * The socket is signed in. `again` is true after a connection was lost: changes may have been missed
   * meanwhile, so everything shown is read again.
   */
  onReady: (again: boolean) => void;
  /** The server refused the session (4401): it ended; the socket is not opened again. */
  onSessionEnded: () => void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** The browser's word on the network; returns the unsubscribe. */
  network?: Network;
  /** The user's word that they look at the tab again. */
  attention?: Attention;
}

export interface Network {
  isOnline(): boolean;
  onOnline(listener: () => void): () => void;
}

const browserNetwork: Network = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export interface Attention {
  /** Returns the unsubscribe. */
  onLookedAt(listener: () => void): () => void;
}

const browserAttention: Attention = {
  onLookedAt(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', onVisible);
    };
  },
};

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;

/**
 * How long to wait before the next attempt: doubling from a second up to thirty, each drawn between half
 * and all of it, so that the tabs a restarted server dropped do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random() / 2));
}

function changeOf(data: unknown): Extract<LiveServerMessage, { type: 'changed' }> | 'ready' | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as Partial<LiveServerMessage>;
    if (message.type === 'ready') return 'ready';
    if (
      message.type === 'changed' &&
      typeof message.topic === 'string' &&
      typeof message.version === 'number'
    )
      return message as Extract<LiveServerMessage, { type: 'changed' }>;
  } catch {
    // Not a message of ours: nothing to do with it.
  }
  return undefined;
}

/**
 * The tab's one socket on GET /api/live: it signs in with its first message, hands on what changed, and
 * when it is lost opens again after a growing pause (at once when the browser says it is back online).
 * While the browser says it is offline it waits for that word instead: each attempt would fail at once.
 * Closed because the account's newer tabs took its place (4409), it waits until the tab is looked at
 * again: the person sees the tabs they look at live, and a tab opening again makes another one close,
 * which an attempt after a pause would make a loop of. `close()` ends it for good.
 */
export function connectLive({
  url,
  token,
  readMsAgo,
  createSocket = (address) => new WebSocket(address),
  onChange,
  onReady,
  onSessionEnded,
  random = Math.random,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  network = browserNetwork,
  attention = browserAttention,
}: LiveConnectionOptions) {
  let socket: LiveSocket | undefined;
  let attempt = 0;
  let everReady = false;
  let lostSinceReady = false;
  let closed = false;
  let timer: unknown;
  let waitingForNetwork = false;
  let displaced = false;

  function open() {
    timer = undefined;
    const current = token();
    if (closed || !current) return;
    const next = createSocket(url);
    socket = next;
    next.addEventListener('open', () => {
      const message: LiveAuthMessage = { type: 'auth', token: current, readMsAgo: readMsAgo?.() };
      next.send(JSON.stringify(message));
    });
    next.addEventListener('message', ({ data }) => {
      const message = changeOf(data);
      if (message === 'ready') {
        attempt = 0;
        onReady(everReady && lostSinceReady);
        everReady = true;
        lostSinceReady = false;
      } else if (message) {
        onChange(message);
      }
    });
    next.addEventListener('close', ({ code }) => {
      if (socket !== next) return;
      socket = undefined;
      if (closed) return;
      if (code === LiveCloseCode.unauthorized) {
        closed = true;
        onSessionEnded();
        return;
      }
      lostSinceReady = true;
      if (code === LiveCloseCode.tooManySockets) displaced = true;
      else if (network.isOnline()) timer = setTimer(open, reconnectDelay(attempt++, random));
      else waitingForNetwork = true;
    });
  }

  function reconnectNow() {
    if (closed || socket || (timer === undefined && !waitingForNetwork)) return;
    if (timer !== undefined) clearTimer(timer);
    waitingForNetwork = false;
    open();
  }

  function reclaimPlace() {
    if (closed || socket || !displaced) return;
    displaced = false;
    if (network.isOnline()) open();
    else waitingForNetwork = true;
  }

  const stopFollowingNetwork = network.onOnline(reconnectNow);
  const stopFollowingAttention = attention.onLookedAt(reclaimPlace);
  open();

  return {
    close() {
      closed = true;
      stopFollowingNetwork();
      stopFollowingAttention();
      if (timer !== undefined) clearTimer(timer);
      socket?.close(1000, 'tab closed the connection');
      socket = undefined;
    },
  };
}
