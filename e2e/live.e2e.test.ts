import { FinanceKind } from '@wayfarer/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, companionOf, signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { financeSeeds, todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Live together, in real browsers against the production build: what a companion writes appears in an
 * open page without a reload, a drag in progress is left alone, and a save made over a companion's newer
 * change asks which to keep instead of overwriting it.
 */

/** How long a companion's change may take to appear in an open page. */
const LIVE_WITHIN_MS = 2_000;

describe('live updates and write conflicts in real browsers', () => {
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

  async function pageOf(token: string) {
    const context = await signedInContext(browser, token);
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    return page;
  }

  async function openAt(page: Page, path: string, title: string) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  }

  /** An owner and an editor of the owner's trip, each with a page open on the path. */
  async function twoMembersAt(path: string, title: string) {
    const owner = await userWithTrip(server, 'Ana Owner');
    const editor = await companionOf(server, owner.token, 'editor', 'Bruno Editor');
    const [ana, bruno] = await Promise.all([pageOf(owner.token), pageOf(editor.token)]);
    await Promise.all([openAt(ana, path, title), openAt(bruno, path, title)]);
    return { owner, editor, ana, bruno };
  }

  const card = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

  it('shows a list, a task and a trip cost a companion adds, without a reload', async () => {
    const { owner, editor, ana } = await twoMembersAt('/todolist', 'To Do List');
    let reloaded = false;
    ana.on('framenavigated', (frame) => (reloaded ||= frame === ana.mainFrame()));

    const list = await todoSeeds(server, editor.token).list({ title: 'Book the museum' });
    await card(ana, 'Book the museum').waitFor({ timeout: LIVE_WITHIN_MS });
    await todoSeeds(server, editor.token).task(list, 'Compare the passes');
    await ana.getByText('0/1').first().waitFor({ timeout: LIVE_WITHIN_MS });

    await openAt(ana, '/finances', 'Finances');
    reloaded = false;
    await financeSeeds(server, editor.token).expense(FinanceKind.trip, 'Train to Kyoto', 9_000);
    await ana
      .getByRole('region', { name: 'Activities' })
      .getByText('Train to Kyoto')
      .waitFor({ timeout: LIVE_WITHIN_MS });
    expect(reloaded).toBe(false);

    // The owner's personal money is theirs alone: the companion's open page is not told of it.
    const bruno = await pageOf(editor.token);
    await openAt(bruno, '/finances', 'Finances');
    const live: string[] = [];
    bruno.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => live.push(String(payload))),
    );
    await financeSeeds(server, owner.token).expense(FinanceKind.domestic, 'Rent at home', 50_000);
    await ana.getByText('Rent at home').waitFor({ timeout: LIVE_WITHIN_MS });
    expect(live.filter((message) => message.includes('"finances"'))).toEqual([]);
  });

  it('leaves a drag in progress alone while a companion adds a list, and moves the card where it was dropped', async () => {
    const { editor, ana } = await twoMembersAt('/todolist', 'To Do List');
    const todos = todoSeeds(server, editor.token);
    await todos.list({ title: 'Pack the bags' });
    await card(ana, 'Pack the bags').waitFor({ timeout: LIVE_WITHIN_MS });

    await ana.getByRole('button', { name: 'Move Pack the bags' }).focus();
    await ana.keyboard.press('Space');
    const lifted = ana.locator('[aria-label="Move Pack the bags"][aria-pressed="true"]');
    await lifted.waitFor({ state: 'attached' });
    await todos.list({ title: 'Buy adapters' });
    await ana.waitForTimeout(LIVE_WITHIN_MS);
    expect(await lifted.count()).toBe(1);

    const moved = ana.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/todolist/position'),
    );
    await ana.keyboard.press('ArrowRight');
    await ana.waitForTimeout(300);
    await ana.keyboard.press('Space');
    expect((await moved).ok()).toBe(true);
    // Once dropped, the companion's list shows too.
    await card(ana, 'Buy adapters').waitFor({ timeout: LIVE_WITHIN_MS });
    const board = await todos.board();
    expect(board.find((list) => list.title === 'Pack the bags')?.status).toBe(2);
  });

  it('asks which change to keep when a companion renamed the list first: theirs, then mine', async () => {
    const { editor, ana } = await twoMembersAt('/todolist', 'To Do List');
    const todos = todoSeeds(server, editor.token);
    const list = await todos.list({ title: 'Visa papers' });
    await card(ana, 'Visa papers').waitFor({ timeout: LIVE_WITHIN_MS });

    async function renameOverCompanion(mine: string, theirs: string, choice: 'Take theirs' | 'Keep mine') {
      const current = (await todos.board()).find((item) => item.id === list.id)!;
      await card(ana, current.title).click();
      const edit = ana.getByRole('dialog', { name: 'Edit To do list' });
      await edit.getByLabel('Title').fill(mine);
      const { description, color, date, version } = current;
      const rename = await callApi(
        server,
        'PATCH',
        '/todolist',
        { id: list.id, title: theirs, description, color, date, version },
        editor.token,
      );
      expect(rename.ok).toBe(true);
      await edit.getByRole('button', { name: 'Edit', exact: true }).click();

      const conflict = ana.getByRole('dialog', { name: 'Someone else changed this' });
      await conflict.waitFor();
      const row = conflict.getByRole('row', { name: /^Title/ });
      await row.getByText(theirs).waitFor();
      await row.getByText(mine).waitFor();
      expect(await axeViolations(ana)).toEqual([]);
      await conflict.getByRole('button', { name: choice }).click();
      await conflict.waitFor({ state: 'hidden' });
    }

    await renameOverCompanion('Visa papers, mine', 'Visa papers, theirs', 'Take theirs');
    await card(ana, 'Visa papers, theirs').waitFor();
    expect((await todos.board()).find((item) => item.id === list.id)?.title).toBe('Visa papers, theirs');

    await renameOverCompanion('Visa papers, kept', 'Visa papers, again', 'Keep mine');
    await card(ana, 'Visa papers, kept').waitFor();
    await expect
      .poll(async () => (await todos.board()).find((item) => item.id === list.id)?.title)
      .toBe('Visa papers, kept');
  });

  it('says so when a companion deleted the cost being edited, and shows the finances as they are', async () => {
    const { editor, ana } = await twoMembersAt('/finances', 'Finances');
    const cost = await financeSeeds(server, editor.token).expense(FinanceKind.trip, 'Museum tickets', 4_000);
    const activities = ana.getByRole('region', { name: 'Activities' });
    await activities.getByRole('button', { name: /Museum tickets/ }).click();
    const form = ana.getByRole('dialog');
    await form.getByLabel('Title').fill('Museum tickets for two');
    const removed = await callApi(
      server,
      'DELETE',
      `/finances/expenses?id=${cost.id}`,
      undefined,
      editor.token,
    );
    expect(removed.status).toBe(204);
    await form.getByRole('button', { name: /^(Save|Edit)$/ }).click();

    const gone = ana.getByRole('dialog', { name: 'Someone else deleted this' });
    await gone.getByText(/^A companion deleted the cost “Museum tickets/).waitFor();
    await gone.getByRole('button', { name: 'OK' }).click();
    await activities.getByText('Museum tickets').waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });
  });

  it('asks which date to keep when a companion moved the trip first, and shows theirs once taken', async () => {
    const { editor, ana } = await twoMembersAt('/myaccount', 'My Account');
    const date = ana.getByLabel('When do you intend to go?');
    await date.fill('2027-03-10');
    const moved = await callApi(server, 'PATCH', '/trip', { when: Date.UTC(2027, 4, 20, 12) }, editor.token);
    expect(moved.ok).toBe(true);
    await ana.getByRole('button', { name: 'Save', exact: true }).click();

    const conflict = ana.getByRole('dialog', { name: 'Someone else changed this' });
    const row = conflict.getByRole('row', { name: /^Date/ });
    await row.getByText(/2027/).first().waitFor();
    expect(await conflict.getByRole('row').count()).toBe(2);
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await conflict.waitFor({ state: 'hidden' });
    await expect.poll(() => date.inputValue()).toBe('2027-05-20');
  });
});
