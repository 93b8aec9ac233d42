/**
 * The data routes over HTTP, as a browser meets them: the production build started by `npm start`'s
 * script, once on the embedded PGlite and once on the local PostgreSQL server (a database made for the
 * run), with one user seeded through the API at a realistic volume (40 to-do lists, 120 tasks, 80
 * comments; 24 entrances, 10 goals, 300 expenses). The two data reads are made by an editor who joined
 * that user's trip by invitation: the board and the trip's goals and costs they read are the trip's. autocannon, 10 connections, 10 s per read and 5 s per
 * write, but for the two data reads (below). The server logs at warn: at info it writes two lines per
 * request into a pipe this process reads while it runs autocannon, a weight on the app's figures that the
 * bare route does not carry.
 *
 * Each data read is measured twice, without Accept-Encoding (the raw JSON) and with the header Chromium
 * sends (the app answers brotli), each beside its yardstick: a bare Fastify route in a process of its own
 * sending the same answer from memory, raw or compressed once at its start with the app's brotli settings,
 * measured in the same run in three rounds of 4 s each, the two taking turns (`paired`); the rows show the
 * rounds' median req/s and p50 and their worst p99, and the ratio is the median of the rounds' ratios.
 * Writes keep the volume steady: what is created is deleted again, each connection sending the pair in
 * turn (both requests counted). Prints req/s, p50 and p99 per route, the ratio to the bare route, the
 * event loop's p99 delay during the load, the CPU time per request of the process that answered (the app
 * or the bare route: on two cores shared with autocannon it is what bounds req/s, and it holds steadier
 * than req/s on a noisy machine) and, on PostgreSQL, of its server processes, and on PGlite how long its
 * queries held the event loop per request; then the start-up time, the RSS after start and after the load
 * with where it goes, as it is and after a full collection (bench/support/server-probe.mjs), beside the
 * bare process's RSS, and how soon the server starts sending a cold page's assets when asked for all of
 * them at once (assetBurst).
 *
 * Last, two instances on one PostgreSQL database behind a small round-robin proxy, beside one instance
 * behind the same proxy and one reached directly (measureScaleOut).
 *
 *   npm run bench:http            (ADMIN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { FinanceKind, type FinancesAnswer, type TodoListAnswer } from '@wayfarer/core';
import { callApi, companionOf, userWithTrip } from '../e2e/support/accounts';
import { financeSeeds, todoSeeds } from '../e2e/support/seed';
import { startServer, type RunningServer } from '../e2e/support/server';
import { median } from './support/median';

const CONNECTIONS = 10;
const READ_S = 10;
const WRITE_S = 5;
const LISTS = 40;
const TASKS_PER_LIST = 3;
const COMMENTS_PER_LIST = 2;
const ENTRANCES = 24;
const GOALS = 10;
const EXPENSES = 300;
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const here = path.dirname(fileURLToPath(import.meta.url));
const BLUE = '#3B9AF5';

interface Figures {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Its throughput over the bare route's, the median of the rounds in which the two took turns. */
  ofBare?: number;
  loopP99Ms?: number;
  /** PGlite only: how long its queries held the event loop, per request. */
  pgliteMsPerRequest?: number;
  /** CPU time (user and system) of the process that answered, per request. */
  cpuUsPerRequest?: number;
  /** CPU time of every PostgreSQL server process on this machine during the load, per request. */
  postgresUsPerRequest?: number;
}

type MemoryMb = Record<'rss' | 'heapUsed' | 'heapTotal' | 'external' | 'arrayBuffers' | 'wasm', number>;

interface ProbeReport {
  windowMs: number;
  memoryMb: MemoryMb;
  /** After a full collection, when asked for. */
  liveMemoryMb?: MemoryMb;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  pglite?: { calls: number; totalMs: number; maxMs: number };
}

interface Probe {
  /** The window since the last read; with `live`, the memory after a full collection too. */
  read(live?: boolean): Promise<ProbeReport>;
}

/** Asks the server's probe for its report (bench/support/server-probe.mjs), which starts a new window. */
function probeOf(server: RunningServer, file: string): Probe {
  return {
    async read(live = false) {
      rmSync(file, { force: true });
      if (live) writeFileSync(`${file}.live`, '');
      process.kill(server.pid, 'SIGUSR2');
      for (let waited = 0; !existsSync(file); waited += 10) {
        if (waited > 5_000) throw new Error('the server probe did not answer');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return JSON.parse(readFileSync(file, 'utf8')) as ProbeReport;
    },
  };
}

/** Resident memory of a process by kind, in MB (Linux): anonymous (heap, WASM, buffers) and file-backed (code). */
function residentMb(pid: number): { rss: number; anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? NaN);
  const mb = (value: number) => Math.round(value / 1024);
  return { rss: mb(kb('VmRSS')), anon: mb(kb('RssAnon')), file: mb(kb('RssFile')) };
}

interface LoadOptions {
  /** The process that answers, whose CPU time is read around the load. */
  pid?: number;
  /** Whether to read the PostgreSQL server's CPU time too. */
  postgres?: boolean;
  token?: string;
  acceptEncoding?: string;
  durationS?: number;
  method?: 'GET' | 'PATCH';
  body?: object;
  /** A sequence each connection sends in turn, instead of one request. */
  requests?: Request[];
}

/**
 * A data read beside its yardstick, in rounds in which the bare route and the app's take turns: a slow
 * spell of a shared machine (seen here: the bare /finances route at 7,455 req/s in one 10 s run and
 * 3,907 in another of the same bench) then weighs on both sides of a round, not on one side of the ratio.
 */
const PAIRED_ROUNDS = 3;
const PAIRED_ROUND_S = 4;

/** Rounds of one route as one row: median req/s and p50, the worst p99 and event-loop delay, all failures. */
function summary(route: string, rounds: Figures[]): Figures {
  const pglite = rounds.map((round) => round.pgliteMsPerRequest).filter((ms) => ms !== undefined);
  const loop = rounds.map((round) => round.loopP99Ms).filter((ms) => ms !== undefined);
  const cpu = rounds.map((round) => round.cpuUsPerRequest).filter((us) => us !== undefined);
  const postgres = rounds.map((round) => round.postgresUsPerRequest).filter((us) => us !== undefined);
  return {
    route,
    reqPerSec: median(rounds.map((round) => round.reqPerSec)),
    p50: median(rounds.map((round) => round.p50)),
    p99: Math.max(...rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    ...(loop.length > 0 && { loopP99Ms: Math.max(...loop) }),
    ...(pglite.length > 0 && { pgliteMsPerRequest: median(pglite) }),
    ...(cpu.length > 0 && { cpuUsPerRequest: median(cpu) }),
    ...(postgres.length > 0 && { postgresUsPerRequest: median(postgres) }),
  };
}

/** Seconds of CPU (user and system) a process has used so far (Linux: /proc/<pid>/stat, in clock ticks). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const CLOCK_TICKS_PER_S = 100;
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

/** Seconds of CPU every PostgreSQL server process on this machine has used so far (one may end meanwhile). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry));
    } catch {
      // Ended between the listing and the read.
    }
  }
  return total;
}

/** The bare route and the app's route, measured in turns: both rows, the app's with its ratio. */
async function paired(
  bare: { route: string; url: string; pid: number },
  app: { route: string; url: string; token: string; pid: number; postgres: boolean },
  options: LoadOptions,
  probe: Probe,
): Promise<[Figures, Figures]> {
  const bareRounds: Figures[] = [];
  const appRounds: Figures[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    const turn = { ...options, durationS: PAIRED_ROUND_S };
    bareRounds.push(await load(bare.route, bare.url, { ...turn, pid: bare.pid }));
    appRounds.push(
      await load(
        app.route,
        app.url,
        { ...turn, token: app.token, pid: app.pid, postgres: app.postgres },
        probe,
      ),
    );
  }
  const ratios = appRounds.map((round, index) => round.reqPerSec / (bareRounds[index]?.reqPerSec ?? NaN));
  return [summary(bare.route, bareRounds), { ...summary(app.route, appRounds), ofBare: median(ratios) }];
}

async function load(route: string, url: string, options: LoadOptions, probe?: Probe): Promise<Figures> {
  await probe?.read();
  const cpuBefore = options.pid === undefined ? 0 : cpuSeconds(options.pid);
  const postgresBefore = options.postgres ? postgresCpuSeconds() : 0;
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    connections: CONNECTIONS,
    duration: options.durationS ?? READ_S,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.acceptEncoding && { 'accept-encoding': options.acceptEncoding }),
      // Only with a body: Fastify refuses an empty one said to be JSON.
      ...(options.body && { 'content-type': 'application/json' }),
    },
    ...(options.body && { body: JSON.stringify(options.body) }),
    ...(options.requests && { requests: options.requests }),
  });
  const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, result.requests.total);
  const cpuUsPerRequest =
    options.pid === undefined ? undefined : perRequest(cpuSeconds(options.pid) - cpuBefore);
  const postgresUsPerRequest = options.postgres
    ? perRequest(postgresCpuSeconds() - postgresBefore)
    : undefined;
  const report = await probe?.read();
  const pglite = report?.pglite;
  return {
    route,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    loopP99Ms: report?.eventLoopDelayMs.p99,
    ...(pglite && { pgliteMsPerRequest: pglite.totalMs / Math.max(1, result.requests.total) }),
    ...(cpuUsPerRequest !== undefined && { cpuUsPerRequest }),
    ...(postgresUsPerRequest !== undefined && { postgresUsPerRequest }),
  };
}

/** A create answered 201 and the delete of what it made, by id in the query. */
function createThenDelete(apiPath: string, body: object): Request[] {
  return [
    {
      method: 'POST',
      path: apiPath,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // The context is each connection's own: its pair's id.
      onResponse: (_status, answer, context) => {
        Object.assign(context, { id: (JSON.parse(answer) as { id: string }).id });
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({
        ...request,
        path: `${apiPath}?id=${'id' in context && typeof context.id === 'string' ? context.id : ''}`,
      }),
    },
  ];
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

/** A helper server of bench/support in a process of its own, ready once it prints 'ready <port>'. */
async function startHelper(
  script: string,
  args: string[],
): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(here, 'support', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
    });
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill() };
}

interface Memory {
  report: ProbeReport;
  resident: ReturnType<typeof residentMb>;
}

function printMemory(label: string, { report, resident }: Memory, engine: string) {
  const breakdown = ({ heapUsed, heapTotal, external, arrayBuffers, wasm }: MemoryMb) =>
    `V8 heap ${heapUsed} used of ${heapTotal}; external ${external} (array buffers ${arrayBuffers}` +
    (engine === 'pglite' ? `, PGlite's WASM memory ${wasm})` : ')');
  console.log(
    `  ${label}: RSS ${resident.rss} MB (anonymous ${resident.anon}, files ${resident.file}); ${breakdown(report.memoryMb)}`,
  );
  if (report.liveMemoryMb) {
    console.log(
      `    after a full collection: RSS ${report.liveMemoryMb.rss} MB; ${breakdown(report.liveMemoryMb)}`,
    );
  }
}

/** How long the server took to send the first byte of `assetPath`, in ms, on a connection of its own. */
function firstByteMs(server: RunningServer, assetPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const sent = httpRequest(
      `${server.url}${assetPath}`,
      { headers: { 'accept-encoding': BROWSER_ENCODINGS }, agent: false },
      (answer) => {
        const firstByte = performance.now() - sentAt;
        answer.resume();
        answer.on('end', () => resolve(firstByte));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const ASSET_BURSTS = 40;

/**
 * The code and styles a signed-in page opened cold asks for at once (the ones its index.html names, as
 * the build wrote it for the dashboard), asked for together as a browser does, ASSET_BURSTS times: the
 * median and worst time to the first byte of the last of them, and of one asked for alone.
 */
async function assetBurst(server: RunningServer) {
  const html = readFileSync(path.join(here, '../apps/web/dist/pages/index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].flatMap(([, asset]) => asset ?? []);
  const lastOfBurst: number[] = [];
  for (let burst = 0; burst < ASSET_BURSTS; burst++) {
    const times = await Promise.all(assets.map((asset) => firstByteMs(server, asset)));
    lastOfBurst.push(Math.max(...times));
  }
  const alone: number[] = [];
  for (let turn = 0; turn < ASSET_BURSTS; turn++) alone.push(await firstByteMs(server, assets[0] ?? '/'));
  console.log(
    `  a cold page's ${assets.length} assets at once, first byte of the last: median ` +
      `${median(lastOfBurst).toFixed(1)} ms, worst ${Math.max(...lastOfBurst).toFixed(1)} ms; ` +
      `one alone: median ${median(alone).toFixed(2)} ms`,
  );
}

async function measure(engine: 'pglite' | 'postgres') {
  const database = `wayfarer_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-bench-'));
  const probeFile = path.join(scratch, 'probe.json');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WAYFARER_PROBE_FILE: probeFile,
    NODE_OPTIONS: `--import=${path.join(here, 'support/server-probe.mjs')}`,
  };
  if (engine === 'postgres') env.DATABASE_URL = adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const server = await startServer(env);
  const probe = probeOf(server, probeFile);
  try {
    const afterStart = { resident: residentMb(server.pid), report: await probe.read(true) };
    const { token } = await userWithTrip(server, 'Bench Traveller');
    await seed(server, token);
    const member = await companionOf(server, token, 'editor');
    const boardText = await (await callApi(server, 'GET', '/todolist', undefined, member.token)).text();
    const financesText = await (await callApi(server, 'GET', '/finances', undefined, member.token)).text();
    const ownFinances = (await (
      await callApi(server, 'GET', '/finances', undefined, token)
    ).json()) as FinancesAnswer;
    const [firstList, secondList] = JSON.parse(boardText) as TodoListAnswer[];
    const task = firstList?.toDoListTasks[0];
    const [entrance] = ownFinances.entraces;
    const expense = ownFinances.domestic.expenses[0];
    if (JSON.parse(financesText).trip.expenses.length === 0) throw new Error('the member sees no trip costs');
    if (!firstList || !secondList || !task || !entrance || !expense)
      throw new Error('the seed made too little');

    const answers = { todolist: boardText, finances: financesText };
    const files = Object.entries(answers).map(([name, text]) => {
      const file = path.join(scratch, `${name}.json`);
      writeFileSync(file, text);
      return file;
    });
    const bare = await startHelper('bare-server.mjs', files);
    const api = `${server.url}/api`;
    const figures: Figures[] = [];
    let bareRss = Number.NaN;
    try {
      for (const [name, text] of Object.entries(answers)) {
        for (const [encodings, label] of [
          [undefined, 'raw'],
          [BROWSER_ENCODINGS, 'br'],
        ] as const) {
          const options = { ...(encodings && { acceptEncoding: encodings }) };
          figures.push(
            ...(await paired(
              { route: `bare /${name} ${label}`, url: `${bare.url}/${name}`, pid: bare.pid },
              {
                route: `GET /${name} ${label} (${text.length} B, a member of a shared trip)`,
                url: `${api}/${name}`,
                token: member.token,
                pid: server.pid,
                postgres: engine === 'postgres',
              },
              options,
              probe,
            )),
          );
        }
      }
      const onServer = { token, pid: server.pid, postgres: engine === 'postgres' };
      figures.push(await load('GET /trip', `${api}/trip`, onServer, probe));
      figures.push(await load('GET /user', `${api}/user`, onServer, probe));

      const write = (route: string, url: string, options: LoadOptions) =>
        load(route, url, { ...onServer, durationS: WRITE_S, ...options }, probe);
      const list = { title: 'Bench', description: 'Made and deleted', color: BLUE, date: Date.now() };
      const entranceBody = { title: 'Bench', value: 1_000, date: Date.now(), color: BLUE };
      const expenseBody = { ...entranceBody, type: FinanceKind.domestic, financesGoalId: null };
      figures.push(
        await write('PATCH /todolist/tasks', `${api}/todolist/tasks`, {
          method: 'PATCH',
          body: { id: task.id, status: true },
        }),
        await write('PATCH /todolist', `${api}/todolist`, {
          method: 'PATCH',
          body: { ...list, id: firstList.id, description: 'Edited' },
        }),
        await write('PATCH /todolist/position (2 lists swap)', `${api}/todolist/position`, {
          method: 'PATCH',
          body: [
            { id: firstList.id, status: secondList.status, position: secondList.position },
            { id: secondList.id, status: firstList.status, position: firstList.position },
          ],
        }),
        await write('POST + DELETE /todolist', api, { requests: createThenDelete('/api/todolist', list) }),
        await write('POST + DELETE /todolist/tasks', api, {
          requests: createThenDelete('/api/todolist/tasks', {
            title: 'Bench',
            description: 'Made and deleted',
            toDoListId: firstList.id,
          }),
        }),
        await write('POST + DELETE /todolist/comments', api, {
          requests: createThenDelete('/api/todolist/comments', {
            title: 'Bench',
            description: 'Noted',
            toDoListId: firstList.id,
          }),
        }),
        await write('PATCH /finances/entraces', `${api}/finances/entraces`, {
          method: 'PATCH',
          body: { ...entranceBody, id: entrance.id },
        }),
        await write('POST + DELETE /finances/entraces', api, {
          requests: createThenDelete('/api/finances/entraces', entranceBody),
        }),
        await write('PATCH /finances/expenses', `${api}/finances/expenses`, {
          method: 'PATCH',
          body: { ...expenseBody, id: expense.id },
        }),
        await write('POST + DELETE /finances/expenses', api, {
          requests: createThenDelete('/api/finances/expenses', expenseBody),
        }),
      );
      bareRss = residentMb(bare.pid).rss;
    } finally {
      bare.stop();
    }
    const afterLoad = { resident: residentMb(server.pid), report: await probe.read(true) };
    console.log(`\n${engine}: start-up to ready ${Math.round(server.startUpMs)} ms`);
    printMemory('after start', afterStart, engine);
    printMemory('after the load', afterLoad, engine);
    console.log(`  for comparison, the bare Fastify process after its loads: RSS ${bareRss} MB`);
    await assetBurst(server);
    console.table(
      figures.map((row) => ({
        route: row.route,
        'req/s': row.reqPerSec,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'of bare': row.ofBare === undefined ? '' : `${Math.round(row.ofBare * 100)}%`,
        'non-2xx': row.non2xx,
        'loop p99 ms': row.loopP99Ms ?? '',
        'CPU µs/req': row.cpuUsPerRequest?.toFixed(0) ?? '',
        ...(engine === 'pglite' && { 'PGlite ms/req': row.pgliteMsPerRequest?.toFixed(2) ?? '' }),
        ...(engine === 'postgres' && { 'PostgreSQL µs/req': row.postgresUsPerRequest?.toFixed(0) ?? '' }),
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

/**
 * The scale path: two instances of the production build on one PostgreSQL database behind a small
 * round-robin proxy (bench/support/round-robin-proxy.mjs), beside one instance behind the same proxy and
 * one reached directly. Everything runs on this machine's cores: the instances, PostgreSQL, the proxy and
 * autocannon share them, so the figure says what a second instance adds here, not on a machine each.
 */
async function measureScaleOut() {
  const database = `wayfarer_bench_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
    ATTACHMENT_SIGNING_SECRET: 'bench-secret-shared-by-both-instances-0123456789',
  };
  const [first, second] = await Promise.all([startServer(env), startServer(env)]);
  const proxies: { url: string; stop: () => void }[] = [];
  try {
    const { token } = await userWithTrip(first, 'Bench Traveller');
    await seed(first, token);
    const board = JSON.parse(
      await (await callApi(first, 'GET', '/todolist', undefined, token)).text(),
    ) as TodoListAnswer[];
    const task = board[0]?.toDoListTasks[0];
    if (!task) throw new Error('the seed made too little');
    const oneBehind = await startHelper('round-robin-proxy.mjs', [first.url]);
    proxies.push(oneBehind);
    const twoBehind = await startHelper('round-robin-proxy.mjs', [first.url, second.url]);
    proxies.push(twoBehind);
    const routes: [string, string, LoadOptions][] = [
      ['GET /todolist br', '/todolist', { acceptEncoding: BROWSER_ENCODINGS }],
      ['GET /finances br', '/finances', { acceptEncoding: BROWSER_ENCODINGS }],
      ['GET /trip', '/trip', {}],
      [
        'PATCH /todolist/tasks',
        '/todolist/tasks',
        { method: 'PATCH', body: { id: task.id, status: true }, durationS: WRITE_S },
      ],
    ];
    const rows = [];
    for (const [route, apiPath, options] of routes) {
      const at = (base: string) => load(route, `${base}/api${apiPath}`, { ...options, token });
      const direct = await at(first.url);
      const one = await at(oneBehind.url);
      const two = await at(twoBehind.url);
      rows.push({
        route,
        'one, direct req/s': direct.reqPerSec,
        'one behind proxy req/s': one.reqPerSec,
        'two behind proxy req/s': two.reqPerSec,
        'two / one behind proxy': `${Math.round((two.reqPerSec / one.reqPerSec) * 100)}%`,
        'two p99 ms': two.p99,
        'non-2xx': direct.non2xx + one.non2xx + two.non2xx,
      });
    }
    console.log('\npostgres, two instances behind a round-robin proxy (one database, 10 connections):');
    console.table(rows);
  } finally {
    for (const proxy of proxies) proxy.stop();
    await Promise.all([first.stop(), second.stop()]);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const onPglite = await measure('pglite');
const onPostgres = await measure('postgres');
const rate = (figures: Figures[], prefix: string) =>
  figures.find((f) => f.route.startsWith(prefix))?.reqPerSec ?? Number.NaN;
for (const route of ['GET /todolist raw', 'GET /todolist br', 'GET /finances raw', 'GET /finances br']) {
  const ratio = Math.round((rate(onPglite, route) / rate(onPostgres, route)) * 100);
  console.log(`${route}: PGlite at ${ratio}% of PostgreSQL`);
}
await measureScaleOut();
