/**
 * The embedded world atlas: how long compiling it from the data takes (the server's build does it once),
 * how long a start takes to read the compiled file and index it, how much memory the index keeps, and the
 * in-process latency of a search over 10,000 random prefixes of real city names (seeded, so every run
 * asks the same ones). Targets: p99 under 50 µs, start under 100 ms, memory under 40 MB.
 *
 *   node --import tsx bench/city-search.ts
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { compileCityAtlas, decodeCityAtlas } from '../apps/server/src/cities/city-atlas';
import { cityIndexOf } from '../apps/server/src/cities/city-index';
import { loadWorldCities, writeWorldAtlas } from '../apps/server/src/cities/world-atlas';

const QUERIES = 10_000;
const WARM_UP_QUERIES = 2_000;
const SEED = 20_260_115;

// A full collection before each reading, so that the figures are what stays, not garbage. The index
// keeps its arrays outside the V8 heap: both count.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const usedMb = async () => {
  // Array buffers are released by a sweeper after the collection: a few rounds let it finish.
  for (let round = 0; round < 3; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 / 1024;
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

const loadStarted = performance.now();
const cities = loadWorldCities();
const loadMs = performance.now() - loadStarted;
const compileStarted = performance.now();
compileCityAtlas(cities);
const compileMs = performance.now() - compileStarted;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'wayfarer-atlas-'));
const atlasFile = path.join(scratch, 'city-atlas.bin');
writeWorldAtlas(atlasFile);
const fileMb = statSync(atlasFile).size / 1024 / 1024;
const memoryBefore = await usedMb();
const startStarted = performance.now();
const atlas = decodeCityAtlas(readFileSync(atlasFile));
if (!atlas) throw new Error('the atlas file has another layout');
const index = cityIndexOf(atlas);
const startMs = performance.now() - startStarted;
const memoryKept = (await usedMb()) - memoryBefore;
rmSync(scratch, { recursive: true, force: true });

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
  ['build: load (decode + join)', `${loadMs.toFixed(0)} ms`, ''],
  ['build: compile (fold, sort)', `${compileMs.toFixed(0)} ms`, ''],
  ['atlas file', `${fileMb.toFixed(1)} MB`, ''],
  ['start: read the file, index', `${startMs.toFixed(0)} ms`, '< 100 ms'],
  ['memory kept by the index', `${memoryKept.toFixed(1)} MB`, '< 40 MB'],
  [`search p50 (${QUERIES} prefixes)`, `${(percentile(timings, 50) * 1000).toFixed(1)} µs`, ''],
  ['search p90', `${(percentile(timings, 90) * 1000).toFixed(1)} µs`, ''],
  ['search p99', `${(percentile(timings, 99) * 1000).toFixed(1)} µs`, '< 50 µs'],
  ['search max', `${(slowest.ms * 1000).toFixed(1)} µs ("${slowest.query}")`, ''],
  ['suggestions per search', (answers / QUERIES).toFixed(1), ''],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log('City search over the embedded world atlas, in-process');
for (const [label, value, target] of rows) {
  console.log(`  ${label.padEnd(width)}  ${value.padEnd(24)}${target && `target ${target}`}`);
}
