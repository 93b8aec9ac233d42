import { SIGNED_IN_HINT_COOKIE } from '@wayfarer/core';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signedInContext, userWithTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { financeSeeds, todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * A page opened cold: index.html's small script (src/boot.ts) asks for the page's code and, behind the
 * sign-in, its first data while the app's own chunk (React, the router) is still on its way. The app's
 * chunk is held back here until those requests have been seen, which fails if they wait for it.
 */

const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;
/** The request for /login's code, which the entry makes first when the tab holds no session. */
const LOGIN_CODE = /^GET \/assets\/login-page-[\w-]+\.js$/;

interface WatchedWindow {
  titleAndRows: string[];
  document: { querySelector(selector: string): { textContent: string | null } | null };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean; characterData: boolean }): void;
  };
}

/**
 * Runs in the page before its scripts: notes what the document shows after each change, its h1's text and
 * whether one of the given rows' texts is in the main region.
 */
function watchTitleAndRows(rowTexts: string[]) {
  const view = globalThis as unknown as WatchedWindow;
  view.titleAndRows = [];
  new view.MutationObserver(() => {
    const title = view.document.querySelector('h1')?.textContent ?? '';
    const main = view.document.querySelector('main')?.textContent ?? '';
    const rows = rowTexts.some((text) => main.includes(text));
    const state = `${title}${rows ? ' + rows' : ''}`;
    if (title && view.titleAndRows.at(-1) !== state) view.titleAndRows.push(state);
  }).observe(view.document, { subtree: true, childList: true, characterData: true });
}

/** Intl's formatter constructors, which may also be called without `new`. */
type FormatterConstructor = new (...args: unknown[]) => object;

interface FormatterWindow {
  formattersMade: string[];
  Intl: Record<'DateTimeFormat' | 'NumberFormat', FormatterConstructor>;
  document: { querySelector(selector: string): object | null };
}

/**
 * Runs in the page before its scripts: notes each Intl date or number formatter the page makes, and
 * whether the page's h1 was drawn by then.
 */
function watchFormatters() {
  const view = globalThis as unknown as FormatterWindow;
  view.formattersMade = [];
  for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
    const note = () =>
      view.formattersMade.push(`${name} ${view.document.querySelector('h1') ? 'after' : 'before'} the title`);
    view.Intl[name] = new Proxy(view.Intl[name], {
      construct: (target, args, newTarget) => (note(), Reflect.construct(target, args, newTarget)),
      apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
    });
  }
}

describe('a page opened cold', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Opens the path with the app's chunk held back; answers what was asked for meanwhile, and a release. */
  async function openHoldingTheApp(page: Page, path: string) {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.url) requested.push(`${request.method()} ${url.pathname}`);
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<void>[] = [];
    await page.route(APP_CHUNK, (route: Route) => {
      held.push(released.then(() => route.continue()));
    });
    const opened = page.goto(`${server.url}${path}`);
    return {
      requested,
      /** Waits until the request (a line, or a pattern of one) has been made, the app still held back. */
      async waitForRequest(line: string | RegExp) {
        const made = () =>
          typeof line === 'string'
            ? requested.includes(line)
            : requested.some((request) => line.test(request));
        await expect.poll(made, { timeout: 10_000 }).toBe(true);
        expect(held.length, 'the app chunk was asked for and is still held').toBeGreaterThan(0);
      },
      async release() {
        release();
        await Promise.all(held);
        await opened;
      },
    };
  }

  it('asks for a signed-in page’s data and code before the app has arrived, and asks for each once', async () => {
    const { token } = await userWithTrip(server);
    await todoSeeds(server, token).list({ title: 'Passport and visa' });
    context = await signedInContext(browser, token);
    const page = await context.newPage();

    const load = await openHoldingTheApp(page, '/todolist');
    for (const line of ['GET /api/user', 'GET /api/trip', 'GET /api/todolist'])
      await load.waitForRequest(line);
    expect(load.requested.some((line) => /^GET \/assets\/todo-page-[\w-]+\.js$/.test(line))).toBe(true);
    expect(load.requested.some((line) => /^GET \/assets\/signed-in-[\w-]+\.js$/.test(line))).toBe(true);

    await load.release();
    await page.getByRole('heading', { name: 'To Do List', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Passport and visa', exact: true }).waitFor();
    // The early answers were taken over by the page: no address was asked for twice.
    const reads = load.requested.filter((line) => line.startsWith('GET /api/'));
    expect(reads.filter((line) => line === 'GET /api/todolist')).toHaveLength(1);
    expect(reads.filter((line) => line === 'GET /api/user')).toHaveLength(1);
    expect(reads.filter((line) => line === 'GET /api/trip')).toHaveLength(1);
  });

  it('draws a long page’s title before its rows, even when its data is in hand as the app starts', async () => {
    const { token } = await userWithTrip(server);
    await todoSeeds(server, token).list({ title: 'Passport and visa' });
    await financeSeeds(server, token).entrance('Salary', 2500);
    context = await signedInContext(browser, token);
    const page = await context.newPage();
    const pages = [
      { path: '/todolist', title: 'To Do List', row: 'Passport and visa', read: '/api/todolist' },
      { path: '/finances', title: 'Finances', row: 'Salary', read: '/api/finances' },
    ];
    await page.addInitScript(
      watchTitleAndRows,
      pages.map(({ row }) => row),
    );

    for (const { path, title, row, read } of pages) {
      // The plain index.html, as on a first visit: a returning user's own copy draws the title itself.
      await context.clearCookies();
      const answered: string[] = [];
      page.on('requestfinished', (request) => answered.push(new URL(request.url()).pathname));
      const load = await openHoldingTheApp(page, path);
      // Every answer the page shows first is in before the app runs.
      const reads = ['/api/user', '/api/trip', read];
      await expect
        .poll(() => reads.every((address) => answered.includes(address)), { timeout: 10_000 })
        .toBe(true);
      await load.release();
      await page.getByText(row, { exact: true }).first().waitFor();
      const states = await page.evaluate(() => (globalThis as unknown as WatchedWindow).titleAndRows);
      expect(states, path).toEqual([title, `${title} + rows`]);
      page.removeAllListeners('requestfinished');
      await page.unrouteAll();
    }
  });

  it('makes no date or number formatter before a page’s title is drawn: the first loads ICU’s data', async () => {
    const { token } = await userWithTrip(server);
    await todoSeeds(server, token).list({ title: 'Passport and visa' });
    await financeSeeds(server, token).entrance('Salary', 2500);
    context = await signedInContext(browser, token);
    await context.addInitScript(watchFormatters);
    const page = await context.newPage();

    for (const { path, row } of [
      { path: '/todolist', row: 'Passport and visa' },
      { path: '/finances', row: 'Salary' },
    ]) {
      // The plain index.html, as on a first visit: a returning user's own copy draws the title itself.
      await context.clearCookies();
      await page.goto(`${server.url}${path}`);
      await page.getByText(row, { exact: true }).first().waitFor();
      const made = await page.evaluate(() => (globalThis as unknown as FormatterWindow).formattersMade);
      // The rows draw dates and amounts: formatters are made, once the title is on the page.
      expect(made.length, path).toBeGreaterThan(0);
      expect(
        made.filter((line) => line.endsWith('before the title')),
        path,
      ).toEqual([]);
    }
  });

  it('has the dashboard load ICU’s data while its widgets’ answers travel, not in the task that draws one', async () => {
    const { token } = await userWithTrip(server);
    context = await signedInContext(browser, token);
    await context.addInitScript(watchFormatters);
    const page = await context.newPage();
    // Every answer but the first screen's (the user, the trip) is held until the test lets it go.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(`${server.url}/api/**`, async (route: Route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname !== '/api/user' && pathname !== '/api/trip') {
        held.push(pathname);
        await released;
      }
      await route.continue();
    });

    await page.goto(`${server.url}/`);
    await page.locator('.countdown-card__number').waitFor();
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // No widget has an answer to draw yet: the formatters made now are the warm-up's.
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as FormatterWindow).formattersMade), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^NumberFormat /)]));
    release();
  });

  it('sends a page opened with a session ended elsewhere to /login, its early answers refused', async () => {
    const { token } = await userWithTrip(server);
    await callApi(server, 'POST', '/logout', undefined, token);
    context = await signedInContext(browser, token);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });

    await page.goto(`${server.url}/todolist`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(refused).toContain('/api/user');
    const stored = await page.evaluate(() => {
      const storage = globalThis as unknown as { sessionStorage: Storage; localStorage: Storage };
      return [storage.sessionStorage.getItem('token'), storage.localStorage.getItem('token')];
    });
    expect(stored).toEqual([null, null]);
  });

  it('asks for the sign-in page’s code first when there is no session, and for no data', async () => {
    context = await browser.newContext();
    const page = await context.newPage();

    const load = await openHoldingTheApp(page, '/finances');
    await load.waitForRequest(LOGIN_CODE);

    await load.release();
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(load.requested.filter((line) => line.startsWith('GET /api/user'))).toEqual([]);
    expect(load.requested.some((line) => /^GET \/assets\/finances-page-/.test(line))).toBe(false);
  });

  it('does not show the page the server drew for a session this tab does not hold, on its way to /login', async () => {
    // A session kept for one tab only (no "remember me") left the hint behind; this tab holds no token.
    context = await browser.newContext();
    await context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: server.url }]);
    const page = await context.newPage();

    const load = await openHoldingTheApp(page, '/finances');
    await load.waitForRequest(LOGIN_CODE);
    const root = await page.evaluate(() => {
      interface RootElement {
        hasAttribute(name: string): boolean;
        children: ArrayLike<{ className: string }>;
      }
      const view = globalThis as unknown as { document: { getElementById(id: string): RootElement | null } };
      const element = view.document.getElementById('root');
      return {
        drawnByTheServer: element?.hasAttribute('data-signed-in-frame'),
        shown: Array.from(element?.children ?? [], (child) => child.className),
      };
    });
    // The boot screen, as on a first visit, until /login is drawn; not the page's menu and title.
    expect(root).toEqual({ drawnByTheServer: true, shown: ['boot-screen'] });

    await load.release();
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('asks for /login’s configuration before the app has arrived, and asks for it once', async () => {
    context = await browser.newContext();
    const page = await context.newPage();

    const load = await openHoldingTheApp(page, '/login');
    await load.waitForRequest('GET /api/config');

    await load.release();
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The Google button's check took the early answer over rather than asking again.
    expect(load.requested.filter((line) => line === 'GET /api/config')).toHaveLength(1);
  });

  it('has the server name a signed-in page’s code in the document once the browser holds a session, and not after Exit', async () => {
    const { token } = await userWithTrip(server);
    context = await signedInContext(browser, token);
    const page = await context.newPage();
    const ownCode = /<link rel="modulepreload" crossorigin href="\/assets\/finances-page-[\w-]+\.js">/;
    const hint = async () =>
      (await context!.cookies()).find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value;

    const first = await page.goto(`${server.url}/finances`);
    expect(await first?.text()).not.toMatch(ownCode);
    await page.getByRole('heading', { name: 'Finances', level: 1 }).waitFor();
    expect(await hint()).toBe('1');

    const again = await page.reload();
    expect(await again?.text()).toMatch(ownCode);
    await page.getByRole('heading', { name: 'Finances', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await hint()).toBeUndefined();
  });

  it('draws a returning user’s page, its menu and title, before the app has arrived, where the app then draws them', async () => {
    const { token } = await userWithTrip(server);
    context = await signedInContext(browser, token);
    const page = await context.newPage();
    // This first load sets the signed-in hint: the next is sent the page's own index.html.
    await page.goto(`${server.url}/finances`);
    // The page drawn before the app is hidden from assistive technology, and so from role queries.
    const title = page.getByRole('heading', { name: 'Finances', level: 1, includeHidden: true });
    await title.waitFor();

    // Wide, the menu beside the page; narrow (a phone, as Lighthouse's), the menu folded behind a button.
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 412, height: 823 },
    ]) {
      await page.setViewportSize(viewport);
      // Where each stands and how wide it is; how tall the page grows is the page's content, not its frame.
      const boxes = () =>
        Promise.all(
          [
            title,
            page.getByRole('banner', { includeHidden: true }),
            page.getByRole('main', { includeHidden: true }),
            page.getByRole('navigation', { name: 'Main', includeHidden: true }),
          ].map(async (region) => {
            const box = await region.boundingBox();
            return box && { x: box.x, y: box.y, width: box.width };
          }),
        );
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const load = await openHoldingTheApp(page, '/finances');
      await load.waitForRequest('GET /api/finances');
      await title.waitFor();
      // On a phone the menu is folded away, but marks the page all the same.
      const menuEntry = page.getByRole('link', { name: 'Finances', exact: true, includeHidden: true });
      expect(await menuEntry.getAttribute('aria-current')).toBe('page');
      const drawnBeforeTheApp = await boxes();

      await load.release();
      await page.getByRole('region', { name: 'Activities' }).getByText('No activities added yet.').waitFor();
      expect(await boxes(), `${viewport.width} px wide`).toEqual(drawnBeforeTheApp);
      // Such as the CSP refusing a style attribute in the page's HTML.
      expect(errors).toEqual([]);
      await page.unrouteAll();
    }
  });
});
