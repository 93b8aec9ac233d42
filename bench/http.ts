/**
 * The data routes over HTTP, as a browser meets them: the production build started by `npm start`'s
 * script, once on the embedded PGlite and once on the local PostgreSQL server (a database made for the
 * run), with one user seeded through the API at a realistic volume (40 to-do lists, 120 tasks, 80
 * comments; 24 entrances, 10 goals, 300 expenses). autocannon, 10 connections for 10 s per route; the
 * yardstick is a bare Fastify route in its own process sending the board's JSON from memory, measured in
 * the same run. Prints req/s, p50 and p99 per route, the ratio to the bare route, the server's RSS after
 * start and after the load, and its start-up time.
 *
 *   npm run bench:http            (ADMIN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { FinanceKind, type TodoListAnswer } from '@wayfarer/core';
import { callApi, userWithTrip } from '../e2e/support/accounts';
import { financeSeeds, todoSeeds } from '../e2e/support/seed';
import { startServer, type RunningServer } from '../e2e/support/server';

const CONNECTIONS = 10;
const DURATION_S = 10;
const LISTS = 40;
const TASKS_PER_LIST = 3;
const COMMENTS_PER_LIST = 2;
const ENTRANCES = 24;
const GOALS = 10;
const EXPENSES = 300;
const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Figures {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024);
}

async function load(
  route: string,
  url: string,
  options: { token?: string; method?: 'GET' | 'PATCH'; body?: object } = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return {
    route,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** The volume of the measurements, made through the API as the web app makes it. */
async function seed(server: RunningServer, token: string) {
  const todo = todoSeeds(server, token);
  for (let i = 0; i < LISTS; i += 1) {
    const list = await todo.list({ title: `List ${i}`, status: ((i % 3) + 1) as 1 | 2 | 3 });
    for (let t = 0; t < TASKS_PER_LIST; t += 1) await todo.task(list, `Task ${i}.${t}`);
    for (let c = 0; c < COMMENTS_PER_LIST; c += 1) await todo.comment(list, `Comment ${i}.${c}`);
  }
  const money = financeSeeds(server, token);
  const day = 86_400_000;
  for (let i = 0; i < ENTRANCES; i += 1)
    await money.entrance(`Income ${i}`, 100_000 + i, Date.now() - i * 15 * day);
  const goals = [];
  for (let i = 0; i < GOALS; i += 1) {
    goals.push(await money.goal(i % 2 ? FinanceKind.trip : FinanceKind.domestic, `Goal ${i}`, 500_000));
  }
  for (let i = 0; i < EXPENSES; i += 1) {
    const goal = goals[i % GOALS];
    await money.expense(goal?.type ?? FinanceKind.domestic, `Expense ${i}`, 1_000 + i, {
      goal,
      date: Date.now() - i * day,
    });
  }
}

async function startBare(jsonFile: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'support/bare-server.ts'), jsonFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
    });
  });
  return { url: `http://127.0.0.1:${port}/answer`, stop: () => child.kill() };
}

async function measure(engine: 'pglite' | 'postgres') {
  const database = `wayfarer_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
  }
  const env: Record<string, string> = { NODE_ENV: 'production' };
  if (engine === 'postgres') env.DATABASE_URL = adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const server = await startServer(env);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-bench-'));
  try {
    const rssAfterStart = rssMb(server.pid);
    const { token } = await userWithTrip(server, 'Bench Traveller');
    await seed(server, token);
    const board = await callApi(server, 'GET', '/todolist', undefined, token);
    const boardText = await board.text();
    const finances = await (await callApi(server, 'GET', '/finances', undefined, token)).text();
    const [firstList] = JSON.parse(boardText) as TodoListAnswer[];
    const task = firstList?.toDoListTasks[0];
    if (!firstList || !task) throw new Error('the seed made no task');

    const jsonFile = path.join(scratch, 'board.json');
    writeFileSync(jsonFile, boardText);
    const bare = await startBare(jsonFile);
    const api = `${server.url}/api`;
    const figures: Figures[] = [];
    try {
      figures.push(await load(`bare Fastify route (${boardText.length} B)`, bare.url));
      figures.push(await load(`GET /todolist (${boardText.length} B)`, `${api}/todolist`, { token }));
      figures.push(await load(`GET /finances (${finances.length} B)`, `${api}/finances`, { token }));
      figures.push(await load('GET /trip', `${api}/trip`, { token }));
      figures.push(await load('GET /user', `${api}/user`, { token }));
      figures.push(
        await load('PATCH /todolist/tasks', `${api}/todolist/tasks`, {
          token,
          method: 'PATCH',
          body: { id: task.id, status: true },
        }),
      );
      figures.push(
        await load('PATCH /todolist', `${api}/todolist`, {
          token,
          method: 'PATCH',
          body: {
            id: firstList.id,
            title: firstList.title,
            description: 'Edited',
            color: firstList.color,
            date: firstList.date,
          },
        }),
      );
    } finally {
      bare.stop();
    }
    const rssAfterLoad = rssMb(server.pid);
    const bareRate = figures[0]?.reqPerSec ?? Number.NaN;
    console.log(
      `\n${engine}: start-up ${Math.round(server.startUpMs)} ms, RSS ${rssAfterStart} MB after start, ${rssAfterLoad} MB after the load`,
    );
    console.table(
      figures.map(({ route, reqPerSec, p50, p99, non2xx }) => ({
        route,
        'req/s': reqPerSec,
        'p50 ms': p50,
        'p99 ms': p99,
        'of bare': `${Math.round((reqPerSec / bareRate) * 100)}%`,
        'non-2xx': non2xx,
      })),
    );
    return figures;
  } finally {
    await server.stop();
    await rm(scratch, { recursive: true, force: true });
    if (engine === 'postgres') {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const onPglite = await measure('pglite');
const onPostgres = await measure('postgres');
const rate = (figures: Figures[], prefix: string) =>
  figures.find((f) => f.route.startsWith(prefix))?.reqPerSec ?? Number.NaN;
for (const route of ['GET /todolist', 'GET /finances']) {
  const ratio = Math.round((rate(onPglite, route) / rate(onPostgres, route)) * 100);
  console.log(`${route}: PGlite at ${ratio}% of PostgreSQL`);
}
