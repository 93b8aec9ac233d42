/**
 * GET /api/trips/:tripId/itinerary of a trip of 30 days with 20 items each (places with their
 * coordinates and times, a stay and a transport a day), read by an editor of the trip, beside its
 * yardstick: a bare Fastify route in a process of its own sending the same JSON from memory (raw, or
 * compressed once at its start with the app's brotli settings; bench/support/bare-server.mjs). The
 * production build as `npm start` runs it, on the embedded PGlite and, when BENCH_DATABASE_URL names a
 * PostgreSQL server's maintenance database, on a database made there for the run. autocannon, 10
 * connections; the bare route and the app's take turns in three rounds of 4 s each, so that a slow spell
 * of a shared machine weighs on both sides of a round, and the ratio is the median of the rounds'.
 * Target: the app at 80 % of the bare route or more.
 *
 *   npm run bench:itinerary
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:itinerary
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, type Itinerary, type TripSummary } from '@wayfarer/core';
import { callApi, companionOf, userWithTrip } from '../e2e/support/accounts';
import { startServer, type RunningServer } from '../e2e/support/server';
import { median } from './support/median';

const DAYS = 30;
const ITEMS_PER_DAY = 20;
const CONNECTIONS = 10;
const ROUNDS = 3;
const ROUND_S = 4;
const TARGET = 0.8;
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const here = path.dirname(fileURLToPath(import.meta.url));

/** A day's item: a morning stay, a transport at noon, places with their times, a note at the end. */
function itemOf(dayId: string, date: string, index: number): object {
  const at = (hour: number) => `${date}T${String(hour).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  const place = {
    name: `Place ${date} ${index}`,
    lat: 35.68 + index * 0.002,
    lon: 139.76 + index * 0.002,
    address: `${index}-1 Chiyoda, Tokyo`,
  };
  if (index === 0) return { dayId, kind: 'stay', title: 'Hotel', place, start: { local: at(8) } };
  if (index === 10) {
    return {
      dayId,
      kind: 'transport',
      title: 'Shinkansen',
      mode: 'train',
      from: place,
      to: { ...place, name: 'Kyoto Station', lat: 34.9858, lon: 135.7588 },
      carrier: 'JR Central',
      number: `Nozomi ${index}`,
      start: { local: at(12) },
      end: { local: at(14) },
    };
  }
  if (index === ITEMS_PER_DAY - 1) return { dayId, kind: 'note', title: 'Pack', notes: 'Passport, tickets' };
  return {
    dayId,
    kind: 'place',
    title: `Visit ${index}`,
    notes: 'Opens at nine; closed on Mondays.',
    place,
    start: { local: at(8 + Math.floor(index / 2)) },
  };
}

/** The owner's trip made 30 days long, its days filled through the API as the web app fills them. */
async function seed(server: RunningServer, token: string): Promise<string> {
  const [trip] = (await (await callApi(server, 'GET', '/trips', undefined, token)).json()) as TripSummary[];
  if (!trip) throw new Error('no trip');
  await callApi(server, 'PATCH', '/trip', { returnDate: addDays(trip.whenDay, DAYS - 1) }, token);
  const base = `/trips/${trip.id}/itinerary`;
  const { days } = (await (await callApi(server, 'GET', base, undefined, token)).json()) as Itinerary;
  if (days.length !== DAYS) throw new Error(`the trip has ${days.length} days`);
  for (const day of days) {
    for (let index = 0; index < ITEMS_PER_DAY; index += 1) {
      await callApi(server, 'POST', `${base}/items`, itemOf(day.id, day.date ?? '', index), token);
    }
  }
  return trip.id;
}

/** The bare route in a process of its own, ready once it prints 'ready <port>'. */
async function startBare(file: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(here, 'support', 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare-server.mjs exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
    });
  });
  return { url: `http://127.0.0.1:${port}/itinerary`, stop: () => child.kill() };
}

interface Round {
  reqPerSec: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_S, headers });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

interface Row {
  route: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'of bare': string;
  failed: number;
}

const rowOf = (route: string, rounds: Round[], ofBare?: number): Row => ({
  route,
  'req/s': Math.round(median(rounds.map((round) => round.reqPerSec))),
  'p50 ms': median(rounds.map((round) => round.p50)),
  'p99 ms': Math.max(...rounds.map((round) => round.p99)),
  'of bare': ofBare === undefined ? '' : `${Math.round(ofBare * 100)}%`,
  failed: rounds.reduce((sum, round) => sum + round.failed, 0),
});

async function measure(engine: 'pglite' | 'postgres', adminUrl?: string): Promise<number[]> {
  const database = `wayfarer_bench_${Date.now()}`;
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
  await admin?.connect();
  await admin?.query(`CREATE DATABASE ${database}`);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-bench-'));
  const server = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(adminUrl && { DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`) }),
  });
  const ratios: number[] = [];
  try {
    const { token } = await userWithTrip(server, 'Bench Traveller');
    const tripId = await seed(server, token);
    const member = await companionOf(server, token, 'editor');
    const url = `${server.url}/api/trips/${tripId}/itinerary`;
    const text = await (
      await callApi(server, 'GET', `/trips/${tripId}/itinerary`, undefined, member.token)
    ).text();
    const items = (JSON.parse(text) as Itinerary).days.reduce((sum, day) => sum + day.items.length, 0);
    if (items !== DAYS * ITEMS_PER_DAY) throw new Error(`the itinerary holds ${items} items`);
    const file = path.join(scratch, 'itinerary.json');
    await writeFile(file, text);
    const bare = await startBare(file);
    const rows: Row[] = [];
    try {
      for (const [label, encodings] of [
        ['raw', undefined],
        ['br', BROWSER_ENCODINGS],
      ] as const) {
        const accept = encodings ? { 'accept-encoding': encodings } : undefined;
        const bareRounds: Round[] = [];
        const appRounds: Round[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          bareRounds.push(await load(bare.url, { ...accept }));
          appRounds.push(await load(url, { ...accept, authorization: `Bearer ${member.token}` }));
        }
        const ratio = median(
          appRounds.map((round, index) => round.reqPerSec / (bareRounds[index]?.reqPerSec ?? NaN)),
        );
        ratios.push(ratio);
        rows.push(
          rowOf(`bare route ${label}`, bareRounds),
          rowOf(`GET …/itinerary ${label} (${Math.round(text.length / 1024)} KB)`, appRounds, ratio),
        );
      }
    } finally {
      bare.stop();
    }
    console.log(`\n${engine}: ${DAYS} days × ${ITEMS_PER_DAY} items, read by an editor of the trip`);
    console.table(rows);
  } finally {
    await server.stop();
    await rm(scratch, { recursive: true, force: true });
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
  }
  return ratios;
}

const ratios = [...(await measure('pglite'))];
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) ratios.push(...(await measure('postgres', adminUrl)));
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to its maintenance database to measure it)');
const worst = Math.min(...ratios);
console.log(
  `\nworst of the bare route: ${Math.round(worst * 100)}% (target ${TARGET * 100}%): ${worst >= TARGET ? 'met' : 'NOT met'}`,
);
