import type { AppNotification, TodoListAnswer } from '@wayfarer/core';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, E2E_PASSWORD, signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { isFocused } from './support/focus';
import { todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Dates in a real browser: a task's due day set in the list's modal, shown on its card and in the
 * calendar, which opens the list; the calendar's grid by keyboard and at a phone's width; a reminder come
 * due arriving in the header's bell; the private feed's link made, replaced and ended.
 */

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
/** The day of an instant in this machine's zone, which the browser shares. */
const localDay = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string'
    ? new URL(response.url()).pathname === `/api${path}`
    : path.test(new URL(response.url()).pathname));

interface ScrollingElement {
  scrollWidth: number;
  clientWidth: number;
}

describe('dates, the calendar and reminders in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cspViolations: string[] = [];
  let token: string;
  let email: string;
  let todos: ReturnType<typeof todoSeeds>;

  beforeAll(async () => {
    // Reminders are looked for every second, so that one due at once arrives within the test.
    [server, browser] = await Promise.all([startServer({ REMINDER_POLL_SECONDS: '1' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    ({ token, email } = await userWithTrip(server));
    todos = todoSeeds(server, token);
    context = await signedInContext(browser, token);
    cspViolations = await watchCspViolations(context);
    page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await context?.close();
    expect(cspViolations).toEqual([]);
  });

  const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
  const editDialog = () => page.getByRole('dialog', { name: 'Edit To do list' });

  async function seedTaskDue(list: TodoListAnswer, title: string, dueDate: string) {
    await callApi(
      server,
      'POST',
      '/todolist/tasks',
      { title, description: `${title}, soon.`, toDoListId: list.id, dueDate },
      token,
    );
  }

  async function openCalendar() {
    await page.goto(`${server.url}/calendar`);
    await heading('Calendar').waitFor();
    await page.getByRole('grid').waitFor();
  }

  it('sets a task’s due day in the list, shows it on the card and in the calendar, which opens the list', async () => {
    const list = await todos.list({ title: 'Pack bags' });
    await todos.task(list, 'Adapters');
    const today = localDay(Date.now());
    const inThreeDays = localDay(Date.now() + 3 * DAY_MS);

    await page.goto(`${server.url}/todolist`);
    await page.getByRole('button', { name: 'Pack bags', exact: true }).click();
    const dialog = editDialog();
    await dialog.waitFor();

    // An existing task: due today, sent once, against the version the task was read at.
    await dialog.getByRole('button', { name: 'Set due date of Adapters' }).click();
    await dialog.getByLabel('Due date of Adapters', { exact: true }).fill(today);
    const patched = page.waitForResponse(isCall('PATCH', '/todolist/tasks'));
    await dialog.getByRole('button', { name: 'Save due date' }).click();
    const patch = await patched;
    expect(patch.status()).toBe(204);
    expect(JSON.parse(patch.request().postData()!)).toMatchObject({ dueDate: today, version: 1 });
    await dialog.getByText('Due today', { exact: true }).waitFor();

    // A new task with its due day.
    await dialog.getByRole('button', { name: 'New task' }).click();
    await dialog.getByLabel('Task title').fill('Jacket');
    await dialog.getByLabel('Task description').fill('A light one');
    await dialog.getByLabel('Due date (optional)').fill(inThreeDays);
    const created = page.waitForResponse(isCall('POST', '/todolist/tasks'));
    await dialog.getByRole('button', { name: 'Add task' }).click();
    expect(JSON.parse((await created).request().postData()!)).toMatchObject({ dueDate: inThreeDays });
    await dialog
      .getByRole('checkbox', { name: /Jacket/ })
      .getByText(/^Due /)
      .waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The card tells the nearest open due day, in words.
    await page.locator('.todo-card').getByText('Task due today', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await heading('Calendar').waitFor();
    // Today is selected at first, and lists what falls on it.
    const selectedDay = page.locator('.calendar-view__day');
    await selectedDay.getByRole('link', { name: /Adapters/ }).click();
    await page.waitForURL(`${server.url}/todolist?list=${list.id}`);
    await editDialog().waitFor();
    await expect(editDialog().getByLabel('Title').inputValue()).resolves.toBe('Pack bags');

    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/todolist`);
  });

  it('moves the focused day by keyboard, shows a chosen day’s items, and passes axe at desktop and phone widths', async () => {
    const list = await todos.list({ title: 'Visa' });
    const tomorrow = localDay(Date.now() + DAY_MS);
    await seedTaskDue(list, 'Photos', tomorrow);
    await openCalendar();

    const grid = page.getByRole('grid');
    const focusable = grid.locator('[role="gridcell"][tabindex="0"]');
    expect(await focusable.getAttribute('data-day')).toBe(localDay(Date.now()));
    await focusable.focus();

    await page.keyboard.press('ArrowRight');
    const focusedDay = () =>
      page.evaluate(() =>
        (
          globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string } } }
        ).document.activeElement.getAttribute('data-day'),
      );
    expect(await focusedDay()).toBe(tomorrow);
    await page.keyboard.press('Enter');
    await expect(grid.locator(`[data-day="${tomorrow}"]`).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await page
      .locator('.calendar-view__day')
      .getByRole('link', { name: /Photos/ })
      .waitFor();

    await page.keyboard.press('ArrowDown');
    expect(await focusedDay()).toBe(localDay(Date.now() + 8 * DAY_MS));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDay()).toBe(localDay(Date.now()));
    // Page Down shows the next month, focus on the same date in it.
    const title = page.getByRole('heading', { level: 2 }).first();
    const thisMonth = await title.textContent();
    await page.keyboard.press('PageDown');
    await expect.poll(() => title.textContent()).not.toBe(thisMonth);
    await page.keyboard.press('PageUp');
    await expect.poll(() => title.textContent()).toBe(thisMonth);

    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    const width = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: ScrollingElement } }).document
        .documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('brings a reminder come due to the bell; choosing it marks it read and opens its list', async () => {
    await callApi(
      server,
      'PUT',
      '/reminders/settings',
      { email: true, daysBefore: [0], time: '00:00' },
      token,
    );
    const list = await todos.list({ title: 'Papers' });
    // The account's zone is UTC: due today there, at 00:00, the reminder is due at once.
    await seedTaskDue(list, 'Print the tickets', new Date().toISOString().slice(0, 10));
    let notifications: AppNotification[] = [];
    await expect
      .poll(
        async () => {
          const answer = await callApi(server, 'GET', '/notifications', undefined, token);
          notifications = (await answer.json()) as AppNotification[];
          return notifications.length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    const [reminder] = notifications;

    await page.goto(`${server.url}/`);
    await heading('Dashboard').waitFor();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();

    // Escape closes the panel and gives the focus back to the bell.
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText(reminder!.title).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await isFocused(bell)).toBe(true);

    await bell.click();
    const read = page.waitForResponse(isCall('PATCH', /^\/api\/notifications\/[\w-]+$/));
    await panel.getByRole('button', { name: new RegExp(`Unread: ${reminder!.title}`) }).click();
    expect((await read).status()).toBe(200);
    await page.waitForURL(`${server.url}/todolist?list=${list.id}`);
    await editDialog().waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  it('makes a private feed link, replaces it after asking, and stops sharing it', async () => {
    await openCalendar();
    const feedLink = page.getByLabel('Your private link');
    await page.getByRole('button', { name: 'Create private link' }).click();
    const first = await (async () => {
      await feedLink.waitFor();
      return feedLink.inputValue();
    })();
    expect(first).toMatch(new RegExp(`^${server.url}/api/calendar/[\\w-]{43}\\.ics$`));
    const webcal = first.replace(/^http:/, 'webcal:');
    await expect(
      page.getByRole('link', { name: 'Open in your calendar app' }).getAttribute('href'),
    ).resolves.toBe(webcal);
    await expect(
      page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'),
    ).resolves.toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`);
    expect((await fetch(first)).status).toBe(200);

    await page.getByRole('button', { name: 'New link' }).click();
    const renew = page.getByRole('dialog', { name: 'Make a new link?' });
    await renew.getByRole('button', { name: 'Make new link' }).click();
    await renew.waitFor({ state: 'hidden' });
    await expect.poll(() => feedLink.inputValue()).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop sharing your dates?' });
    await stop.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Create private link' }).waitFor();
  });

  it('gives an account on UTC the browser’s zone at sign-in, and saves reminders and the zone on My Account', async () => {
    const lisbon = await browser.newContext({ timezoneId: 'Europe/Lisbon' });
    try {
      const signIn = await lisbon.newPage();
      await signIn.goto(`${server.url}/login`);
      await signIn.getByLabel('Email', { exact: true }).fill(email);
      await signIn.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      const adopted = signIn.waitForResponse(isCall('PATCH', '/user'));
      await signIn.getByRole('button', { name: 'Enter' }).click();
      expect(JSON.parse((await adopted).request().postData()!)).toEqual({ timeZone: 'Europe/Lisbon' });
    } finally {
      await lisbon.close();
    }

    await page.goto(`${server.url}/myaccount`);
    await heading('My Account').waitFor();
    const zone = page.getByLabel('Time zone');
    await expect(zone.inputValue()).resolves.toBe('Europe/Lisbon');

    await page.getByLabel('3 days before', { exact: true }).check();
    await page.getByLabel('Send reminders by e-mail').uncheck();
    await page.getByLabel('Time of day').fill('18:30');
    const put = page.waitForResponse(isCall('PUT', '/reminders/settings'));
    await page.getByRole('button', { name: 'Save reminders' }).click();
    expect(JSON.parse((await put).request().postData()!)).toEqual({
      email: false,
      daysBefore: [3, 1],
      time: '18:30',
    });
    await page.getByText('Reminders saved.').waitFor();

    await zone.selectOption('Asia/Tokyo');
    const patched = page.waitForResponse(isCall('PATCH', '/user'));
    await page.getByRole('button', { name: 'Save time zone' }).click();
    expect((await patched).status()).toBe(200);
    await page.getByText('Time zone saved.').waitFor();
    const account = (await (await callApi(server, 'GET', '/user', undefined, token)).json()) as {
      timeZone: string;
    };
    expect(account.timeZone).toBe('Asia/Tokyo');
  });
});
