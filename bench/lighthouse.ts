/**
 * Lighthouse, mobile preset (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown), on
 * Debian's Chromium against the production build, its feeds on the local fake upstream: /login, then the
 * dashboard of a signed-in user going from Lisbon to Tokyo with a few lists and this month's finances.
 * Prints each run's performance, accessibility and best-practices scores with LCP, TBT and CLS, and the
 * audits that cost points.
 *
 *   npm run bench:lighthouse            (builds first; 3 runs of each page)
 *   RUNS=5 npm run bench:lighthouse
 *   LIGHTHOUSE_REPORTS=/tmp/lh npm run bench:lighthouse   (also keeps each run's full report as JSON)
 *
 * Pictures and station icons on other hosts do not resolve here (no machine reaches the internet), so
 * they fail fast instead of loading; the figures leave their bytes out.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@wayfarer/core';
import { startFakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { userWithTrip } from '../e2e/support/accounts';
import { seedPlans } from '../e2e/support/seed';
import { startServer } from '../e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const fake = await startFakeUpstream();
const server = await startServer(fake.env);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // Other hosts fail at once rather than waiting on a DNS answer that never comes.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
});

try {
  const { token } = await userWithTrip(server, 'Ana Traveller');
  await seedPlans(server, token);

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
  await page.close();
  await browser.close();

  for (const [name, path, signedIn] of [
    ['/login', '/login', false],
    ['/ (dashboard)', '/', true],
  ] as const) {
    console.log(`\n${name}, mobile preset, ${RUNS} runs:`);
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        onlyCategories: [...CATEGORIES],
        // The dashboard needs the token set above; /login is measured as a first visit would see it.
        disableStorageReset: signedIn,
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (REPORTS) {
        await mkdir(REPORTS, { recursive: true });
        const file = `${path === '/' ? 'dashboard' : path.slice(1)}-${run}.json`;
        await writeFile(join(REPORTS, file), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      console.log(
        `  run ${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}; LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
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
  }
} finally {
  chrome.kill();
  await server.stop();
  await fake.close();
}
