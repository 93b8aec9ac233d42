/**
 * Idle signed-in sockets of the live channel for bench/live.ts, held in a process of their own: the
 * benchmark's process, which runs autocannon, then carries the same weight with or without them, and
 * what changes between the two is the server's share alone. The client is the server's own `ws`.
 *
 * Reads commands on stdin, one a line, and answers each on stdout:
 *   {"tokens": [...]}   the session tokens to spread the sockets over      → 'tokens <n>'
 *   open <n>            opens n more sockets, each `ready`, 100 at a time  → 'open <total>' or 'error <why>'
 *   close               closes every socket and waits for each close       → 'closed'
 * A socket the server closes meanwhile is told as 'lost <code>'. At the end of stdin it closes them all
 * and exits.
 *
 *   node bench/support/idle-sockets.mjs http://127.0.0.1:3001 http://localhost:3001
 *   (the server's address, and the Origin its pages are served from)
 */
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const [address, origin] = process.argv.slice(2);
if (!address || !origin) throw new Error('usage: idle-sockets.mjs <server url> <origin>');
const { WebSocket } = createRequire(new URL('../../apps/server/package.json', import.meta.url))('ws');

const OPENS_AT_ONCE = 100;
const READY_WITHIN_MS = 10_000;
const url = `${address.replace(/^http/, 'ws')}/api/live`;
let tokens = [];
const sockets = new Set();
const closing = new WeakSet();

function openOne(token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin } });
    let ready = false;
    const fail = (error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('a socket was not ready in time')), READY_WITHIN_MS);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', (error) => ready || fail(error));
    socket.once('close', (code, reason) => {
      sockets.delete(socket);
      if (!ready) fail(new Error(`a socket was closed before it was ready: ${code} ${reason}`));
      else if (!closing.has(socket)) console.log(`lost ${code}`);
    });
    socket.on('message', (data) => {
      if (ready || JSON.parse(String(data)).type !== 'ready') return;
      ready = true;
      clearTimeout(timer);
      sockets.add(socket);
      resolve();
    });
  });
}

async function open(count) {
  const start = sockets.size;
  for (let opened = 0; opened < count; opened += OPENS_AT_ONCE) {
    const batch = Math.min(OPENS_AT_ONCE, count - opened);
    await Promise.all(
      Array.from({ length: batch }, (_, index) => openOne(tokens[(start + opened + index) % tokens.length])),
    );
  }
}

function closeAll() {
  return Promise.all(
    [...sockets].map(
      (socket) =>
        new Promise((resolve) => {
          closing.add(socket);
          const timer = setTimeout(() => socket.terminate(), 2_000);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(1000, 'bench done');
        }),
    ),
  );
}

// One command at a time, in the order they came.
let queue = Promise.resolve();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  queue = queue.then(async () => {
    try {
      if (line.startsWith('{')) {
        tokens = JSON.parse(line).tokens;
        console.log(`tokens ${tokens.length}`);
      } else if (line.startsWith('open ')) {
        if (tokens.length === 0) throw new Error('no tokens');
        await open(Number(line.slice('open '.length)));
        console.log(`open ${sockets.size}`);
      } else if (line === 'close') {
        await closeAll();
        console.log('closed');
      } else throw new Error(`unknown command: ${line}`);
    } catch (error) {
      console.log(`error ${error instanceof Error ? error.message : String(error)}`);
    }
  });
});
lines.on('close', () => {
  queue = queue.then(closeAll);
});
