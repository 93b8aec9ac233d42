/**
 * The main thread's long tasks as the page itself sees them, on a cold load with the CPU slowed 4× (the
 * phone of Lighthouse's mobile preset), for the four pages Lighthouse measures (bench/lighthouse.ts), with
 * the same user and volume. Lighthouse does not slow the page: it records one fast load and simulates the
 * phone from it, and its TBT moves with where that simulation puts the first paint. This bench slows the
 * page for real and reads each task over 50 ms from a PerformanceObserver, so a change to what the pages
 * run can be weighed on the time a phone would be blocked, not only on the simulation's.
 *
 * For each page and load: FCP and LCP as observed, the blocking time after FCP (the sum of each long
 * task's time over 50 ms, as TBT adds it up) and the long tasks (start + duration, in ms); then the median
 * and range of the blocking time over the loads. `BREAKDOWN=1` also records a Chromium trace of each load
 * and says what filled each long task (script evaluation, timers, style, layout, paint…), measured
 * with the CPU slowed as well.
 *
 *   npm run bench:long-tasks                      (builds first; 6 loads of each page, a local network)
 *   NETWORK=slow npm run bench:long-tasks         (Lighthouse's slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up)
 *   LOADS=10 PAGES=/,/todolist BREAKDOWN=1 npm run bench:long-tasks
 */
import type { CDPSession } from 'playwright-core';
import { median } from './support/median';
import { launchBenchBrowser, seededApp, signedInStorage } from './support/seeded-app';

const LOADS = Number(process.env.LOADS ?? 6);
const PAGES = process.env.PAGES?.split(',') ?? ['/login', '/', '/todolist', '/finances'];
const SLOW_NETWORK = process.env.NETWORK === 'slow';
const BREAKDOWN = process.env.BREAKDOWN === '1';
/** Lighthouse's mobile preset: a Moto G Power's screen, its CPU 4× slower than the machine. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
/** How long a load is watched after the network went quiet: the widgets' renders come after their answers. */
const SETTLE_MS = 1500;

interface LoadFigures {
  fcp: number;
  lcp: number;
  tasks: { start: number; duration: number }[];
}

/**
 * The observer's options in the page. This file is compiled with Node's types, whose PerformanceObserver
 * knows none of the browser's entry types (longtask, paint, largest-contentful-paint).
 */
type ObserveOptions = Parameters<InstanceType<typeof PerformanceObserver>['observe']>[0];

/** Set in the page before its own scripts: every long task and paint from the navigation's start on. */
function observeLoad() {
  const figures: LoadFigures = { fcp: 0, lcp: 0, tasks: [] };
  (globalThis as unknown as { loadFigures: LoadFigures }).loadFigures = figures;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      figures.tasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true } as unknown as ObserveOptions);
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries())
      if (paint.name === 'first-contentful-paint') figures.fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true } as unknown as ObserveOptions);
  new PerformanceObserver((list) => {
    for (const candidate of list.getEntries()) figures.lcp = candidate.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true } as unknown as ObserveOptions);
}

/** A trace event, as far as the breakdown reads it. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } };
}

/**
 * What a trace event did, in a word or two: its name, with an event's type or a script's file where the
 * trace gives them.
 */
function kindOf(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch') return `event ${data?.type ?? ''}`;
  if (
    event.name === 'FunctionCall' ||
    event.name === 'EvaluateScript' ||
    event.name === 'v8.evaluateModule'
  ) {
    const file = data?.url?.split('/').pop();
    return file ? `${event.name} ${file}` : event.name;
  }
  return event.name;
}

/**
 * Each long task of the page's main thread (the renderer's main thread that ran the most), with the
 * events directly under it added up by kind.
 */
function longTasksOf(events: TraceEvent[]): string[] {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mainThreads.has(thread))
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main);
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && `${event.pid}:${event.tid}` === main,
  );
  const origin = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) >= BLOCKING_FROM_MS * 1000,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    // The events inside the task that no other event inside it contains: its direct work.
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    const direct = inside.filter(
      (event) =>
        !inside.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
            ((other.dur ?? 0) > (event.dur ?? 0) || other.ts < event.ts),
        ),
    );
    const byKind = new Map<string, number>();
    for (const event of direct)
      byKind.set(kindOf(event), (byKind.get(kindOf(event)) ?? 0) + (event.dur ?? 0) / 1000);
    const parts = [...byKind]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 1)
      .slice(0, 6)
      .map(([kind, ms]) => `${Math.round(ms)} ${kind}`);
    return `at ${Math.round((task.ts - origin) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ${parts.join(', ')}`;
  });
}

/** Records the page's trace while `load` runs, with the categories the breakdown reads. */
async function traced(devtools: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol's types give the events as string maps; they carry numbers and objects too.
  devtools.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => devtools.once('Tracing.tracingComplete', () => resolve()));
  await devtools.send('Tracing.start', {
    categories: '-*,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await load();
  await devtools.send('Tracing.end');
  await complete;
  return events;
}

const { server, token, stop } = await seededApp();
const browser = await launchBenchBrowser(stop);

try {
  const signedIn = signedInStorage(server, token);

  /** One cold load in a fresh context (an empty cache): its figures and, if asked, its long tasks' make-up. */
  async function load(path: string) {
    const context = await browser.newContext({
      ...PHONE,
      storageState: path === '/login' ? undefined : signedIn,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(observeLoad);
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      if (SLOW_NETWORK) {
        await devtools.send('Network.enable');
        await devtools.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      const open = async () => {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(SETTLE_MS);
      };
      let breakdown: string[] = [];
      if (BREAKDOWN) breakdown = longTasksOf(await traced(devtools, open));
      else await open();
      const figures = await page.evaluate(
        () => (globalThis as unknown as { loadFigures: LoadFigures }).loadFigures,
      );
      return { figures, breakdown };
    } finally {
      await context.close();
    }
  }

  console.log(
    `CPU slowed ${CPU_SLOWDOWN}×, ${SLOW_NETWORK ? "Lighthouse's slow 4G (150 ms, 1.6 Mbps)" : 'a local network'}, ${LOADS} cold loads per page`,
  );
  for (const path of PAGES) {
    console.log(`\n${path}:`);
    const blocking: number[] = [];
    for (let run = 1; run <= LOADS; run++) {
      const { figures, breakdown } = await load(path);
      const afterFcp = figures.tasks.filter((task) => task.start >= figures.fcp);
      const blocked = afterFcp.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_FROM_MS), 0);
      blocking.push(blocked);
      const tasks = figures.tasks
        .map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`)
        .join(' ');
      console.log(
        `  load ${run}: FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, blocking after FCP ${Math.round(blocked)} ms; long tasks ${tasks || 'none'}`,
      );
      for (const line of breakdown) console.log(`    ${line}`);
    }
    console.log(
      `  blocking after FCP: median ${Math.round(median(blocking))} ms [${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}]`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
