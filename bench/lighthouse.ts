/**
 * Lighthouse, mobile preset (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown), on
 * Debian's Chromium against the production build, its feeds on the local fake upstream: /login, then the
 * dashboard, the to-do board and the finances of a signed-in user going from Lisbon to Tokyo with the
 * performance issue's volume (40 lists, 120 tasks, 80 comments; 24 entrances, 10 goals, 300 expenses).
 * Prints each run's performance, accessibility and best-practices scores with FCP, LCP, TBT and CLS, the
 * JavaScript the page loaded (compressed, as sent), the audits that cost points, and for each page how
 * many runs met each of the performance issue's targets, and all of them at once.
 *
 *   npm run bench:lighthouse            (builds first; 3 runs of each page)
 *   RUNS=5 npm run bench:lighthouse
 *   LIGHTHOUSE_REPORTS=/tmp/lh npm run bench:lighthouse   (also keeps each run's full report as JSON)
 *   PAGES=/todolist,/finances npm run bench:lighthouse    (only these pages)
 *   npm run bench:lighthouse -- pt-BR      (in Brazilian Portuguese: the browser's language, and the account's;
 *                                          LANGUAGE=pt-BR does the same; English by default)
 *
 * Pictures and station icons on other hosts do not resolve here (no machine reaches the internet), so
 * they fail fast instead of loading; the figures leave their bytes out.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEFAULT_LANGUAGE, languageOf, TOKEN_STORAGE_KEY } from '@wayfarer/core';
import { OTHER_HOSTS_FAIL_FAST, seededApp } from './support/seeded-app';

const RUNS = Number(process.env.RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const PAGES = process.env.PAGES?.split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const ASKED_LANGUAGE = process.argv[2] ?? process.env.LANGUAGE;
const LANGUAGE = ASKED_LANGUAGE === undefined ? DEFAULT_LANGUAGE : languageOf(ASKED_LANGUAGE);
if (!LANGUAGE) throw new Error(`bench:lighthouse speaks en or pt-BR, not ${ASKED_LANGUAGE}`);

/** The performance issue's targets for every page, as each run is counted against them. */
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

/** One run's figures, as the targets read them. */
type RunFigures = Record<keyof typeof TARGETS, number>;

/**
 * How many of a page's runs met each target, and all of them at once. Lighthouse shows LCP to a tenth of
 * a second, so a run at 2,040 ms reads "2.0 s"; the count uses the exact figure.
 */
function targetsMet(runs: RunFigures[]): string {
  const count = (met: (run: RunFigures) => boolean) => `${runs.filter(met).length} of ${runs.length}`;
  const targets: [string, (run: RunFigures) => boolean][] = [
    [`performance ≥ ${TARGETS.performance}`, (run) => run.performance >= TARGETS.performance],
    [`LCP ≤ ${TARGETS.lcpMs} ms`, (run) => run.lcpMs <= TARGETS.lcpMs],
    [`TBT ≤ ${TARGETS.tbtMs} ms`, (run) => run.tbtMs <= TARGETS.tbtMs],
    [`CLS ≤ ${TARGETS.cls}`, (run) => run.cls <= TARGETS.cls],
    [`accessibility ${TARGETS.accessibility}`, (run) => run.accessibility >= TARGETS.accessibility],
  ];
  return [
    ...targets.map(([target, met]) => `${target} in ${count(met)}`),
    `all of them in ${count((run) => targets.every(([, met]) => met(run)))}`,
  ].join(', ');
}

/** The network-requests audit's rows, as far as this script reads them. */
interface NetworkRequests {
  items?: { resourceType?: string; transferSize?: number }[];
}

/** The JavaScript a page loaded, in KB as sent over the wire (compressed), from Lighthouse's request list. */
function scriptKb(details: unknown): string {
  const items = (details as NetworkRequests | undefined)?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return (bytes / 1024).toFixed(1);
}

const { server, token, stop } = await seededApp();
console.log(`Language: ${LANGUAGE}`);
// The account's language, which the signed-in pages are drawn in.
const userLanguage = await fetch(`${server.url}/api/user`, {
  method: 'PATCH',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ language: LANGUAGE }),
});
if (!userLanguage.ok) {
  await stop();
  throw new Error(`PATCH /user answered ${userLanguage.status}`);
}
const chrome = await chromeLauncher
  .launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      OTHER_HOSTS_FAIL_FAST,
      // The browser's language, which /login (a first visit) is drawn in.
      `--lang=${LANGUAGE}`,
      `--accept-lang=${LANGUAGE}`,
    ],
  })
  .catch(async (error: unknown) => {
    await stop();
    throw error;
  });

try {
  // Sign the browser in once: Lighthouse opens its own tab, which shares local storage, not session storage.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('Chromium opened without a browser context');
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
  // Loaded once signed in, as a returning user's browser was: the app then sets its signed-in hint, and
  // the server sends each signed-in page with its code preloaded.
  await page.reload();
  const devtools = await context.newCDPSession(page);
  // The service worker an earlier run registered would serve the page and its code from its own cache:
  // each run is a first visit's, with the token kept but no worker and no cache of any kind.
  const clearHttpCache = async () => {
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Storage.clearDataForOrigin', {
      origin: server.url,
      storageTypes: 'service_workers,cache_storage',
    });
  };

  /**
   * One Lighthouse run of the page. Now and then (about one run in fifteen, on every page) Lighthouse
   * records no usable trace and reports a runtime error such as NO_NAVSTART with every metric empty;
   * such a run measured nothing, so it is said and run again, twice at the most.
   */
  async function measure(path: string, signedIn: boolean) {
    for (let attempt = 1; ; attempt++) {
      // Each run starts with empty caches, as a first visit would, even where storage is kept.
      await clearHttpCache();
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        onlyCategories: [...CATEGORIES],
        // The dashboard needs the token set above; /login is measured as a first visit would see it.
        disableStorageReset: signedIn,
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const failure = result.lhr.runtimeError;
      if (!failure) return result;
      if (attempt === 3) throw new Error(`Lighthouse failed three times on ${path}: ${failure.code}`);
      console.log(`  (Lighthouse recorded nothing: ${failure.code}; measuring again)`);
    }
  }

  for (const [name, path, signedIn] of [
    ['/login', '/login', false],
    ['/ (dashboard)', '/', true],
    ['/todolist', '/todolist', true],
    ['/finances', '/finances', true],
  ] as const) {
    if (PAGES && !PAGES.includes(path)) continue;
    console.log(`\n${name}, mobile preset, ${RUNS} runs:`);
    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(path, signedIn);
      if (REPORTS) {
        await mkdir(REPORTS, { recursive: true });
        const file = `${path === '/' ? 'dashboard' : path.slice(1)}-${run}.json`;
        await writeFile(join(REPORTS, file), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const figures: RunFigures = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: metric('cumulative-layout-shift'),
      };
      runs.push(figures);
      console.log(
        `  run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
          // TBT adds up the long tasks after FCP: in a run whose FCP came early (the first paint, in the
          // trace, before the scripts had all arrived), the start-up's tasks count too.
          `best practices ${score('best-practices')}; FCP ${Math.round(metric('first-contentful-paint'))} ms, ` +
          `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, ` +
          `CLS ${figures.cls.toFixed(3)}; ` +
          `JavaScript ${scriptKb(audits['network-requests']?.details)} KB compressed`,
      );
      if (run === RUNS) {
        const costly = Object.values(audits)
          .filter(
            (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        console.log(`  audits below 90 in the last run: ${costly.join(', ') || 'none'}`);
      }
    }
    console.log(`  targets met: ${targetsMet(runs)}`);
  }
  await browser.close();
} finally {
  chrome.kill();
  await stop();
}
