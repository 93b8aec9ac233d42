/**
 * The live channel (GET /api/live, a WebSocket) of the production build, started by `npm start`'s script,
 * once on the embedded PGlite and once on the local PostgreSQL server (a database made for the run), then
 * as two instances on one PostgreSQL database. The client is the server's own `ws` package; every socket
 * sends the Origin of the server's PUBLIC_URL, as the app's pages do, and signs in with its first message.
 *
 * On each of the two engines, one instance:
 *   - memory: the server's RSS before and after IDLE_SOCKETS signed-in idle sockets (each one `ready`), as
 *     it is and settled (full collections through bench/support/server-probe.mjs, and a pause for freed
 *     pages to go back), the growth per socket, and the V8 heap's share of it. The server caps neither
 *     sockets per user nor per address, but a real crowd is many people: the sockets are spread over
 *     IDLE_USERS users (IDLE_SOCKETS / IDLE_USERS tabs each, signed up through the API; a thousand
 *     sign-ups, each an argon2 hash and check, would take minutes), none of them a member of the measured
 *     trip, so that they stay idle. They are held by a process of their own (bench/support/idle-sockets.mjs),
 *     so that this one, which runs autocannon, weighs the same with or without them.
 *   - latency, write → message: WRITES sequential PATCH /api/todolist (a list's edit) by a trip's owner,
 *     each timed from just before the request is sent to the moment a socket of another member (an editor
 *     who joined by invitation) hears the trip's `changed` message for that write (each write moves the
 *     trip's counter by one, which tells whose message it is); beside the idle sockets, then alone. The
 *     HTTP answer's time is printed alongside.
 *   - throughput: GET /api/todolist (autocannon, CONNECTIONS connections, ROUND_S s a round) with no socket
 *     open and with the idle sockets open, ROUND_PAIRS pairs of rounds in the order N W W N N W, so that a
 *     machine that slows down or speeds up over the run weighs on both sides; the ratio is the median of
 *     the pairs' ratios, and the server's CPU time per request is printed beside (steadier than req/s on a
 *     shared machine).
 * Then two instances on one PostgreSQL database: the write sent to instance A, the message heard by a
 * socket on instance B (the database tells every instance, LISTEN/NOTIFY).
 *
 * Prints one table, each figure beside its target with ok/over. A missed target does not fail the run; a
 * measurement that could not be made does (exit code 1), and the other parts still run. About 4 minutes
 * on a quiet machine, the build included.
 *
 *   npm run bench:live            (ADMIN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type WsSocket from 'ws';
import type { LiveServerMessage, TodoListAnswer } from '@wayfarer/core';
import { callApi, companionOf, userWithoutTrip, userWithTrip } from '../e2e/support/accounts';
import { todoSeeds } from '../e2e/support/seed';
import { startServer, type RunningServer } from '../e2e/support/server';
import { median } from './support/median';

const IDLE_SOCKETS = 1000;
const IDLE_USERS = 50;
/** Sign-ups at once: each is an argon2 hash and check on the server's two-core machine. */
const SIGN_UPS_AT_ONCE = 4;
const WRITES = 500;
/** Untimed writes first: the server's code warms up, the trip's members are read into memory. */
const WARM_UP_WRITES = 20;
/** How long one write's message may take before the measurement is given up. */
const MESSAGE_TIMEOUT_MS = 5_000;
const CONNECTIONS = 10;
const ROUND_S = 8;
const ROUND_PAIRS = 3;
const TARGETS = { oneInstanceP99Ms: 100, twoInstancesP99Ms: 250, throughputRatio: 0.9 };
const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const here = path.dirname(fileURLToPath(import.meta.url));

/** The server's own ws (8.x): the one at the root of node_modules is 7.x, another package's. */
const WsClient = createRequire(path.join(here, '../apps/server/package.json'))('ws') as typeof WsSocket;

/** One line of the final table: a figure beside its target. */
interface Row {
  measurement: string;
  figure: string;
  target: string;
  verdict: string;
}
const rows: Row[] = [];
const failures: string[] = [];

function report(measurement: string, figure: string, target = '', met?: boolean) {
  rows.push({ measurement, figure, target, verdict: met === undefined ? '' : met ? 'ok' : 'over' });
}

/** The nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface ProbeReport {
  memoryMb: { rss: number; heapUsed: number; external: number };
  liveMemoryMb?: { rss: number; heapUsed: number; external: number };
}

/**
 * The server's memory after a full collection, asked of its probe (bench/support/server-probe.mjs, as
 * bench/http.ts does): what the sockets hold, without the garbage V8 has not collected yet.
 */
async function liveMemory(server: RunningServer, file: string) {
  rmSync(file, { force: true });
  writeFileSync(`${file}.live`, '');
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 10) {
    if (waited > 5_000) throw new Error('the server probe did not answer');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const { liveMemoryMb } = JSON.parse(readFileSync(file, 'utf8')) as ProbeReport;
  if (!liveMemoryMb) throw new Error('the server probe did not collect');
  return liveMemoryMb;
}

/** The resident memory of a process as it is, in KB (Linux). */
function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? NaN);
}

/** Long enough for V8 and malloc to hand the pages a collection freed back to the system. */
const SETTLE_MS = 1_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's resident memory as it is, and settled: after a full collection, a pause, another
 * collection and a pause (V8 unmaps freed pages in the background, and keeps some of its heap's slack
 * until its memory reducer runs); with the V8 heap in use then. In KB.
 */
async function memoryOf(server: RunningServer, file: string) {
  const rssKb = residentKb(server.pid);
  await liveMemory(server, file);
  await pause(SETTLE_MS);
  const live = await liveMemory(server, file);
  await pause(SETTLE_MS);
  return { rssKb, settledRssKb: residentKb(server.pid), heapUsedKb: live.heapUsed * 1024 };
}

/**
 * A socket signed in with the token, once the server said `ready`. Its address is the server's by IP, the
 * Origin the one the server serves its pages from (PUBLIC_URL), as a browser on the app's page sends it.
 * `onChange` hears every later message, with when it arrived; `onLost`, a close this process did not ask for.
 */
function openLive(
  server: RunningServer,
  token: string,
  onChange: (message: LiveServerMessage, at: number) => void = () => undefined,
  onLost: (code: number) => void = () => undefined,
): Promise<WsSocket> {
  const { origin, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = new WsClient(`ws://127.0.0.1:${port}/api/live`, { headers: { origin } });
    let ready = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('a socket was not ready within 10 s')), 10_000);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', (error) => (ready ? undefined : fail(error)));
    socket.once('close', (code, reason) => {
      if (!ready) fail(new Error(`a socket was closed before it was ready: ${code} ${String(reason)}`));
      else if (!closing.has(socket)) onLost(code);
    });
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.type !== 'ready') return onChange(message, at);
      ready = true;
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

/** Sockets this process is closing: their close is no loss. */
const closing = new WeakSet<WsSocket>();

/** Closes the socket and waits for it to be closed (one that does not answer is cut). */
function closeSocket(socket: WsSocket): Promise<void> {
  closing.add(socket);
  if (socket.readyState === WsClient.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), 2_000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(1000, 'bench done');
  });
}

/** Runs `make` over the items, `atOnce` at a time, in order. */
async function inBatches<T, R>(items: T[], atOnce: number, make: (item: T) => Promise<R>): Promise<R[]> {
  const made: R[] = [];
  for (let start = 0; start < items.length; start += atOnce) {
    made.push(...(await Promise.all(items.slice(start, start + atOnce).map(make))));
  }
  return made;
}

/**
 * Idle signed-in sockets spread over the tokens, held by a process of their own
 * (bench/support/idle-sockets.mjs), so that this process, which runs autocannon, weighs the same with or
 * without them. `lost` fills with the close codes of any the server closes.
 */
async function idleSocketsOf(server: RunningServer, tokens: string[]) {
  const { origin, port } = new URL(server.url);
  const child = spawn(
    process.execPath,
    [path.join(here, 'support/idle-sockets.mjs'), `http://127.0.0.1:${port}`, origin],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lost: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('lost ')) lost.push(line.slice('lost '.length));
    else waiting.shift()?.(line);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      for (const answer of waiting.splice(0)) answer(`error the process exited with ${code}`);
      resolve();
    }),
  );
  const ask = (command: string, expected: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push((line) =>
        line.startsWith(expected) ? resolve() : reject(new Error(`idle sockets: ${line}`)),
      );
      child.stdin.write(`${command}\n`);
    });
  await ask(JSON.stringify({ tokens }), 'tokens ');
  return {
    lost,
    open: (count = IDLE_SOCKETS) => ask(`open ${count}`, 'open '),
    close: () => ask('close', 'closed'),
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/** The trip's board changes one member's socket hears, in order, with when each arrived. */
async function watchBoard(server: RunningServer, token: string, tripId: string) {
  const heard: { version: number; at: number }[] = [];
  let wake: (() => void) | undefined;
  const lost: number[] = [];
  const socket = await openLive(
    server,
    token,
    (message, at) => {
      if (message.type !== 'changed' || message.tripId !== tripId || message.topic !== 'todo') return;
      heard.push({ version: message.version, at });
      wake?.();
    },
    (code) => lost.push(code),
  );
  return {
    socket,
    /** The trip's counter the last message told, once one came. */
    lastVersion: () => heard.at(-1)?.version,
    /** When the message of the counter `version` arrived (with none, the first message heard). */
    async arrival(version: number | undefined): Promise<number> {
      const deadline = performance.now() + MESSAGE_TIMEOUT_MS;
      for (;;) {
        const found = version === undefined ? heard[0] : heard.find((change) => change.version === version);
        if (found) return found.at;
        if (lost.length > 0) throw new Error(`the watching socket was closed (${lost[0]})`);
        if (version !== undefined && heard.some((change) => change.version > version)) {
          throw new Error(`the trip's counter skipped ${version}: a write was told as more than one change`);
        }
        const left = deadline - performance.now();
        if (left <= 0)
          throw new Error(`no message for the trip's counter ${version} in ${MESSAGE_TIMEOUT_MS} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

type BoardWatch = Awaited<ReturnType<typeof watchBoard>>;

interface Writer {
  server: RunningServer;
  token: string;
  list: TodoListAnswer;
}

/**
 * `count` writes one after the other, each a new description of the list (a real change every time),
 * timed from just before it is sent to the arrival of its message at the watching socket, which is told
 * the trip's counter one past the last: a write is one UPDATE, one change of the trip's board. Answers the
 * times to the message and to the HTTP answer, in ms.
 */
async function timedWrites(writer: Writer, watch: BoardWatch, count: number) {
  const toMessage: number[] = [];
  const toAnswer: number[] = [];
  for (let write = 0; write < count; write += 1) {
    const last = watch.lastVersion();
    const sentAt = performance.now();
    const { list } = writer;
    const edit = {
      id: list.id,
      title: list.title,
      description: `Edit ${write}`,
      color: list.color,
      date: list.date,
    };
    const answered = callApi(writer.server, 'PATCH', '/todolist', edit, writer.token).then(() =>
      performance.now(),
    );
    const [arrivedAt, answeredAt] = await Promise.all([
      watch.arrival(last === undefined ? undefined : last + 1),
      answered,
    ]);
    toMessage.push(arrivedAt - sentAt);
    toAnswer.push(answeredAt - sentAt);
  }
  return { toMessage, toAnswer };
}

/** Warms up, then WRITES timed writes: their figures as a row beside the target. */
async function latency(label: string, writer: Writer, watch: BoardWatch, targetMs: number) {
  await timedWrites(writer, watch, WARM_UP_WRITES);
  const { toMessage, toAnswer } = await timedWrites(writer, watch, WRITES);
  const p99 = percentile(toMessage, 99);
  report(
    `${label}: write → message p50 / p99 (${WRITES} writes)`,
    `${percentile(toMessage, 50).toFixed(1)} / ${p99.toFixed(1)} ms (HTTP answer ` +
      `${percentile(toAnswer, 50).toFixed(1)} / ${percentile(toAnswer, 99).toFixed(1)} ms)`,
    `p99 ≤ ${targetMs} ms`,
    p99 <= targetMs,
  );
}

/** A trip's owner with one list, and an editor who joined by invitation. */
async function tripWithTwoMembers(server: RunningServer) {
  const owner = await userWithTrip(server, 'Bench Owner');
  const list = await todoSeeds(server, owner.token).list({ title: 'Live bench' });
  const editor = await companionOf(server, owner.token, 'editor', 'Bench Editor');
  const [trip] = (await (await callApi(server, 'GET', '/trips', undefined, owner.token)).json()) as {
    id: string;
  }[];
  const board = (await (
    await callApi(server, 'GET', '/todolist', undefined, editor.token)
  ).json()) as TodoListAnswer[];
  if (!trip || board[0]?.id !== list.id) throw new Error('the editor does not see the trip’s board');
  return { owner, editor, tripId: trip.id, list };
}

interface Round {
  reqPerSec: number;
  /** CPU time (user and system) of the server per request: steadier than req/s on a shared machine. */
  cpuUsPerRequest: number;
}

/** Seconds of CPU (user and system) a process has used so far (Linux: /proc/<pid>/stat, in clock ticks). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const CLOCK_TICKS_PER_S = 100;
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

/** One round of GET /api/todolist; a round with a failed request fails the measurement. */
async function readRate(server: RunningServer, token: string, durationS = ROUND_S): Promise<Round> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url: `${server.url}/api/todolist`,
    connections: CONNECTIONS,
    duration: durationS,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx + result.errors > 0) {
    throw new Error(`GET /api/todolist: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    reqPerSec: result.requests.average,
    cpuUsPerRequest: ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  };
}

/** Prints a line as each step ends, with its seconds: on a busy machine, where the time went. */
function progressOf(part: string) {
  let since = performance.now();
  return (step: string) => {
    const now = performance.now();
    console.log(`  ${part}: ${step} (${((now - since) / 1000).toFixed(1)} s)`);
    since = now;
  };
}

/** Runs `work` with a client of the PostgreSQL server's admin database, closed after. */
async function asAdmin(work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new database on the PostgreSQL server, for one part of the run; `drop` removes it. */
async function freshDatabase(purpose: string) {
  const name = `wayfarer_bench_live_${purpose}_${Date.now()}`;
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function measureOne(engine: 'pglite' | 'postgres') {
  const database = engine === 'postgres' ? await freshDatabase('one') : undefined;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-bench-live-'));
  const probeFile = path.join(scratch, 'probe.json');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WAYFARER_PROBE_FILE: probeFile,
    NODE_OPTIONS: `--import=${path.join(here, 'support/server-probe.mjs')}`,
    ...(database && { DATABASE_URL: database.url }),
  };
  let started: RunningServer | undefined;
  let idle: Awaited<ReturnType<typeof idleSocketsOf>> | undefined;
  let watch: BoardWatch | undefined;
  try {
    const progress = progressOf(engine);
    const server = await startServer(env);
    started = server;
    progress('started');
    const { owner, editor, tripId, list } = await tripWithTwoMembers(server);
    const idleTokens = (
      await inBatches(
        Array.from({ length: IDLE_USERS }, (_, index) => index),
        SIGN_UPS_AT_ONCE,
        (index) => userWithoutTrip(server, `Idle Traveller ${index}`),
      )
    ).map(({ token }) => token);
    progress(`a trip's two members and ${IDLE_USERS} more users signed up`);
    const writer = { server, token: owner.token, list };
    watch = await watchBoard(server, editor.token, tripId);

    // A few sockets opened and closed first: the code that serves them is then loaded and compiled, and
    // what the figures below add is the sockets' own.
    idle = await idleSocketsOf(server, idleTokens);
    await idle.open(20);
    await idle.close();
    const before = await memoryOf(server, probeFile);
    await idle.open();
    const after = await memoryOf(server, probeFile);
    progress('memory');
    const mb = (kb: number) => (kb / 1024).toFixed(1);
    const perSocket = (kb: number) => `${(kb / IDLE_SOCKETS).toFixed(1)} KB`;
    report(
      `${engine}: server RSS, before → with ${IDLE_SOCKETS} idle sockets`,
      `${mb(before.rssKb)} → ${mb(after.rssKb)} MB as it is; ` +
        `${mb(before.settledRssKb)} → ${mb(after.settledRssKb)} MB settled`,
    );
    report(
      `${engine}: RSS growth per socket`,
      `${perSocket(after.rssKb - before.rssKb)} as it is; ` +
        `${perSocket(after.settledRssKb - before.settledRssKb)} settled, ` +
        `of it V8 heap ${perSocket(after.heapUsedKb - before.heapUsedKb)}`,
    );

    await latency(
      `${engine}, one instance, ${IDLE_SOCKETS} idle sockets open`,
      writer,
      watch,
      TARGETS.oneInstanceP99Ms,
    );
    await idle.close();
    await latency(`${engine}, one instance, no other socket open`, writer, watch, TARGETS.oneInstanceP99Ms);
    progress('latency');

    // No socket open means none, the watcher's neither.
    await closeSocket(watch.socket);
    await readRate(server, owner.token, 2);
    const without: Round[] = [];
    const withSockets: Round[] = [];
    for (let round = 0; round < 2 * ROUND_PAIRS; round += 1) {
      const open = round % 4 === 1 || round % 4 === 2;
      if (open && round % 4 === 1) await idle.open();
      if (!open && round % 4 === 3) await idle.close();
      (open ? withSockets : without).push(await readRate(server, owner.token));
    }
    progress('throughput');
    if (idle.lost.length > 0) {
      throw new Error(`${idle.lost.length} idle sockets were closed by the server (${idle.lost[0]})`);
    }
    const ratioOf = (figure: (round: Round) => number) =>
      median(withSockets.map((round, index) => figure(round) / figure(without[index] ?? round)));
    const ratio = ratioOf((round) => round.reqPerSec);
    const rate = (rounds: Round[]) => Math.round(median(rounds.map((round) => round.reqPerSec)));
    const rates = (rounds: Round[]) => rounds.map((round) => Math.round(round.reqPerSec)).join(', ');
    const cpu = (rounds: Round[]) => median(rounds.map((round) => round.cpuUsPerRequest)).toFixed(0);
    report(
      `${engine}: GET /api/todolist req/s, no socket → ${IDLE_SOCKETS} idle sockets`,
      `${rate(without)} → ${rate(withSockets)} req/s: ${Math.round(ratio * 100)}% ` +
        `(rounds without ${rates(without)}; with ${rates(withSockets)})`,
      `≥ ${TARGETS.throughputRatio * 100}%`,
      ratio >= TARGETS.throughputRatio,
    );
    report(
      `${engine}: server CPU per GET /api/todolist, no socket → ${IDLE_SOCKETS} idle sockets`,
      `${cpu(without)} → ${cpu(withSockets)} µs: ` +
        `${Math.round(ratioOf((round) => round.cpuUsPerRequest) * 100)}%`,
    );
  } finally {
    await idle?.stop();
    if (watch) await closeSocket(watch.socket);
    await started?.stop();
    await rm(scratch, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Two instances on one PostgreSQL database: written to on A, heard on B. */
async function measureTwoInstances() {
  const database = await freshDatabase('two');
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: database.url };
  // At once on an empty database, as in e2e/two-instances: each applies the migrations in its turn.
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  let watch: BoardWatch | undefined;
  try {
    const [a, b] = started.map((start) => {
      if (start.status === 'rejected') throw start.reason;
      return start.value;
    }) as [RunningServer, RunningServer];
    const progress = progressOf('two instances');
    const { owner, editor, tripId, list } = await tripWithTwoMembers(a);
    watch = await watchBoard(b, editor.token, tripId);
    await latency(
      'postgres, two instances (written on A, heard on B)',
      { server: a, token: owner.token, list },
      watch,
      TARGETS.twoInstancesP99Ms,
    );
    progress('latency');
  } finally {
    if (watch) await closeSocket(watch.socket);
    await Promise.all(
      started.map((start) => (start.status === 'fulfilled' ? start.value.stop() : undefined)),
    );
    await database.drop();
  }
}

/** Runs one part; a part that fails is reported, and the others still run. */
async function part(name: string, run: () => Promise<void>) {
  const startedAt = performance.now();
  try {
    await run();
  } catch (error) {
    failures.push(name);
    console.error(`${name}: could not be measured:`, error);
  }
  console.log(`${name}: ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
}

/** Other work on the machine moves every figure here: said at the start and at the end. */
const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
console.log(`${os.cpus().length} cores, ${loadAverage()}`);
await part('pglite', () => measureOne('pglite'));
await part('postgres', () => measureOne('postgres'));
await part('two instances', measureTwoInstances);
console.log(`\n${loadAverage()}`);
console.table(rows);
if (failures.length > 0) {
  console.error(`Not measured: ${failures.join(', ')}`);
  process.exitCode = 1;
}
