import type { Browser, BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { watchCspViolations } from './support/csp';
import { isFocused } from './support/focus';
import { launchBrowser } from './support/browser';
import { todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/** A real one-page PDF, built byte by byte with a correct cross-reference table. */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 40 60 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 140] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const isCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === `/api${path}`;

interface DrawnWindow {
  drawnCards: { cards: number; count: string }[];
  document: { querySelector(selector: string): WatchedElement | null };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
  };
}

interface WatchedElement {
  textContent: string | null;
  querySelector(selector: string): WatchedElement | null;
  querySelectorAll(selector: string): { length: number };
}

/**
 * Runs in the page before its scripts: notes, after each change to the document, how many cards the To
 * do column holds and what its count says, whenever the number of cards changed.
 */
function watchToDoColumn() {
  const view = globalThis as unknown as DrawnWindow;
  view.drawnCards = [];
  new view.MutationObserver(() => {
    const column = view.document.querySelector('section[data-status="1"]');
    if (!column) return;
    const cards = column.querySelectorAll('li.todo-card').length;
    const count = column.querySelector('.todo-column__count')?.textContent ?? '';
    if (view.drawnCards.at(-1)?.cards !== cards) view.drawnCards.push({ cards, count });
  }).observe(view.document, { subtree: true, childList: true });
}

interface MeasuredWindow {
  cardLayoutReads: number;
  Element: { prototype: { getBoundingClientRect(this: WatchedCard): unknown } };
}

interface WatchedCard {
  matches(selector: string): boolean;
}

/** Runs in the page before its scripts: counts how often a card's box is read (drag and drop measures cards). */
function countCardLayoutReads() {
  const view = globalThis as unknown as MeasuredWindow;
  view.cardLayoutReads = 0;
  const read = view.Element.prototype.getBoundingClientRect;
  view.Element.prototype.getBoundingClientRect = function (this: WatchedCard) {
    if (this.matches('li.todo-card')) view.cardLayoutReads += 1;
    return read.call(this);
  };
}

describe('the to-do board in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** What the Content-Security-Policy refused in the current test's pages, as the browser reported it. */
  let cspViolations: string[] = [];
  let token: string;
  let todos: ReturnType<typeof todoSeeds>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A new user for every test, whose lists the test seeds through the API: the board and the
   * dashboard show every list of the user, so nothing may leak from one test to another.
   */
  beforeEach(async () => {
    ({ token } = await userWithTrip(server));
    todos = todoSeeds(server, token);
    context = await signedInContext(browser, token);
    cspViolations = await watchCspViolations(context);
    page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
  afterEach(async () => {
    await context?.close();
    // The board, its modals, uploads and opened attachments kept to the security policy.
    expect(cspViolations).toEqual([]);
  });

  const column = (name: string) => page.getByRole('region', { name, exact: true });
  const titlesIn = (name: string) => column(name).locator('.todo-card__title').allTextContents();
  const card = (title: string) => page.getByRole('button', { name: title, exact: true });
  const editDialog = () => page.getByRole('dialog', { name: 'Edit To do list' });

  async function openBoard() {
    await page.goto(`${server.url}/todolist`);
    await page.getByRole('heading', { name: 'To Do List', level: 1 }).waitFor();
  }

  /** Opens the board and the edit modal of one list. */
  async function openList(title: string) {
    await openBoard();
    await card(title).click();
    await editDialog().waitFor();
    return editDialog();
  }

  async function addList(title: string, description: string, color: string) {
    await page.getByRole('button', { name: 'Add To do list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add To do list' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    await dialog.getByLabel('Title').fill(title);
    await expect(add.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('radio', { name: color }).check();
    const created = page.waitForResponse(isCall('POST', '/todolist'));
    await add.click();
    expect((await created).status()).toBe(201);
    // The form closes on the server's answer (e2e/add-dialogs.e2e.test.ts times it).
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Presses a card with the mouse and moves it past the drag's 5 px threshold: the drag has begun. */
  async function pickUpWithMouse(source: Locator) {
    const from = (await source.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 6, { steps: 4 });
  }

  /** Presses a card with the mouse and drags it, in small steps, to the middle of a target. */
  async function dragWithMouse(source: Locator, target: Locator) {
    await pickUpWithMouse(source);
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 24 });
    await page.waitForTimeout(150);
    await page.mouse.up();
  }

  /** Picks a card up with Space on its move handle, moves it one step with an arrow key, drops it with Space. */
  async function moveWithKeyboard(
    title: string,
    arrow: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  ) {
    await page.getByRole('button', { name: `Move ${title}` }).focus();
    await page.keyboard.press('Space');
    await page.locator(`[aria-label="Move ${title}"][aria-pressed="true"]`).waitFor({ state: 'attached' });
    await page.waitForTimeout(150);
    await page.keyboard.press(arrow);
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
  }

  it('adds three lists, moves them by mouse and keyboard, and keeps the order over a reload', async () => {
    await openBoard();
    await column('To do').getByText('Nothing to do here.').waitFor();

    await addList('Book flights', 'Lisbon to Tokyo, window seat', 'Blue');
    await addList('Renew passport', 'Appointment at the consulate', 'Red');
    await addList('Pack bags', 'Adapters and a light jacket', 'Teal');
    expect(await titlesIn('To do')).toEqual(['Book flights', 'Renew passport', 'Pack bags']);

    // Mouse: the middle card to the empty In Progress column; only the two changed lists are sent.
    const firstMove = page.waitForResponse(isCall('PATCH', '/todolist/position'));
    await dragWithMouse(card('Renew passport'), column('In Progress'));
    const moved = await firstMove;
    expect(moved.status()).toBe(204);
    const sent = JSON.parse(moved.request().postData()!) as {
      id: string;
      status: number;
      position: number;
    }[];
    expect(sent.map(({ status, position }) => ({ status, position }))).toEqual([
      { status: 1, position: 1 },
      { status: 2, position: 0 },
    ]);
    await expect.poll(() => titlesIn('To do')).toEqual(['Book flights', 'Pack bags']);
    await expect.poll(() => titlesIn('In Progress')).toEqual(['Renew passport']);

    // A drop outside every column changes nothing and sends nothing: every move request from here on
    // is recorded, and the keyboard move below must be the only one.
    const positionRequests: string[] = [];
    const recordMoves = (request: Request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/todolist/position') {
        positionRequests.push(request.postData() ?? '');
      }
    };
    page.on('request', recordMoves);
    await dragWithMouse(card('Pack bags'), page.getByRole('heading', { name: 'To Do List', level: 1 }));
    expect(await titlesIn('To do')).toEqual(['Book flights', 'Pack bags']);

    // Keyboard: pick up with Space on the handle, one step down, drop with Space.
    const secondMove = page.waitForResponse(isCall('PATCH', '/todolist/position'));
    const handle = page.getByRole('button', { name: 'Move Book flights' });
    await moveWithKeyboard('Book flights', 'ArrowDown');
    const keyboardMove = await secondMove;
    expect(keyboardMove.status()).toBe(204);
    page.off('request', recordMoves);
    expect(positionRequests).toEqual([keyboardMove.request().postData()]);
    await expect.poll(() => titlesIn('To do')).toEqual(['Pack bags', 'Book flights']);
    await page
      .getByText('Book flights was dropped in To do', { exact: false })
      .waitFor({ state: 'attached' });
    // Focus stays on the handle after the drop.
    await expect(isFocused(handle)).resolves.toBe(true);

    await page.reload();
    await column('To do').locator('.todo-card__title').first().waitFor();
    expect(await titlesIn('To do')).toEqual(['Pack bags', 'Book flights']);
    expect(await titlesIn('In Progress')).toEqual(['Renew passport']);
    expect(await titlesIn('Done')).toEqual([]);
  });

  it('draws a long column a few cards per frame, in order, its count whole from the first frame', async () => {
    const titles = Array.from({ length: 15 }, (_, index) => `List ${index + 1}`);
    for (const title of titles) await todos.list({ title, status: 1 });
    await page.addInitScript(watchToDoColumn);

    await openBoard();
    await card('List 15').waitFor();
    const drawn = await page.evaluate(() => (globalThis as unknown as DrawnWindow).drawnCards);
    expect(drawn.map(({ cards }) => cards)).toEqual([4, 6, 8, 10, 12, 14, 15]);
    expect(new Set(drawn.map(({ count }) => count))).toEqual(new Set(['15 lists']));
    expect(await titlesIn('To do')).toEqual(titles);

    // Drawn whole, the board draws a new list at once, however long the column.
    await addList('List 16', 'One more, at the end', 'Teal');
    expect(await titlesIn('To do')).toEqual([...titles, 'List 16']);
  });

  it('reads no card’s box while it draws the board, only once a drag begins', async () => {
    for (let index = 1; index <= 12; index += 1) await todos.list({ title: `List ${index}`, status: 1 });
    await page.addInitScript(countCardLayoutReads);
    const layoutReads = () => page.evaluate(() => (globalThis as unknown as MeasuredWindow).cardLayoutReads);

    await openBoard();
    await card('List 12').waitFor();
    // Measuring every card on every render forced a layout in each frame that drew more of them.
    expect(await layoutReads()).toBe(0);

    await pickUpWithMouse(card('List 1'));
    await expect.poll(layoutReads).toBeGreaterThanOrEqual(12);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });

  it('moves a card by keyboard into a column that holds cards, measured once the drag begins', async () => {
    await todos.list({ title: 'Book flights', status: 1 });
    await todos.list({ title: 'Renew passport', status: 1 });
    await todos.list({ title: 'Pack bags', status: 2 });
    await todos.list({ title: 'Buy adapters', status: 2 });
    await openBoard();
    await card('Buy adapters').waitFor();

    const moved = page.waitForResponse(isCall('PATCH', '/todolist/position'));
    await moveWithKeyboard('Renew passport', 'ArrowRight');
    expect((await moved).status()).toBe(204);
    await expect.poll(() => titlesIn('To do')).toEqual(['Book flights']);
    expect(await titlesIn('In Progress')).toHaveLength(3);
    expect(await titlesIn('In Progress')).toEqual(expect.arrayContaining(['Renew passport']));

    await page.reload();
    await card('Renew passport').waitFor();
    expect(await titlesIn('In Progress')).toEqual(expect.arrayContaining(['Renew passport', 'Pack bags']));
  });

  it('adds, toggles and deletes a task', async () => {
    await todos.list({ title: 'Renew passport', status: 2 });
    const dialog = await openList('Renew passport');
    await dialog.getByText('No tasks added yet.').waitFor();

    await dialog.getByRole('button', { name: 'New task' }).click();
    // The new form takes the focus, so the title can be typed at once.
    await expect.poll(() => isFocused(dialog.getByLabel('Task title'))).toBe(true);
    await dialog.getByLabel('Task title').fill('Photos');
    await dialog.getByLabel('Task description').fill('Two recent passport photos');
    const created = page.waitForResponse(isCall('POST', '/todolist/tasks'));
    await dialog.getByRole('button', { name: 'Add task', exact: true }).click();
    expect((await created).status()).toBe(201);

    const task = dialog.getByRole('checkbox', { name: /Photos/ });
    await expect(task.getAttribute('aria-checked')).resolves.toBe('false');
    const toggled = page.waitForResponse(isCall('PATCH', '/todolist/tasks'));
    await task.click();
    // At once, before the server answers (spec section 4).
    await dialog.getByRole('checkbox', { name: /Photos/, checked: true }).waitFor();
    expect((await toggled).status()).toBe(204);
    expect(JSON.parse((await toggled).request().postData()!)).toMatchObject({ status: true });

    const deleted = page.waitForResponse(isCall('DELETE', '/todolist/tasks'));
    await dialog.getByRole('button', { name: 'Delete task Photos' }).click();
    await dialog.getByText('No tasks added yet.').waitFor();
    expect((await deleted).status()).toBe(204);
    const [list] = await todos.board();
    expect(list!.toDoListTasks).toEqual([]);
  });

  it('uploads a pdf, refuses other files, and opens the attachment in a new tab', async () => {
    await todos.list({ title: 'Renew passport', status: 2 });
    const dialog = await openList('Renew passport');
    await dialog.getByText('No attchament added yet.').waitFor();
    await dialog.getByRole('button', { name: 'Attach file' }).click();
    await expect.poll(() => isFocused(dialog.getByLabel('Attachment title'))).toBe(true);
    const file = dialog.getByLabel('File', { exact: true });

    // Refused by its name before any upload, then by its bytes on the server (415).
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('This file type cannot be attached.').waitFor();
    const refused = page.waitForResponse(isCall('POST', '/todolist/attchaments/upload'));
    await file.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    expect((await refused).status()).toBe(415);
    await dialog.getByText('This file type cannot be attached.').waitFor();

    await dialog.getByLabel('Attachment title').fill('Appointment letter');
    const uploaded = page.waitForResponse(isCall('POST', '/todolist/attchaments/upload'));
    await file.setInputFiles({
      name: 'appointment.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Consulate, 9:30'),
    });
    expect((await uploaded).status()).toBe(201);
    await dialog.getByText('appointment.pdf', { exact: false }).waitFor();
    const attached = page.waitForResponse(isCall('POST', '/todolist/attchaments'));
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    expect((await attached).status()).toBe(201);

    const link = dialog.getByRole('link', { name: /Appointment letter/ });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const fileResponse = context.waitForEvent('response', {
      predicate: (response) => new URL(response.url()).pathname.startsWith('/api/todolist/attchaments/'),
    });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const opened = await fileResponse;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    await tab.close();
    const [list] = await todos.board();
    expect(list!.toDoListAttchaments.map(({ title }) => title)).toEqual(['Appointment letter']);
  });

  it('adds and deletes a comment', async () => {
    await todos.list({ title: 'Renew passport', status: 2 });
    const dialog = await openList('Renew passport');
    await dialog.getByText('No comments added yet.').waitFor();
    await dialog.getByRole('button', { name: 'New comment' }).click();
    // The form opens with its title field ready for typing, as the task and attachment forms do.
    await expect.poll(() => isFocused(dialog.getByLabel('Comment title'))).toBe(true);
    await dialog.getByLabel('Comment title').fill('Consulate hours');
    await dialog.getByLabel('Comment', { exact: true }).fill('Open 9 to 13 on weekdays.');
    const created = page.waitForResponse(isCall('POST', '/todolist/comments'));
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    expect((await created).status()).toBe(201);
    await dialog.getByText('Open 9 to 13 on weekdays.').waitFor();

    const deleted = page.waitForResponse(isCall('DELETE', '/todolist/comments'));
    await dialog.getByRole('button', { name: 'Delete comment Consulate hours' }).click();
    await dialog.getByText('No comments added yet.').waitFor();
    expect((await deleted).status()).toBe(204);
    const [list] = await todos.board();
    expect(list!.toDoListComments).toEqual([]);
  });

  it('breaks no accessibility rule axe knows, the board and a list drawn, and opens a card from anywhere on it', async () => {
    const renew = await todos.list({ title: 'Renew passport', status: 2, date: Date.now() - 3 * 86_400_000 });
    await todos.task(renew, 'Book the appointment');
    await todos.comment(renew, 'Bring two photos');
    await todos.list({ title: 'Pack bags' });
    await todos.list({ title: 'Book flights', status: 3 });
    await openBoard();
    await card('Book flights').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The card's button is named by its title alone; its description, date and counts describe it.
    await expect(card('Renew passport').getAttribute('aria-describedby')).resolves.toBeTruthy();
    // A click on the description lands on the title's button, which covers the card.
    const description = (await column('In Progress')
      .getByText('Renew passport, before leaving.')
      .boundingBox())!;
    await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
    await editDialog().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('deletes a list, and its attachment file with it', async () => {
    await todos.list({ title: 'Pack bags' });
    const renew = await todos.list({ title: 'Renew passport', status: 2 });
    await todos.attachment(renew, 'Appointment letter', {
      name: 'appointment.pdf',
      mimeType: 'application/pdf',
      bytes: tinyPdf('Consulate, 9:30'),
    });
    const dialog = await openList('Renew passport');
    const href = await dialog.getByRole('link', { name: /Appointment letter/ }).getAttribute('href');
    expect((await fetch(`${server.url}${href}`)).status).toBe(200);

    // Asking to delete puts the focus on Cancel, the safe answer; cancelling gives it back to Delete.
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => isFocused(dialog.getByRole('button', { name: 'Delete', exact: true })))
      .toBe(true);
    await page.keyboard.press('Enter');
    const deleted = page.waitForResponse(isCall('DELETE', '/todolist'));
    await dialog.getByRole('button', { name: 'Delete list' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await deleted).status()).toBe(204);
    await expect.poll(() => titlesIn('In Progress')).toEqual([]);
    await column('In Progress').getByText('Nothing in progress.').waitFor();

    expect((await fetch(`${server.url}${href}`)).status).toBe(404);
    await page.reload();
    await column('To do').locator('.todo-card__title').first().waitFor();
    expect(await titlesIn('In Progress')).toEqual([]);
  });

  it('sums the board up on the dashboard', async () => {
    await todos.list({ title: 'Pack bags' });
    await todos.list({ title: 'Book flights' });
    await page.goto(`${server.url}/`);
    const summary = page.getByRole('region', { name: 'To Do List' });
    await summary.getByText('Next up').waitFor();
    const count = (name: string) => summary.locator('.todo-summary__count', { hasText: name }).locator('dd');
    await expect(count('To do').textContent()).resolves.toBe('2');
    await expect(count('In Progress').textContent()).resolves.toBe('0');
    await summary.getByRole('link', { name: 'To Do List' }).click();
    await page.waitForURL(`${server.url}/todolist`);
  });

  it('restores the board and says so when the server refuses an edit', async () => {
    await todos.list({ title: 'Book flights' });
    await todos.list({ title: 'Pack bags' });
    await openBoard();
    await card('Pack bags').waitFor();
    await page.route(`${server.url}/api/todolist`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'unavailable', message: 'Try again in a moment.' }),
          })
        : route.fallback(),
    );

    await card('Pack bags').click();
    await editDialog().getByLabel('Title').fill('Pack bags and snacks');
    const refused = page.waitForResponse(isCall('PATCH', '/todolist'));
    await editDialog().getByRole('button', { name: 'Edit', exact: true }).click();
    expect((await refused).status()).toBe(503);
    await page.getByRole('alert').getByText('The list was not saved.').waitFor();
    await card('Pack bags and snacks').waitFor({ state: 'detached' });
    // The board is then read again, as the server holds it.
    await card('Pack bags').waitFor();
    await page.unroute(`${server.url}/api/todolist`);
    expect(await titlesIn('To do')).toEqual(['Book flights', 'Pack bags']);
  });
});
