/**
 * The freeze of the hardening run: one user fills a board (asking for 1,000 lists, as many as the server
 * takes) and then moves the whole board from 20 connections at once, each sending its next move as soon
 * as the last is answered, while another user reads their board, their trip and the health check one
 * after the other. The attacker runs in a thread of its own, so that its work does not slow the reader.
 */
import { Worker } from 'node:worker_threads';
import { median } from './median';

export interface BoardFreezeFigures {
  listsAsked: number;
  listsTaken: number;
  seconds: number;
  /** The attacker's moves by status. */
  moves: Record<string, number>;
  reads: number;
  readP50Ms: number;
  readP99Ms: number;
  readMaxMs: number;
  /** Health checks that answered other than 200. */
  healthFailures: number;
}

const LISTS_ASKED = 1000;
const CONNECTIONS = 20;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** The attacker's loops, in a worker: answers the count of moves by status. */
const ATTACKER = `const { parentPort, workerData: { base, token, ids, until, connections } } = require('node:worker_threads');
const statuses = {};
const loop = async (connection) => {
  for (let round = 0; Date.now() < until; round++) {
    const moves = ids.map((id, index) => ({ id, status: ((index + round + connection) % 3) + 1, position: ids.length - index }));
    const response = await fetch(base + '/api/todolist/position', {
      method: 'PATCH',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify(moves),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
};
Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection))).then(() => parentPort.postMessage(statuses));`;

export async function boardFreeze({
  baseUrl,
  attackerToken,
  readerToken,
  seconds = 10,
}: {
  baseUrl: string;
  attackerToken: string;
  readerToken: string;
  seconds?: number;
}): Promise<BoardFreezeFigures> {
  const ids: string[] = [];
  for (let index = 0; index < LISTS_ASKED; index++) {
    const response = await fetch(`${baseUrl}/api/todolist`, {
      method: 'POST',
      headers: { authorization: `Bearer ${attackerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `List ${index}`,
        description: 'Filler',
        color: '#FFFD00',
        date: Date.now(),
      }),
    });
    if (response.status === 201) ids.push(((await response.json()) as { id: string }).id);
    else await response.arrayBuffer();
  }

  const until = Date.now() + seconds * 1000;
  const worker = new Worker(ATTACKER, {
    eval: true,
    workerData: { base: baseUrl, token: attackerToken, ids, until, connections: CONNECTIONS },
  });
  const moves = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });

  const latencies: number[] = [];
  let healthFailures = 0;
  while (Date.now() < until) {
    for (const path of ['/todolist', '/trip', '/health']) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api${path}`, {
        headers: path === '/health' ? {} : { authorization: `Bearer ${readerToken}` },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (path === '/health' && response.status !== 200) healthFailures += 1;
    }
  }
  const byStatus = await moves;
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  return {
    listsAsked: LISTS_ASKED,
    listsTaken: ids.length,
    seconds,
    moves: byStatus,
    reads: latencies.length,
    readP50Ms: median(latencies),
    readP99Ms: percentile(latencies, 0.99),
    readMaxMs: latencies.at(-1) ?? Number.NaN,
    healthFailures,
  };
}

export function describeBoardFreeze(figures: BoardFreezeFigures): string {
  const moves = Object.entries(figures.moves)
    .map(([status, count]) => `${count.toLocaleString('en')} × ${status}`)
    .join(', ');
  return [
    `Board freeze: ${figures.listsAsked.toLocaleString('en')} lists asked, ${figures.listsTaken} taken; then ${CONNECTIONS} moves of the whole board at once for ${figures.seconds} s`,
    `  the attacker's moves: ${moves}`,
    `  the other user's reads: ${figures.reads}, p50 ${figures.readP50Ms.toFixed(1)} ms, p99 ${figures.readP99Ms.toFixed(1)} ms, max ${figures.readMaxMs.toFixed(1)} ms`,
    `  health checks not 200: ${figures.healthFailures}`,
  ].join('\n');
}
