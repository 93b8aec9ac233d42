import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, companionOf, E2E_PASSWORD, signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { PICTURE } from './support/offline';
import { launchBrowser } from './support/browser';
import { financeSeeds, seedPlans, todoSeeds } from './support/seed';
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

/** The service worker the server sends: a test changes it on disk to play a new version's release. */
const WORKER_FILE = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));

/** How long after an answer arrives it is saved on the device, at the most. */
const SAVED_WITHIN_MS = 1_000;

const BANNER = /^Offline — showing what was saved at \d\d:\d\d$/;
const NEVER_SAVED = 'Not saved on this device — needs a connection';

/** The little of the browser's globals these checks read; the tests are typed without the DOM's types. */
interface WorkerWindow {
  navigator: {
    serviceWorker: {
      ready: Promise<{ active: { state: string } | null; update(): Promise<unknown> }>;
    };
  };
}

/** The little of Cache Storage the checks read. */
interface CachesWindow {
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
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

  /** Every address the service worker and the page keep in Cache Storage. */
  const cachedAddresses = (page: Page) =>
    page.evaluate(async () => {
      const { caches } = globalThis as unknown as CachesWindow;
      const addresses: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
      return addresses;
    });

  it('opens every signed-in page offline with the data last seen, and says since when', async () => {
    const user = await userWithTrip(server);
    await seedPlans(server, user.token);
    const context = await contextOf(user.token);
    const page = await context.newPage();
    for (const { path, title, shows } of PAGES) {
      await openAt(page, path, title);
      if (shows) await page.getByText(shows).first().waitFor();
      // As a reader would stay a moment: the answers are saved a beat after they arrive.
      await page.waitForTimeout(SAVED_WITHIN_MS);
    }
    await expect.poll(() => workerReady(page), { timeout: 15_000 }).toBe('activated');
    // The reader's catalogue is kept for offline use; the other language's is never downloaded.
    const catalogue = (language: string) => (address: string) =>
      new RegExp(`/assets/${language}-[\\w-]+\\.js$`).test(address);
    await expect.poll(async () => (await cachedAddresses(page)).some(catalogue('en'))).toBe(true);
    expect((await cachedAddresses(page)).filter(catalogue('pt-BR'))).toEqual([]);

    await context.setOffline(true);
    for (const { path, title, shows } of PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('status').filter({ hasText: BANNER }).count()).toBe(1);
      if (shows) await page.getByText(shows).first().waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  /** Visits the board and the finances online, then waits for the worker and the answers to be saved. */
  async function visitedOnline(token: string) {
    const context = await contextOf(token);
    const page = await context.newPage();
    await openAt(page, '/finances', 'Finances');
    await page.getByRole('region', { name: 'Monthly resume' }).waitFor();
    await page.waitForTimeout(SAVED_WITHIN_MS);
    await openAt(page, '/todolist', 'To Do List');
    await page.getByRole('button', { name: 'Add To do list' }).waitFor();
    await page.waitForTimeout(SAVED_WITHIN_MS);
    await expect.poll(() => workerReady(page), { timeout: 15_000 }).toBe('activated');
    return { context, page };
  }

  const card = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
  const waitingStatus = (page: Page, count: number) =>
    page.getByRole('status').filter({ hasText: `${count} changes wait to be sent` });

  /** Adds a list on the board through its dialog; offline, it shows at once. */
  async function addList(page: Page, title: string, description: string) {
    await page.getByRole('button', { name: 'Add To do list' }).click();
    const add = page.getByRole('dialog', { name: 'Add To do list' });
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Description').fill(description);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'hidden' });
    await card(page, title).waitFor();
  }

  it('says what was never saved and that an upload needs a connection, instead of loading forever', async () => {
    const user = await userWithTrip(server);
    const { context, page } = await visitedOnline(user.token);

    await context.setOffline(true);
    // The connection lost while the app runs, and a page never opened: it says so rather than loading.
    await page.getByRole('link', { name: 'Notices', exact: true }).click();
    await page.getByRole('heading', { name: 'Noticies', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: NEVER_SAVED }).first().waitFor();
    // The dashboard was never opened: the trip is saved (the ticket card draws), its feeds are not.
    await page.goto(`${server.url}/`);
    await page.getByText('Lisbon').first().waitFor();
    const neverSaved = page.getByRole('status').filter({ hasText: NEVER_SAVED });
    await neverSaved.first().waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A photo is chosen but cannot be sent: it says so, and the choice stays for when the connection is back.
    await page.goto(`${server.url}/myaccount`);
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByRole('status').filter({ hasText: 'Uploads need a connection.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save photo' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Back online, the feeds load in the notes' place.
    await context.setOffline(false);
    await page.goto(`${server.url}/`);
    await page.getByText('Lisbon').first().waitFor();
    await expect.poll(() => neverSaved.count()).toBe(0);
  });

  it('records changes offline, keeps them through a closed tab, and sends each exactly once', async () => {
    const user = await userWithTrip(server);
    const todos = todoSeeds(server, user.token);
    const list = await todos.list({ title: 'Passport' });
    await todos.task(list, 'Photos');
    const { context, page } = await visitedOnline(user.token);
    await card(page, 'Passport').waitFor();

    await context.setOffline(true);
    // A list added: shown at once, marked as waiting.
    await addList(page, 'Buy adapters', 'Type A and C');
    // A task ticked.
    await card(page, 'Passport').click();
    const edit = page.getByRole('dialog', { name: 'Edit To do list' });
    await edit.getByRole('checkbox', { name: /Photos/ }).click();
    await edit.getByRole('checkbox', { name: /Photos/, checked: true }).waitFor();
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    // An expense added.
    await page.goto(`${server.url}/finances`);
    await page.getByRole('region', { name: 'Monthly resume' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Domestic Cost' }).click();
    const cost = page.getByRole('dialog', { name: 'Add domestic cost' });
    await cost.getByLabel('Title').fill('Metro card');
    await cost.getByLabel('Value').fill('12.50');
    await cost.getByRole('button', { name: 'Save' }).click();
    await cost.waitFor({ state: 'detached' });
    await page.getByText('Metro card').first().waitFor();
    await waitingStatus(page, 3).waitFor();
    expect(await page.getByText('Waiting to be sent').count()).toBeGreaterThan(0);

    // The tab closed and opened again, still offline: everything still shows, still waiting.
    await page.close();
    const again = await context.newPage();
    await again.goto(`${server.url}/todolist`);
    await card(again, 'Buy adapters').waitFor();
    await waitingStatus(again, 3).waitFor();
    expect(await axeViolations(again)).toEqual([]);

    const sent: string[] = [];
    again.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) sent.push(request.method());
    });
    await context.setOffline(false);
    await again
      .getByRole('status')
      .filter({ hasText: /wait to be sent|Sending/ })
      .waitFor({ state: 'detached' });

    const board = await todos.board();
    expect(board.filter((item) => item.title === 'Buy adapters')).toHaveLength(1);
    const passport = board.find((item) => item.id === list.id);
    expect(passport?.toDoListTasks.map((task) => task.status)).toEqual([true]);
    const finances = await financeSeeds(server, user.token).read();
    expect(JSON.stringify(finances).match(/Metro card/g)).toHaveLength(1);
    expect(sent).toEqual(['POST', 'PATCH', 'POST']);
    await card(again, 'Buy adapters').waitFor();
    expect(await again.getByText('Waiting to be sent').count()).toBe(0);
  });

  it('keeps changes made offline through a session the server ended, and sends them at the next sign-in', async () => {
    const user = await userWithTrip(server);
    await todoSeeds(server, user.token).list({ title: 'Passport' });
    const { context, page } = await visitedOnline(user.token);
    await card(page, 'Passport').waitFor();

    await context.setOffline(true);
    await addList(page, 'Buy adapters', 'Type A and C');
    await page.getByRole('status').filter({ hasText: '1 change waits to be sent' }).waitFor();
    // Meanwhile the session is ended from another device.
    await callApi(server, 'POST', '/logout', undefined, user.token);
    await context.setOffline(false);

    await page.waitForURL(`${server.url}/login?notice=changes-waiting`);
    await page.getByRole('status').filter({ hasText: 'Your session has ended.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    // Remembered, so the new token is read before the old one this context's start script keeps putting back.
    await page.getByLabel('Remember-me').check();
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL(`${server.url}/`);

    const login = await callApi(server, 'POST', '/login', { email: user.email, password: E2E_PASSWORD });
    const { result: token } = (await login.json()) as { result: string };
    const titles = async () => (await todoSeeds(server, token).board()).map((list) => list.title);
    await expect.poll(titles, { timeout: 20_000 }).toContain('Buy adapters');
    expect((await titles()).filter((title) => title === 'Buy adapters')).toHaveLength(1);
  });

  it('asks which to keep when a companion changed the item meanwhile', async () => {
    const owner = await userWithTrip(server, 'Ana Owner');
    const editor = await companionOf(server, owner.token, 'editor', 'Bruno Editor');
    const todos = todoSeeds(server, owner.token);
    const list = await todos.list({ title: 'Visa papers' });
    const { context, page } = await visitedOnline(owner.token);
    await card(page, 'Visa papers').waitFor();

    await context.setOffline(true);
    await card(page, 'Visa papers').click();
    const edit = page.getByRole('dialog', { name: 'Edit To do list' });
    await edit.getByLabel('Title').fill('Visa papers (mine)');
    await edit.getByRole('button', { name: 'Edit', exact: true }).click();
    await card(page, 'Visa papers (mine)').waitFor();
    await waitingStatus(page, 1)
      .or(page.getByRole('status').filter({ hasText: '1 change waits to be sent' }))
      .waitFor();

    const { description, color, date, version } = list;
    await callApi(
      server,
      'PATCH',
      '/todolist',
      { id: list.id, title: 'Visa papers (theirs)', description, color, date, version },
      editor.token,
    );
    await context.setOffline(false);
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
    await conflict.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /wait to be sent|Sending/ })
      .waitFor({ state: 'detached' });
    const board = await todos.board();
    expect(board.find((item) => item.id === list.id)?.title).toBe('Visa papers (mine)');
  });

  it('says what the server refused when the role was taken away meanwhile, and drops it on the user’s word', async () => {
    const owner = await userWithTrip(server, 'Ana Owner');
    const editor = await companionOf(server, owner.token, 'editor', 'Bruno Editor');
    const todos = todoSeeds(server, owner.token);
    await todos.list({ title: 'Visa papers' });
    const { context, page } = await visitedOnline(editor.token);
    await card(page, 'Visa papers').waitFor();

    await context.setOffline(true);
    await addList(page, 'Museum passes', 'Two adults');
    await page.getByRole('status').filter({ hasText: '1 change waits to be sent' }).waitFor();
    // Meanwhile the owner makes the editor a viewer.
    const [trip] = (await (await callApi(server, 'GET', '/trips', undefined, owner.token)).json()) as {
      id: string;
    }[];
    const { members } = (await (
      await callApi(server, 'GET', `/trips/${trip?.id}/members`, undefined, owner.token)
    ).json()) as { members: { userId: string; email: string }[] };
    const member = members.find((someone) => someone.email === editor.email);
    await callApi(
      server,
      'PATCH',
      `/trips/${trip?.id}/members/${member?.userId}`,
      { role: 'viewer' },
      owner.token,
    );
    await context.setOffline(false);

    const refused = page.getByRole('dialog', { name: 'A change made offline was not accepted' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('The list “Museum passes”');
    expect(await axeViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'Discard it' }).click();
    await card(page, 'Museum passes').waitFor({ state: 'detached' });
    expect((await todos.board()).map((list) => list.title)).toEqual(['Visa papers']);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /wait to be sent|Sending/ })
        .count(),
    ).toBe(0);
  });

  it('offers a new version, takes it on the user’s yes, and keeps what was saved', async () => {
    const user = await userWithTrip(server);
    await todoSeeds(server, user.token).list({ title: 'Passport' });
    const { context, page } = await visitedOnline(user.token);
    await card(page, 'Passport').waitFor();

    const released = readFileSync(WORKER_FILE, 'utf8');
    try {
      writeFileSync(WORKER_FILE, `${released}\n// the next version\n`);
      await page.evaluate(async () => {
        const registration = await (globalThis as unknown as WorkerWindow).navigator.serviceWorker.ready;
        await registration.update();
      });
      const prompt = page.getByRole('button', { name: 'New version — reload' });
      await prompt.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const reloaded = page.waitForEvent('framenavigated');
      await prompt.click();
      await reloaded;
      await card(page, 'Passport').waitFor();
      expect(await prompt.count()).toBe(0);
    } finally {
      writeFileSync(WORKER_FILE, released);
    }

    await context.setOffline(true);
    await page.reload();
    await card(page, 'Passport').waitFor();
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
  });
});
