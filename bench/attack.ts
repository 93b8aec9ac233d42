/**
 * The hardening issue's attack run, replayed against the production build started by `npm start`'s
 * script (feeds pointed at the local fake upstream):
 *
 * 1. 200 wrong passwords for one e-mail at once, from one address: how many were checked against the
 *    hash (answered 401, or 429 "from your network" after the check) and how many refused before any
 *    check (429 "Too many failed sign-ins.").
 * 2. At least 10,000 malformed requests across every route of the OpenAPI document (/api/docs/json):
 *    each field of each body, query and path given junk (wrong types, control characters, NUL, lone
 *    surrogates, 100 KB strings, injections, deep nesting), whole bodies that are not JSON or not
 *    objects, wrong content types, broken multipart, and forged or missing bearer tokens.
 *
 * 3. The board freeze (bench/support/board-freeze.ts): a user asks for 1,000 lists and moves the whole
 *    board from 20 connections at once, again and again, while another user reads.
 * 4. The cold-key flood (bench/support/cold-key-flood.ts): a user steps place advice by 0.0001° and
 *    exchange rates by one past day, as fast as the server answers, counting the calls that reach each
 *    provider.
 * 5. The trip write races (bench/support/trip-write-races.ts): writes whose bodies are held while their
 *    sender is made a viewer or removed, and additions racing the trip's deletion.
 * 6. The export starvation (bench/support/export-starvation.ts): a user with as many trips as the server
 *    takes downloads their export from 10 connections while another user reads their board.
 * 7. The socket flood (bench/support/socket-flood.ts): several auths on one socket, 100 sockets of one
 *    account, and the heap after 1,000 sockets with 29 auths each opened and closed.
 *
 * Prints the answers by status and every answer of 500 or more; exits 1 when there is one, when more
 * guesses were checked than the limit, or when the other user's reads in the freeze had a p99 over
 * 500 ms or a health check did not answer 200, or when the flood caused more upstream calls than one
 * user's cold keys allow (FEED_COLD_KEYS_PER_MINUTE's default, 30 a minute), when a held write was not
 * refused or an addition racing a deletion answered other than 201 or 404, when the reader's p99 during
 * the exports was over 500 ms or an export answered other than 200 or 429, or when one socket was signed
 * in twice, heard a change twice, the account kept more sockets open than its cap, or the closed sockets
 * left more than 2 MB on the heap.
 *
 *   npm run attack            (ATTACK_REQUESTS, default 12000; DATABASE_URL for PostgreSQL)
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { userWithTrip } from '../e2e/support/accounts';
import { startServer } from '../e2e/support/server';
import { startFakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { boardFreeze, describeBoardFreeze } from './support/board-freeze';
import { coldKeyFlood, describeColdKeyFlood } from './support/cold-key-flood';
import { describeExportStarvation, exportStarvation } from './support/export-starvation';
import { describeSocketFlood, probedHeapMb, socketFlood } from './support/socket-flood';
import { describeTripWriteRaces, tripWriteRaces, tripWriteRacesHeld } from './support/trip-write-races';

const TARGET = Number(process.env.ATTACK_REQUESTS ?? 12_000);
const CONCURRENCY = 16;
const GUESSES = 200;
/** LOGIN_MAX_FAILURES_PER_EMAIL's default. */
const GUESS_LIMIT = 5;
/** FEED_COLD_KEYS_PER_MINUTE's default. */
const COLD_KEYS_PER_MINUTE = 30;
const FLOOD_SECONDS = 20;
/** LIVE_MAX_SOCKETS_PER_ACCOUNT's default. */
const LIVE_SOCKETS_PER_ACCOUNT = 20;
/** What 1,000 closed sockets may leave on the heap: a leak of one registration each is several times more. */
const HEAP_GROWTH_LIMIT_MB = 2;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  anyOf?: Schema[];
  minimum?: number;
  format?: string;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: unknown[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Attack {
  method: string;
  path: string;
  query?: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** A seeded generator, so that a run can be replayed exactly. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const deep = (depth: number): Json => (depth === 0 ? 1 : { a: deep(depth - 1) });

/** Junk for one field: wrong types, edge numbers, control characters, injections, sizes. */
const JUNK: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '\u0000',
  'Lis\u0000bon',
  '\u001b[2J\u0007',
  'tab\there',
  'line\nbreak',
  '\u007f\u0085\u009f',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '𝕏🧳'.repeat(300),
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  'NaN',
  '1e309',
  '-0',
  '2027-13-45',
  '#GGGGGG',
  'not-an-email@',
  '00000000-0000-0000-0000-000000000000',
  {},
  [],
  [null],
  [1, 'a', {}],
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}') as Json,
  { constructor: { prototype: { polluted: true } } },
  deep(200),
  Array.from({ length: 5000 }, (_, index) => index),
];

/** Whole bodies that are not what any route reads. */
const RAW_BODIES: { body: string | Uint8Array; type: string }[] = [
  { body: '', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '"text"', type: 'application/json' },
  { body: '42', type: 'application/json' },
  { body: '[]', type: 'application/json' },
  { body: '[{}]', type: 'application/json' },
  { body: '{', type: 'application/json' },
  { body: '{"a":1}{"b":2}', type: 'application/json' },
  { body: '{"a":1,}', type: 'application/json' },
  { body: '\u0000', type: 'application/json' },
  { body: '{"__proto__":{"polluted":true}}', type: 'application/json' },
  { body: '['.repeat(20_000), type: 'application/json' },
  { body: `{"a":"${'x'.repeat(2_000_000)}"}`, type: 'application/json' },
  { body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), type: 'application/json' },
  { body: '{"email":"a@b.co"}', type: 'application/json; charset=utf-16' },
  { body: 'email=a%40b.co&password=x', type: 'application/x-www-form-urlencoded' },
  { body: 'hello', type: 'text/plain' },
  { body: '<a/>', type: 'application/xml' },
  { body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', type: 'multipart/form-data' },
  {
    body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    type: 'multipart/form-data; boundary=b',
  },
  {
    body: '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  { body: '--b--\r\n', type: 'multipart/form-data; boundary=b' },
  { body: '{"a":1}', type: '' },
];

/** Junk for a path segment or a query value, as a client may put it in the address. */
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%',
  '%zz',
  '%C0%AE',
  '%ED%A0%80',
  'x'.repeat(4000),
  '%F0%9F%A7%B3',
  '-1',
  '1e309',
  'null',
  '%20',
  '%0d%0aSet-Cookie:%20a=1',
];

const AUTH_JUNK = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'A'.repeat(300)}`,
  'Basic YTpi',
  'bearer \u00e9',
];

/** A plausible value of a schema, to carry the junk of one other field. */
function sample(schema: Schema | undefined): Json {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0] ?? null;
  if (schema.anyOf?.length) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
    );
  }
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50';
  if (schema.format === 'email') return 'someone@example.com';
  return 'Lisbon';
}

/** Every malformed request for one operation, with the caller's token where the route wants one. */
function attacksOn(path: string, method: string, operation: Operation, token: string): Attack[] {
  const signedIn = operation.security === undefined;
  // Ending the attacker's own session would only turn the rest of the run into 401s.
  const auth: Record<string, string> =
    signedIn && path !== '/logout' ? { authorization: `Bearer ${token}` } : {};
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const fill = (segments: Record<string, string> = {}) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => segments[name] ?? encodeURIComponent(String(sample(undefined))),
    );
  const validQuery = () =>
    Object.fromEntries(queryParams.map((parameter) => [parameter.name, String(sample(parameter.schema))]));
  const queryString = (values: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
    }
    return search.toString();
  };
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const json = (body: Json) => ({
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const attacks: Attack[] = [];
  const at = (parts: Partial<Attack>) =>
    attacks.push({ method, path: fill(), headers: { ...auth }, query: queryString(validQuery()), ...parts });

  for (const parameter of pathParams) {
    for (const segment of RAW_SEGMENTS) at({ path: fill({ [parameter.name]: segment }) });
    for (const junk of JUNK.slice(0, 30))
      at({ path: fill({ [parameter.name]: encodeURIComponent(JSON.stringify(junk)) }) });
  }
  for (const parameter of queryParams) {
    for (const junk of JUNK)
      at({
        query: queryString({
          ...validQuery(),
          [parameter.name]: typeof junk === 'string' ? junk : JSON.stringify(junk),
        }),
      });
    at({ query: queryString({ ...validQuery(), [parameter.name]: ['1', '2'] }) });
    const missing = Object.entries(validQuery()).filter(([name]) => name !== parameter.name);
    at({ query: queryString(Object.fromEntries(missing)) });
  }
  for (const segment of RAW_SEGMENTS) at({ query: `${queryParams[0]?.name ?? 'q'}=${segment}` });
  if (bodySchema) {
    const base = sample(bodySchema);
    const fields = Object.keys(bodySchema.properties ?? {});
    for (const field of fields) {
      for (const junk of JUNK) {
        const body = { ...(base as Record<string, Json>), [field]: junk };
        at(json(body));
      }
      const without = Object.entries(base as Record<string, Json>).filter(([name]) => name !== field);
      at(json(Object.fromEntries(without)));
    }
    if (bodySchema.type === 'array') for (const junk of JUNK) at(json([junk]));
    at(
      json({
        ...(base as Record<string, Json>),
        unexpected: 'x',
        userId: '5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50',
      }),
    );
  }
  if (method !== 'get') {
    for (const { body, type } of RAW_BODIES)
      at({ body, headers: { ...auth, ...(type && { 'content-type': type }) } });
  }
  for (const authorization of AUTH_JUNK) {
    at({ headers: authorization ? { authorization } : {} });
  }
  return attacks;
}

/**
 * Sends the attacks, CONCURRENCY at a time; answers each one's status: 0 when the connection closed
 * without an answer, -1 when fetch itself refused to send it (a header it cannot write).
 */
async function send(
  base: string,
  attacks: Attack[],
): Promise<{ attack: Attack; status: number; text: string }[]> {
  const results: { attack: Attack; status: number; text: string }[] = [];
  let next = 0;
  async function worker() {
    for (let attack = attacks[next++]; attack; attack = attacks[next++]) {
      const url = `${base}/api${attack.path}${attack.query ? `?${attack.query}` : ''}`;
      try {
        const response = await fetch(url, {
          method: attack.method.toUpperCase(),
          headers: attack.headers,
          body: attack.body,
        });
        const text = response.status >= 500 ? await response.text() : '';
        if (response.status < 500) await response.body?.cancel();
        results.push({ attack, status: response.status, text });
      } catch (error) {
        const sent = error instanceof TypeError && error.message === 'fetch failed';
        results.push({
          attack,
          status: sent ? 0 : -1,
          text: String(error instanceof Error ? (error.cause ?? error) : error),
        });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

async function parallelGuesses(base: string, email: string) {
  const answers = await Promise.all(
    Array.from({ length: GUESSES }, () =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong2026guess' }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { message?: string },
      })),
    ),
  );
  // 401: checked and wrong; 429 "… from your network": checked, then refused by the address's count.
  const checked = answers.filter(
    (answer) =>
      answer.status === 401 || (answer.status === 429 && /from your network/.test(answer.body.message ?? '')),
  ).length;
  const refused = answers.filter(
    (answer) => answer.status === 429 && !/from your network/.test(answer.body.message ?? ''),
  ).length;
  return { checked, refused, other: GUESSES - checked - refused };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const probeFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'wayfarer-attack-')), 'probe.json');
const fake = await startFakeUpstream();
const server = await startServer({
  ...fake.env,
  // The socket flood reads the server's heap after a full collection.
  WAYFARER_PROBE_FILE: probeFile,
  NODE_OPTIONS: `--import=${path.join(here, 'support/server-probe.mjs')}`,
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
});
let failed = false;
try {
  const victim = await userWithTrip(server, 'Victim Traveller');
  const attacker = await userWithTrip(server, 'Attacker Traveller');

  const guesses = await parallelGuesses(server.url, victim.email);
  console.log(
    `Parallel sign-in guesses: ${GUESSES} wrong passwords for one e-mail at once, from one address`,
  );
  console.log(`  checked against the hash: ${guesses.checked} (limit ${GUESS_LIMIT})`);
  console.log(`  refused before any check (429): ${guesses.refused}`);
  if (guesses.other > 0) console.log(`  other answers: ${guesses.other}`);
  if (guesses.checked > GUESS_LIMIT) failed = true;

  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApi;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const catalogue = operations.flatMap(({ path, method, operation }) =>
    attacksOn(path, method, operation, attacker.token),
  );
  const pick = random(13);
  const attacks = [...catalogue];
  for (let attack; attacks.length < TARGET;) {
    attack = catalogue[Math.floor(pick() * catalogue.length)];
    if (attack) attacks.push(attack);
  }

  const started = performance.now();
  const results = await send(server.url, attacks);
  const seconds = (performance.now() - started) / 1000;
  const byStatus = new Map<number, number>();
  for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  console.log(
    `\nMalformed requests: ${results.length.toLocaleString('en')} across all ${operations.length} operations ` +
      `of /api/docs/json (${catalogue.length.toLocaleString('en')} distinct), ` +
      `${Math.round(results.length / seconds)} req/s`,
  );
  const label = (status: number) =>
    status === 0
      ? 'closed without an answer'
      : status === -1
        ? 'not sent (fetch refused it)'
        : String(status);
  console.log('  status   answers');
  for (const [status, count] of [...byStatus].sort(([a], [b]) => a - b)) {
    console.log(
      `  ${String(status).padEnd(8)} ${count.toLocaleString('en').padStart(7)}  ${status < 100 ? label(status) : ''}`.trimEnd(),
    );
  }
  const broken = results.filter(({ status }) => status >= 500);
  console.log(`  answers >= 500: ${broken.length}`);
  for (const { attack, status, text } of [...broken, ...results.filter(({ status }) => status < 100)].slice(
    0,
    20,
  )) {
    const body = typeof attack.body === 'string' ? attack.body.slice(0, 120) : attack.body ? '<bytes>' : '';
    console.log(
      `    ${status} ${attack.method.toUpperCase()} ${attack.path.slice(0, 80)}?${(attack.query ?? '').slice(0, 80)} ${body} → ${text.slice(0, 160)}`,
    );
  }
  if (broken.length > 0) failed = true;

  const health = await fetch(`${server.url}/api/health`);
  console.log(`\nGET /api/health after the run: ${health.status} ${await health.text()}`);
  if (health.status !== 200) failed = true;

  const reader = await userWithTrip(server, 'Reading Traveller');
  const hoarder = await userWithTrip(server, 'Hoarding Traveller');
  const freeze = await boardFreeze({
    baseUrl: server.url,
    attackerToken: hoarder.token,
    readerToken: reader.token,
  });
  console.log(`\n${describeBoardFreeze(freeze)}`);
  if (freeze.readP99Ms > 500 || freeze.healthFailures > 0) failed = true;

  const races = await tripWriteRaces(server);
  console.log(`\n${describeTripWriteRaces(races)}`);
  if (!tripWriteRacesHeld(races)) failed = true;

  const exporter = await userWithTrip(server, 'Exporting Traveller');
  const exportReader = await userWithTrip(server, 'Reading While Exports');
  const starvation = await exportStarvation({
    baseUrl: server.url,
    exporterToken: exporter.token,
    readerToken: exportReader.token,
    serverPid: server.pid,
  });
  console.log(`\n${describeExportStarvation(starvation)}`);
  const exportStatuses = Object.keys(starvation.exports);
  if (starvation.readP99Ms > 500 || exportStatuses.some((status) => status !== '200' && status !== '429')) {
    failed = true;
  }

  const socketFlooder = await userWithTrip(server, 'Socket Flooder');
  const sockets = await socketFlood({
    baseUrl: server.url,
    token: socketFlooder.token,
    liveHeapMb: probedHeapMb(server.pid, probeFile),
  });
  console.log(`\n${describeSocketFlood(sockets)}`);
  const heapGrowthMb = sockets.heap ? sockets.heap.afterMb - sockets.heap.beforeMb : 0;
  if (
    sockets.readiesOnOne !== 1 ||
    sockets.deliveriesOfOneChange !== 1 ||
    sockets.stillOpen > LIVE_SOCKETS_PER_ACCOUNT ||
    heapGrowthMb > HEAP_GROWTH_LIMIT_MB
  ) {
    failed = true;
  }

  const flooder = await userWithTrip(server, 'Flooding Traveller');
  const flood = await coldKeyFlood({
    baseUrl: server.url,
    token: flooder.token,
    fake,
    seconds: FLOOD_SECONDS,
  });
  console.log(`\n${describeColdKeyFlood(flood)}`);
  const upstreamCalls = Object.values(flood.upstreamCalls).reduce((sum, calls) => sum + calls, 0);
  if (upstreamCalls > COLD_KEYS_PER_MINUTE * Math.ceil(FLOOD_SECONDS / 60)) failed = true;
} finally {
  await server.stop();
  await fake.close();
}
process.exit(failed ? 1 : 0);
