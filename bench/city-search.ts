/**
 * The embedded world atlas: how long the start-up build takes, how much heap the index keeps, and the
 * in-process latency of a search over 10,000 random prefixes of real city names (seeded, so every run
 * asks the same ones). Targets: p99 under 0.2 ms, build under 1 s, heap under 120 MB.
 *
 *   node --import tsx bench/city-search.ts
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildCityIndex } from '../apps/server/src/cities/city-index';
import { loadWorldCities } from '../apps/server/src/cities/world-atlas';

const QUERIES = 10_000;
const WARM_UP_QUERIES = 2_000;
const SEED = 20_260_115;

// A full collection before each heap reading, so that the figures are what stays, not garbage.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heapUsedMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** mulberry32: a small seeded generator, enough to pick prefixes reproducibly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What people type: the first 4 to 10 characters of a city's name, in lower case half the time. */
function randomPrefixes(names: readonly string[], count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const name = names[Math.floor(random() * names.length)];
    if (!name || name.length < 4) continue;
    const prefix = name.slice(0, 4 + Math.floor(random() * Math.min(7, name.length - 3)));
    prefixes.push(random() < 0.5 ? prefix.toLowerCase() : prefix);
  }
  return prefixes;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const heapBefore = heapUsedMb();
const loadStarted = performance.now();
const cities = loadWorldCities();
const loadMs = performance.now() - loadStarted;
const indexStarted = performance.now();
const index = buildCityIndex(cities);
const indexMs = performance.now() - indexStarted;
const heapAfter = heapUsedMb();

const names = cities.map((city) => city.name);
for (const query of randomPrefixes(names, WARM_UP_QUERIES, SEED + 1)) index.search(query);

const timings: number[] = [];
let answers = 0;
let slowest = { query: '', ms: 0 };
for (const query of randomPrefixes(names, QUERIES, SEED)) {
  const started = process.hrtime.bigint();
  answers += index.search(query).length;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  timings.push(ms);
  if (ms > slowest.ms) slowest = { query, ms };
}
timings.sort((a, b) => a - b);

const rows: [string, string, string][] = [
  ['cities / searchable names', `${cities.length} / ${index.size}`, ''],
  ['load (decode + join)', `${loadMs.toFixed(0)} ms`, ''],
  ['index (fold, sort, table)', `${indexMs.toFixed(0)} ms`, ''],
  ['build total', `${(loadMs + indexMs).toFixed(0)} ms`, '< 1000 ms'],
  ['heap kept by the atlas', `${(heapAfter - heapBefore).toFixed(1)} MB`, ''],
  ['heap used in all', `${heapAfter.toFixed(1)} MB`, '< 120 MB'],
  [`search p50 (${QUERIES} prefixes)`, `${(percentile(timings, 50) * 1000).toFixed(1)} µs`, ''],
  ['search p90', `${(percentile(timings, 90) * 1000).toFixed(1)} µs`, ''],
  ['search p99', `${(percentile(timings, 99) * 1000).toFixed(1)} µs`, '< 200 µs'],
  ['search max', `${(slowest.ms * 1000).toFixed(1)} µs ("${slowest.query}")`, ''],
  ['suggestions per search', (answers / QUERIES).toFixed(1), ''],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log('City search over the embedded world atlas, in-process');
for (const [label, value, target] of rows) {
  console.log(`  ${label.padEnd(width)}  ${value.padEnd(24)}${target && `target ${target}`}`);
}
