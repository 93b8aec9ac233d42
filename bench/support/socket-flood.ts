/**
 * The socket flood of the hardening run, on the live channel (GET /api/live) with one account:
 *
 * 1. One socket sends three auth messages at once, before the first is checked; then the account adds a
 *    list to its trip, and the messages that socket hears of that one change are counted.
 * 2. The account opens SOCKETS sockets, each signing in once, and keeps them open: how many were signed
 *    in, how many are still open once all were, and the codes the others were closed with.
 * 3. When the server's heap can be read (`liveHeapMb`): its heap after a full collection, then
 *    HEAP_SOCKETS sockets opened HEAP_BATCH at a time, each sending AUTHS_EACH auths (just under the
 *    message limit) and closed once signed in (or closed by the server), then the heap again.
 *
 * The client is the server's own `ws` package; no Origin is sent, as a script would not.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type WsSocket from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const WsClient = createRequire(path.join(here, '../../apps/server/package.json'))('ws') as typeof WsSocket;

const SOCKETS = 100;
const AUTHS_ON_ONE = 3;
const HEAP_SOCKETS = 1000;
const HEAP_BATCH = 50;
const AUTHS_EACH = 29;
/** How long a socket may take to be signed in, or a change to be heard, before it counts as not. */
const WAIT_MS = 5_000;
/** After the change was first heard: long enough for copies of it to follow. */
const COPIES_MS = 500;

export interface SocketFloodFigures {
  authsOnOne: number;
  /** `ready` messages the socket that sent several auths heard. */
  readiesOnOne: number;
  /** Messages of the one change that socket heard. */
  deliveriesOfOneChange: number;
  socketsOpened: number;
  /** Sockets the server signed in (said `ready` to). */
  signedIn: number;
  /** Sockets still open once every one had been signed in or closed. */
  stillOpen: number;
  /** The sockets the server closed, by close code. */
  closedByServer: Record<string, number>;
  heap?: {
    sockets: number;
    authsEach: number;
    beforeMb: number;
    afterMb: number;
  };
}

export interface SocketFloodOptions {
  /** The running server, e.g. http://localhost:3000. */
  baseUrl: string;
  /** A session token of a user with a trip. */
  token: string;
  /** The server's V8 heap after a full collection, in MB (see `probedHeapMb`); left out, no heap figures. */
  liveHeapMb?: () => Promise<number>;
  sockets?: number;
  heapSockets?: number;
}

interface FloodSocket {
  socket: WsSocket;
  readies: number;
  changes: number;
  /** Settles once signed in or closed: true when signed in. */
  signedIn: Promise<boolean>;
  /** The close code, once closed. */
  closed: Promise<number>;
  /** Whether this side closed it. */
  closedByUs: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket that sends `auths` auth messages as soon as it is open. */
function openSocket(baseUrl: string, token: string, auths: number): FloodSocket {
  const socket = new WsClient(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
  const auth = JSON.stringify({ type: 'auth', token, readMsAgo: 0 });
  let onReady: (signedIn: boolean) => void = () => undefined;
  const flood: FloodSocket = {
    socket,
    readies: 0,
    changes: 0,
    signedIn: new Promise((resolve) => (onReady = resolve)),
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
    closedByUs: false,
  };
  socket.on('open', () => {
    for (let sent = 0; sent < auths; sent++) socket.send(auth);
  });
  socket.on('message', (data: WsSocket.RawData) => {
    const message = JSON.parse(data.toString()) as { type: string; topic?: string };
    if (message.type === 'ready') {
      flood.readies += 1;
      onReady(true);
    } else if (message.type === 'changed' && message.topic === 'todo') {
      flood.changes += 1;
    }
  });
  socket.on('error', () => onReady(false));
  socket.on('close', () => onReady(false));
  setTimeout(() => onReady(false), WAIT_MS).unref();
  return flood;
}

async function closeAll(sockets: FloodSocket[]): Promise<void> {
  for (const flood of sockets) {
    if (
      flood.socket.readyState === flood.socket.OPEN ||
      flood.socket.readyState === flood.socket.CONNECTING
    ) {
      flood.closedByUs = true;
      flood.socket.close(1000);
    }
  }
  await Promise.all(sockets.map(({ closed }) => closed));
}

async function addList(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/todolist`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Flood', description: 'One change', color: '#FFFD00', date: Date.now() }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`POST /api/todolist answered ${response.status}`);
}

async function untilChangeHeard(flood: FloodSocket): Promise<void> {
  for (let waited = 0; flood.changes === 0 && waited < WAIT_MS; waited += 10) await pause(10);
  await pause(COPIES_MS);
}

export async function socketFlood({
  baseUrl,
  token,
  liveHeapMb,
  sockets = SOCKETS,
  heapSockets = HEAP_SOCKETS,
}: SocketFloodOptions): Promise<SocketFloodFigures> {
  const several = openSocket(baseUrl, token, AUTHS_ON_ONE);
  if (!(await several.signedIn)) throw new Error('the socket with several auths was not signed in');
  // Past the changes of the last seconds it is told as it signs in: what it hears next is the list's.
  await pause(COPIES_MS);
  several.changes = 0;
  await addList(baseUrl, token);
  await untilChangeHeard(several);
  await closeAll([several]);

  const opened: FloodSocket[] = [];
  for (let count = 0; count < sockets; count++) {
    const flood = openSocket(baseUrl, token, 1);
    opened.push(flood);
    await flood.signedIn;
  }
  // The server closes the oldest as newer ones sign in: its close frames may still be on their way.
  await pause(COPIES_MS);
  const signedIn = opened.filter(({ readies }) => readies > 0).length;
  const stillOpen = opened.filter(({ socket }) => socket.readyState === socket.OPEN).length;
  await closeAll(opened);
  const closedByServer: Record<string, number> = {};
  for (const flood of opened) {
    if (flood.closedByUs) continue;
    const code = String(await flood.closed);
    closedByServer[code] = (closedByServer[code] ?? 0) + 1;
  }

  const figures: SocketFloodFigures = {
    authsOnOne: AUTHS_ON_ONE,
    readiesOnOne: several.readies,
    deliveriesOfOneChange: several.changes,
    socketsOpened: sockets,
    signedIn,
    stillOpen,
    closedByServer,
  };
  if (!liveHeapMb) return figures;

  const beforeMb = await liveHeapMb();
  for (let done = 0; done < heapSockets; done += HEAP_BATCH) {
    const batch = Array.from({ length: Math.min(HEAP_BATCH, heapSockets - done) }, () =>
      openSocket(baseUrl, token, AUTHS_EACH),
    );
    await Promise.all(batch.map(({ signedIn }) => signedIn));
    await closeAll(batch);
  }
  // The server's close handlers run once the close handshakes are over.
  await pause(COPIES_MS);
  const afterMb = await liveHeapMb();
  return { ...figures, heap: { sockets: heapSockets, authsEach: AUTHS_EACH, beforeMb, afterMb } };
}

/**
 * The heap of a server started with bench/support/server-probe.mjs (NODE_OPTIONS=--import …, and
 * WAYFARER_PROBE_FILE=`probeFile`), after a full collection, in MB.
 */
export function probedHeapMb(pid: number, probeFile: string): () => Promise<number> {
  return async () => {
    rmSync(probeFile, { force: true });
    writeFileSync(`${probeFile}.live`, '');
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; !existsSync(probeFile); waited += 10) {
      if (waited > WAIT_MS) throw new Error('the server probe did not answer');
      await pause(10);
    }
    const { liveMemoryMb } = JSON.parse(readFileSync(probeFile, 'utf8')) as {
      liveMemoryMb?: { heapUsed: number };
    };
    if (!liveMemoryMb) throw new Error('the server probe did not collect');
    return liveMemoryMb.heapUsed;
  };
}

export function describeSocketFlood(figures: SocketFloodFigures): string {
  const closed = Object.entries(figures.closedByServer)
    .map(([code, count]) => `${count.toLocaleString('en')} × ${code}`)
    .join(', ');
  const lines = [
    `Socket flood, one account:`,
    `  ${figures.authsOnOne} auths on one socket: ${figures.readiesOnOne} ready, one change heard ${figures.deliveriesOfOneChange} time(s)`,
    `  ${figures.socketsOpened.toLocaleString('en')} sockets opened: ${figures.signedIn} signed in, ${figures.stillOpen} still open; closed by the server: ${closed || 'none'}`,
  ];
  if (figures.heap) {
    const { sockets, authsEach, beforeMb, afterMb } = figures.heap;
    lines.push(
      `  heap after a full collection: ${beforeMb.toFixed(1)} MB, then ${afterMb.toFixed(1)} MB after ${sockets.toLocaleString('en')} sockets with ${authsEach} auths each were opened and closed (${(afterMb - beforeMb).toFixed(1)} MB more)`,
    );
  }
  return lines.join('\n');
}
