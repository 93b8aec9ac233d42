import {
  addDays,
  daysBetween,
  formatCalendarDay,
  noonUtcOf,
  todayIn,
  type Account,
  type CalendarDay,
} from '@wayfarer/core';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISBON_TO_TOKYO } from '../apps/server/src/testing/trips';
import { callApi, companionOf, E2E_PASSWORD, signedInContext, userWithoutTrip } from './support/accounts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * A day is the same day for everyone. Ana, in São Paulo, writes the trip's day, a list and a trip cost
 * at 23:30 her time, as epoch ms alone (the seed's original client): the next day in UTC and further
 * east. Bruno in New York and Kai in Kiritimati (UTC+14, where noon UTC is already the next day) are on
 * her trip; each browser runs in its person's zone and shows the days Ana meant, and counts down from
 * its own today. A new account takes its device's zone on its first page, onboarding included.
 */

const SAO_PAULO = 'America/Sao_Paulo';
const NEW_YORK = 'America/New_York';
const KIRITIMATI = 'Pacific/Kiritimati';
const HOUR_MS = 3_600_000;

/** 23:30 of the day in São Paulo, at UTC−3 the whole year since Brazil dropped daylight saving in 2019. */
const lateEveningInSaoPaulo = (day: CalendarDay) => noonUtcOf(day) + 11.5 * HOUR_MS + 3 * HOUR_MS;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '07 Dec 2026', as the ticket writes a day in English. */
const ticketText = (day: CalendarDay) => {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
};

const isCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === `/api${path}`;

async function accountOf(server: RunningServer, token: string): Promise<Account> {
  return (await (await callApi(server, 'GET', '/user', undefined, token)).json()) as Account;
}

describe('calendar days in browsers in three zones', () => {
  let server: RunningServer;
  let browser: Browser;
  const today = todayIn(SAO_PAULO);
  const tripDay = addDays(today, 71);
  const readers: { zone: string; token: string }[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const ana = await userWithoutTrip(server, 'Ana Traveller');
    await callApi(server, 'PATCH', '/user', { timeZone: SAO_PAULO }, ana.token);
    await callApi(
      server,
      'POST',
      '/trip',
      { ...LISBON_TO_TOKYO, when: lateEveningInSaoPaulo(tripDay) },
      ana.token,
    );
    readers.push({ zone: SAO_PAULO, token: ana.token });
    for (const [zone, name] of [
      [NEW_YORK, 'Bruno Companion'],
      [KIRITIMATI, 'Kai Companion'],
    ] as const) {
      const companion = await companionOf(server, ana.token, 'editor', name);
      await callApi(server, 'PATCH', '/user', { timeZone: zone }, companion.token);
      readers.push({ zone, token: companion.token });
    }
    const late = lateEveningInSaoPaulo(today);
    await callApi(
      server,
      'POST',
      '/todolist',
      { title: 'Book the hotel', description: 'Near the station.', color: '#3B9AF5', date: late },
      ana.token,
    );
    await callApi(
      server,
      'POST',
      '/finances/expenses',
      { type: 2, title: 'Museum passes', value: 9_000, date: late, color: '#3B9AF5', financesGoalId: null },
      ana.token,
    );
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  /** A page of each reader, in their zone. */
  async function pagesAt(path: string): Promise<{ zone: string; page: Page }[]> {
    return Promise.all(
      readers.map(async ({ zone, token }) => {
        const context = await signedInContext(browser, token, { timezoneId: zone });
        contexts.push(context);
        const page = await context.newPage();
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${server.url}${path}`);
        return { zone, page };
      }),
    );
  }

  it('show the trip’s day on every dashboard’s ticket, each counting down from its own today', async () => {
    for (const { zone, page } of await pagesAt('/')) {
      const ticket = page.locator('.deal-card time');
      await ticket.waitFor();
      await expect(ticket.getAttribute('datetime')).resolves.toBe(tripDay);
      await expect(ticket.textContent()).resolves.toBe(ticketText(tripDay));
      await expect(page.locator('.countdown-card__number').textContent()).resolves.toBe(
        String(daysBetween(todayIn(zone), tripDay)),
      );
    }
  });

  it('show the list’s day on every board', async () => {
    for (const { page } of await pagesAt('/todolist')) {
      const date = page.locator('.todo-card', { hasText: 'Book the hotel' }).locator('.todo-card__date time');
      await date.waitFor();
      await expect(date.getAttribute('datetime')).resolves.toBe(today);
      await expect(date.textContent()).resolves.toBe(
        formatCalendarDay(today, 'en', { day: 'numeric', month: 'short', year: 'numeric' }),
      );
    }
  });

  it('show the cost’s day in every activities table', async () => {
    const [, month, date] = today.split('-');
    for (const { page } of await pagesAt('/finances')) {
      const row = page.locator('tr', { hasText: 'Museum passes' });
      await row.waitFor();
      await expect(row.locator('td.activities__date').textContent()).resolves.toBe(`${date}/${month}`);
    }
  });

  it('put the list and the cost in the same cell of every calendar', async () => {
    for (const { zone, page } of await pagesAt('/calendar')) {
      // A reader whose today is in another month is shown that month first.
      if (todayIn(zone).slice(0, 7) !== today.slice(0, 7)) continue;
      const cell = page.locator(`td[data-day="${today}"]`);
      await cell.waitFor();
      await expect(cell.getAttribute('aria-label')).resolves.toContain('2 items');
      const dated = await page.locator('td[role="gridcell"]:not([aria-label*="nothing dated"])').all();
      const days = await Promise.all(dated.map((each) => each.getAttribute('data-day')));
      expect(days.filter((day) => day?.startsWith(today.slice(0, 7)))).toEqual([today]);
    }
  });
});

describe('the zone of a new account in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is the device’s from onboarding on, with no sign-in again', async () => {
    const { token } = await userWithoutTrip(server);
    expect((await accountOf(server, token)).timeZone).toBe('UTC');
    const context = await signedInContext(browser, token, { timezoneId: SAO_PAULO });
    try {
      const page = await context.newPage();
      const adopted = page.waitForResponse(isCall('PATCH', '/user'));
      await page.goto(`${server.url}/createtripdetails`);
      expect(JSON.parse((await adopted).request().postData()!)).toEqual({ timeZone: SAO_PAULO });
      expect((await accountOf(server, token)).timeZone).toBe(SAO_PAULO);
    } finally {
      await context.close();
    }
  });

  it('is the device’s from the sign-up', async () => {
    const email = `e2e.zone.${Date.now()}@example.com`;
    const context = await browser.newContext({ timezoneId: SAO_PAULO });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByLabel('Full Name').fill('Ana Traveller');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('User registered with success!').waitFor();
    } finally {
      await context.close();
    }
    const mail = await server.smtp.nextMailTo(email);
    await callApi(server, 'PATCH', `/confirmemail/${mail.link.split('/').pop()}`);
    const login = await callApi(server, 'POST', '/login', { email, password: E2E_PASSWORD });
    const { result: token } = (await login.json()) as { result: string };
    expect((await accountOf(server, token)).timeZone).toBe(SAO_PAULO);
  });
});
