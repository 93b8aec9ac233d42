import { accountExportFileName, FinanceKind, type TripBody, type TripSummary } from '@wayfarer/core';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../apps/server/src/account-data/testing/unzip';
import { LISBON_TO_TOKYO } from '../apps/server/src/testing/trips';
import { callApi, companionOf, E2E_PASSWORD, signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { isFocused } from './support/focus';
import { financeSeeds, todoSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * The user's data as theirs, in My Account in a real browser against the production build: everything
 * downloaded as one ZIP, fetched with the session's token, and the account deleted behind its password,
 * its shared trip going on with the companion who joined it.
 */

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
/** The day of an instant in this machine's zone, which the browser shares. */
const localDay = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const LISBON_TO_PARIS = (): TripBody => ({
  currentCity: 'Lisbon',
  currentState: 'Lisbon',
  currentCountry: 'Portugal',
  currentCountrySlug: 'PT',
  tripCity: 'Paris',
  tripState: 'Île-de-France',
  tripCountry: 'France',
  tripCountrySlug: 'FR',
  tripLat: 48.85341,
  tripLon: 2.3488,
  when: Date.now() + 120 * DAY_MS,
});

/** An attachment's bytes: what the upload's check of the type reads first, and a line. */
const BOOKING = Buffer.from('%PDF-1.4\n% Ryokan, two nights.\n%%EOF\n', 'latin1');

interface ExportedData {
  account: { name: string; email: string };
  trips: {
    role: string;
    to: { city: string };
    board: { title: string; attachments: { file: string | null }[] }[];
  }[];
  finances: { entrances: { title: string }[] };
}

describe('your data is yours, in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    expect(cspViolations).toEqual([]);
  });

  async function myAccount(token: string): Promise<Page> {
    const context = await signedInContext(browser, token);
    contexts.push(context);
    const violations = await watchCspViolations(context);
    context.on('close', () => cspViolations.push(...violations));
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/myaccount`);
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    return page;
  }

  it('downloads everything as one ZIP with the session’s token', async () => {
    const ana = await userWithTrip(server, 'Ana Exporter', {
      ...LISBON_TO_TOKYO,
      when: Date.now() + 90 * DAY_MS,
    });
    const todo = todoSeeds(server, ana.token);
    const list = await todo.list({ title: 'Book the ryokan' });
    await todo.attachment(list, 'Booking', {
      name: 'booking.pdf',
      mimeType: 'application/pdf',
      bytes: BOOKING,
    });
    await financeSeeds(server, ana.token).entrance('Salary', 250_000);
    await financeSeeds(server, ana.token).expense(FinanceKind.trip, 'Flight', 120_000);

    const page = await myAccount(ana.token);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByText('every trip you belong to', { exact: false }).waitFor();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;

    expect(file.suggestedFilename()).toBe(accountExportFileName(localDay(Date.now())));
    expect(file.suggestedFilename()).toMatch(/^wayfarer-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await file.path();
    const archive = await readFile(path);
    expect(archive.subarray(0, 2).toString('latin1')).toBe('PK');
    const entries = await unzip(archive);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? 'null') as ExportedData;
    expect(data.account).toMatchObject({ name: 'Ana Exporter', email: ana.email });
    expect(data.trips.map((trip) => [trip.role, trip.to.city])).toEqual([['owner', 'Tokyo']]);
    const [exported] = data.trips[0]?.board ?? [];
    expect(exported?.title).toBe('Book the ryokan');
    const attached = exported?.attachments[0]?.file;
    expect(attached && entries.get(attached)).toEqual(BOOKING);
    expect(data.finances.entrances.map((entrance) => entrance.title)).toEqual(['Salary']);
    expect(entries.has('finances.csv')).toBe(true);
    expect(entries.has('calendar.ics')).toBe(true);

    // Done: the button is free again, and the page says where the file went.
    await section.getByText('Your data is downloaded.').waitFor();
    expect(
      await section.getByRole('button', { name: 'Download my data' }).getAttribute('aria-busy'),
    ).toBeNull();
  });

  it('deletes an account that owns a shared trip: the companion owns it then, and the e-mail may register again', async () => {
    const owner = await userWithTrip(server, 'Ana Owner', LISBON_TO_PARIS());
    const companion = await companionOf(server, owner.token, 'editor', 'Caio Companion');
    await todoSeeds(server, companion.token).list({ title: 'Museum passes' });

    const page = await myAccount(owner.token);
    const danger = page.getByRole('region', { name: 'Delete account' });
    await danger.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    // The trip is named with who it passes to, once its members are read.
    await dialog.getByText('passes to Caio Companion, who becomes its owner.', { exact: false }).waitFor();
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Paris, France' }).textContent(),
    ).resolves.toContain('Caio Companion');
    await dialog.getByText('your calendar feed', { exact: false }).waitFor();
    const password = dialog.getByLabel('Your password');
    // The password takes focus, not the red button.
    expect(await isFocused(password)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Escape cancels; nothing was sent.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await danger.getByRole('button', { name: 'Delete account…' }).click();

    // A wrong password is refused under the field, and the account stays.
    await password.fill('Not-the-password-1');
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/api/user'),
    );
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    expect((await refused).status()).toBe(403);
    await dialog.getByText('That password is not right.').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await callApi(server, 'GET', '/user', undefined, owner.token);

    // The right one deletes the account and signs out, with a notice.
    await password.fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/login?notice=account-deleted`);
    await page.getByText('Your account was deleted.').waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.length),
    ).toBe(0);
    const gone = await fetch(`${server.url}/api/user`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(gone.status).toBe(401);

    // The companion now owns the trip, and sees it so in their own browser.
    const trips = (await (
      await callApi(server, 'GET', '/trips', undefined, companion.token)
    ).json()) as TripSummary[];
    expect(trips.find((trip) => trip.tripCity === 'Paris')).toMatchObject({ role: 'owner', memberCount: 1 });
    const caio = await myAccount(companion.token);
    await caio.goto(`${server.url}/companions`);
    await caio.getByText('Only you plan this trip so far.').waitFor();

    // The e-mail is free again.
    await callApi(server, 'POST', '/user', {
      name: 'Ana Again',
      email: owner.email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
    });
  });
});
