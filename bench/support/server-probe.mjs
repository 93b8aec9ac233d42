/**
 * Loaded into the server under measurement by bench/http.ts (NODE_OPTIONS=--import …): it changes
 * nothing the server does, it watches. On SIGUSR2 it writes to WAYFARER_PROBE_FILE where the memory
 * goes (process.memoryUsage, and PGlite's WebAssembly memory), how late the event loop ran since the last
 * signal, and, on PGlite, how long its queries held the event loop (PGlite runs Postgres synchronously
 * on the main thread: every protocol message goes through execProtocolRawSync); then it starts counting
 * afresh. When the file `<WAYFARER_PROBE_FILE>.live` exists it also reads the memory after a full
 * collection, what is live: V8 keeps the garbage a load leaves in its old generation until its next full
 * collection. Plain JavaScript: the server runs its build with plain node.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

const file = process.env.WAYFARER_PROBE_FILE;
if (!file) throw new Error('server-probe: WAYFARER_PROBE_FILE is not set');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/** PGlite instances seen running a query, to read their memory. */
const databases = new Set();
const pglite = { calls: 0, totalMs: 0, maxMs: 0 };

if (!process.env.DATABASE_URL) {
  const { PGlite } = await import('@electric-sql/pglite');
  const run = PGlite.prototype.execProtocolRawSync;
  PGlite.prototype.execProtocolRawSync = function timed(message) {
    databases.add(this);
    const started = performance.now();
    try {
      return run.call(this, message);
    } finally {
      const ms = performance.now() - started;
      pglite.calls += 1;
      pglite.totalMs += ms;
      pglite.maxMs = Math.max(pglite.maxMs, ms);
    }
  };
}

const toMb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const nsToMs = (ns) => Math.round(ns / 1e4) / 100;
let windowStart = performance.now();

function memoryMb() {
  const memory = process.memoryUsage();
  let wasmBytes = 0;
  for (const database of databases) wasmBytes += database.mod?.wasmMemory?.buffer.byteLength ?? 0;
  return {
    rss: toMb(memory.rss),
    heapUsed: toMb(memory.heapUsed),
    heapTotal: toMb(memory.heapTotal),
    external: toMb(memory.external),
    arrayBuffers: toMb(memory.arrayBuffers),
    wasm: toMb(wasmBytes),
  };
}

process.on('SIGUSR2', () => {
  const report = {
    windowMs: Math.round(performance.now() - windowStart),
    memoryMb: memoryMb(),
    eventLoopDelayMs: {
      p50: nsToMs(loopDelay.percentile(50)),
      p99: nsToMs(loopDelay.percentile(99)),
      max: nsToMs(loopDelay.max),
    },
    pglite: databases.size > 0 ? { ...pglite } : undefined,
  };
  if (existsSync(`${file}.live`)) {
    rmSync(`${file}.live`);
    collectGarbage();
    report.liveMemoryMb = memoryMb();
  }
  writeFileSync(`${file}.part`, JSON.stringify(report));
  renameSync(`${file}.part`, file);
  loopDelay.reset();
  Object.assign(pglite, { calls: 0, totalMs: 0, maxMs: 0 });
  windowStart = performance.now();
});
