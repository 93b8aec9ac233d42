/**
 * The export starvation of the hardening run: one user gathers as many trips as the server takes (asking
 * for 300, each with a board of long lists) and then downloads their account export from 10 connections
 * at once, each asking again as soon as its last answer is read, while another user reads their board one
 * request after the other. The exporter runs in a thread of its own, so that reading the archives does not
 * slow the reader; it counts each archive's bytes as they come and keeps none of them.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { LISBON_TO_TOKYO } from '../../apps/server/src/testing/trips';
import { median } from './median';

export interface ExportStarvationFigures {
  tripsAsked: number;
  /** The exporter's trips once the server stopped taking more, the one they had before included. */
  tripsHeld: number;
  seconds: number;
  /** The exporter's downloads by status. */
  exports: Record<string, number>;
  /** The size of the last whole archive, in MB. */
  archiveMb: number;
  reads: number;
  readP50Ms: number;
  readP99Ms: number;
  readMaxMs: number;
  /** The server's resident memory before the exports and at its highest during them (Linux, when its pid is given). */
  serverRssMb?: { before: number; peak: number };
}

const TRIPS_ASKED = 300;
const LISTS_PER_TRIP = 10;
const CONNECTIONS = 10;
const DAY_MS = 86_400_000;
/** A list's description at the schema's longest, so that each trip's part of data.json weighs. */
const LONG_DESCRIPTION = 'Filler of the export starvation bench. '.repeat(128).slice(0, 5000);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** The exporter's loops, in a worker: answers the count of downloads by status and the last archive's size. */
const EXPORTER = `const { parentPort, workerData: { base, token, until, connections } } = require('node:worker_threads');
const statuses = {};
let archiveBytes = 0;
const loop = async () => {
  while (Date.now() < until) {
    const response = await fetch(base + '/api/account/export', { headers: { authorization: 'Bearer ' + token } });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    if (response.status === 200) archiveBytes = bytes;
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
};
Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ statuses, archiveBytes }));`;

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN) / 1024);
}

async function post(baseUrl: string, token: string, path: string, body: object): Promise<number> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Adds trips until the server refuses one (or TRIPS_ASKED), each made current and given its board. */
async function gatherTrips(baseUrl: string, token: string): Promise<void> {
  for (let trip = 0; trip < TRIPS_ASKED; trip++) {
    const created = await post(baseUrl, token, '/trip', {
      ...LISBON_TO_TOKYO,
      when: Date.now() + (30 + trip) * DAY_MS,
    });
    if (created !== 200) return;
    for (let list = 0; list < LISTS_PER_TRIP; list++) {
      await post(baseUrl, token, '/todolist', {
        title: `Trip ${trip} list ${list}`,
        description: LONG_DESCRIPTION,
        color: '#FFFD00',
        date: Date.now() + (30 + trip) * DAY_MS,
      });
    }
  }
}

export async function exportStarvation({
  baseUrl,
  exporterToken,
  readerToken,
  serverPid,
  seconds = 10,
}: {
  baseUrl: string;
  /** A user with a trip, who gathers the trips and exports. */
  exporterToken: string;
  /** Another user with a trip, whose board is read meanwhile. */
  readerToken: string;
  /** The server's process, whose memory is then sampled. */
  serverPid?: number;
  seconds?: number;
}): Promise<ExportStarvationFigures> {
  await gatherTrips(baseUrl, exporterToken);
  const trips = await fetch(`${baseUrl}/api/trips`, {
    headers: { authorization: `Bearer ${exporterToken}` },
  });
  const tripsHeld = ((await trips.json()) as unknown[]).length;

  const rssBefore = serverPid === undefined ? undefined : residentMb(serverPid);
  let rssPeak = rssBefore ?? 0;
  const sampler =
    serverPid === undefined
      ? undefined
      : setInterval(() => (rssPeak = Math.max(rssPeak, residentMb(serverPid))), 50);

  const until = Date.now() + seconds * 1000;
  const worker = new Worker(EXPORTER, {
    eval: true,
    workerData: { base: baseUrl, token: exporterToken, until, connections: CONNECTIONS },
  });
  const exported = new Promise<{ statuses: Record<string, number>; archiveBytes: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );

  const latencies: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/todolist`, {
      headers: { authorization: `Bearer ${readerToken}` },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  const { statuses, archiveBytes } = await exported;
  clearInterval(sampler);
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  return {
    tripsAsked: TRIPS_ASKED,
    tripsHeld,
    seconds,
    exports: statuses,
    archiveMb: Math.round((archiveBytes / 1024 / 1024) * 10) / 10,
    reads: latencies.length,
    readP50Ms: median(latencies),
    readP99Ms: percentile(latencies, 0.99),
    readMaxMs: latencies.at(-1) ?? Number.NaN,
    ...(rssBefore !== undefined && { serverRssMb: { before: rssBefore, peak: rssPeak } }),
  };
}

export function describeExportStarvation(figures: ExportStarvationFigures): string {
  const exports = Object.entries(figures.exports)
    .map(([status, count]) => `${count.toLocaleString('en')} × ${status}`)
    .join(', ');
  return [
    `Export starvation: ${figures.tripsAsked} trips asked (${LISTS_PER_TRIP} long lists each), ${figures.tripsHeld} held; then ${CONNECTIONS} exports at once for ${figures.seconds} s`,
    `  the exporter's downloads: ${exports}; an archive ${figures.archiveMb} MB`,
    `  the other user's board reads: ${figures.reads}, p50 ${figures.readP50Ms.toFixed(1)} ms, p99 ${figures.readP99Ms.toFixed(1)} ms, max ${figures.readMaxMs.toFixed(1)} ms`,
    ...(figures.serverRssMb
      ? [
          `  the server's RSS: ${figures.serverRssMb.before} MB before, ${figures.serverRssMb.peak} MB at its peak`,
        ]
      : []),
  ].join('\n');
}
