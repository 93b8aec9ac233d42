import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { seedPlans } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Wayfarer without a connection, in a real browser against the production build and its service
 * worker: after one visit online, every signed-in page opens offline with what it last showed.
 */

const PAGES = [
  { path: '/', title: 'Dashboard', shows: 'Lisbon' },
  { path: '/todolist', title: 'To Do List', shows: 'Renew the passport' },
  { path: '/finances', title: 'Finances', shows: 'Profit' },
  { path: '/calendar', title: 'Calendar', shows: 'Buy a rail pass' },
  { path: '/noticies', title: 'Noticies' },
  { path: '/advices', title: 'Advices' },
  { path: '/exchange', title: 'Exchange' },
  { path: '/companions', title: 'Companions', shows: 'Ana Traveller' },
  { path: '/myaccount', title: 'My Account', shows: 'Ana Traveller' },
];

const BANNER = /^Offline — showing what was saved at \d\d:\d\d$/;

/** The little of the browser's globals these checks read; the tests are typed without the DOM's types. */
interface WorkerWindow {
  navigator: { serviceWorker: { ready: Promise<{ active: { state: string } | null }> } };
}

describe('offline in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function contextOf(token: string) {
    const context = await signedInContext(browser, token);
    contexts.push(context);
    return context;
  }

  async function openAt(page: Page, path: string, title: string) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  }

  /** Until the service worker has installed and controls the page's next loads. */
  const workerReady = (page: Page) =>
    page.evaluate(async () => {
      const registration = await (globalThis as unknown as WorkerWindow).navigator.serviceWorker.ready;
      return registration.active?.state;
    });

  it('opens every signed-in page offline with the data last seen, and says since when', async () => {
    const user = await userWithTrip(server);
    await seedPlans(server, user.token);
    const context = await contextOf(user.token);
    const page = await context.newPage();
    for (const { path, title, shows } of PAGES) {
      await openAt(page, path, title);
      if (shows) await page.getByText(shows).first().waitFor();
    }
    await expect.poll(() => workerReady(page), { timeout: 15_000 }).toBe('activated');
    // The answers are saved a moment after they arrive.
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    for (const { path, title, shows } of PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('status').filter({ hasText: BANNER }).count()).toBe(1);
      if (shows) await page.getByText(shows).first().waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
