import { deflateSync } from 'node:zlib';
import type { TripBody } from '@wayfarer/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signedInContext, userWithoutTrip, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { watchCspViolations } from './support/csp';
import { launchBrowser } from './support/browser';
import { seedProfilePhoto } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Trip onboarding, the header and My Account in a real browser, against the production build and the
 * embedded world atlas: a new user (no trip) is sent to /createtripdetails and picks two cities with the
 * keyboard; a user with a trip changes it and the profile photo from My Account. Each test makes its
 * own user.
 */

const STORED_PHOTO = /\/api\/imagens\/user\/[0-9a-f]{32}\.png$/;

const DAY_MS = 86_400_000;

/**
 * Lisbon to São Paulo, as the onboarding test leaves it: the trip My Account's tests start from. Lisboa,
 * picked by its Portuguese name, has no region: its district is named after it.
 */
const lisbonToSaoPaulo = (): TripBody => ({
  currentCity: 'Lisboa',
  currentState: '',
  currentCountry: 'Portugal',
  currentCountrySlug: 'PT',
  tripCity: 'São Paulo',
  tripState: 'São Paulo',
  tripCountry: 'Brazil',
  tripCountrySlug: 'BR',
  tripLat: -23.5475,
  tripLon: -46.63611,
  when: Date.now() + 200 * DAY_MS,
});

/** A valid 8×8 PNG of one colour, built by hand: signature, IHDR, one zlib-compressed IDAT, IEND. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [0xe8, 0x5d, 0x3a]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows program's first bytes ('MZ' header), to be passed off as a .png. */
function fakeExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.write('This program cannot be run in DOS mode.', 78, 'ascii');
  return bytes;
}

/** Local 'YYYY-MM-DD' of a day some days from now, as a date input holds it. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Types into a city combobox and picks, with ArrowDown and Enter only, the city named 'name, state, country'. */
async function pickCity(page: Page, combobox: Locator, query: string, city: string) {
  await combobox.focus();
  await combobox.press('ControlOrMeta+a');
  await combobox.pressSequentially(query);
  const listboxId = await combobox.getAttribute('aria-controls');
  const options = page.locator(`[id="${listboxId}"] [role="option"]`);
  const names = () => options.evaluateAll((elements) => elements.map((element) => element.ariaLabel ?? ''));
  await expect.poll(names).toContain(city);
  await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('true');
  const index = (await names()).indexOf(city);
  for (let step = 0; step <= index; step++) await combobox.press('ArrowDown');
  const active = options.nth(index);
  await expect(combobox.getAttribute('aria-activedescendant')).resolves.toBe(await active.getAttribute('id'));
  await expect(active.getAttribute('aria-selected')).resolves.toBe('true');
  await combobox.press('Enter');
  await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('false');
}

describe('trip onboarding and My Account in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** What the Content-Security-Policy refused in any page, as the browser reported it. */
  const cspViolations: string[] = [];
  const name = 'Ana Lisboa';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    // The onboarding, My Account and the photo's preview (a blob: picture) kept to the security policy.
    expect(cspViolations).toEqual([]);
  });

  /** A page signed in with the token, as after a login without Remember-me, opened at the route. */
  async function pageAt(token: string, route: string) {
    const context = await signedInContext(browser, token);
    contexts.push(context);
    const violations = await watchCspViolations(context);
    context.on('close', () => cspViolations.push(...violations));
    const page = await context.newPage();
    await page.goto(`${server.url}${route}`);
    return page;
  }

  /** My Account of a new user whose trip goes from Lisbon to São Paulo. */
  async function myAccount() {
    const user = await userWithTrip(server, name, lisbonToSaoPaulo());
    const page = await pageAt(user.token, '/myaccount');
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    return { ...user, page };
  }

  const header = (page: Page) => page.getByRole('banner');
  const headerPhoto = (page: Page) => header(page).getByRole('link', { name: 'My Account' }).locator('img');

  it('sends a user with no trip from any app route to the onboarding page', async () => {
    const { token } = await userWithoutTrip(server, name);
    const page = await pageAt(token, '/');
    await page.waitForURL(`${server.url}/createtripdetails`);
    await page.goto(`${server.url}/myaccount`);
    await page.waitForURL(`${server.url}/createtripdetails`);
    await page.getByRole('heading', { name: 'Plan your trip', level: 1 }).waitFor();
    await page.getByText('City data © GeoNames, licensed under CC BY 4.0.').waitFor();
  });

  it('completes onboarding with the keyboard and lands on the dashboard with the trip in the header', async () => {
    const { token } = await userWithoutTrip(server, name);
    const page = await pageAt(token, '/createtripdetails');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save.isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const home = page.getByRole('combobox', { name: 'Where do live now?' });
    await home.focus();
    await home.pressSequentially('lis');
    await page.getByText('Type at least 4 letters to search for a city.').waitFor();
    await expect(home.getAttribute('aria-expanded')).resolves.toBe('false');

    // Lisbon is found by its Portuguese name too, and named once: its district, named after it, is left out.
    await pickCity(page, home, 'lisb', 'Lisboa, Portugal');
    await expect(home.inputValue()).resolves.toBe('Lisboa, Portugal');
    await expect(save.isDisabled()).resolves.toBe(true);

    const destination = page.getByRole('combobox', { name: 'Where do intend to go trip?' });
    await destination.focus();
    await destination.pressSequentially('zzzqx');
    const noCity = page.locator('p', { hasText: 'No city found' });
    await noCity.waitFor();
    await destination.press('Escape');
    await noCity.waitFor({ state: 'hidden' });

    await pickCity(page, destination, 'sao p', 'São Paulo, São Paulo, Brazil');
    await expect(destination.inputValue()).resolves.toBe('São Paulo, Brazil');

    const date = page.getByLabel('When do you intend to go?');
    await expect(date.inputValue()).resolves.toBe(dayFromNow(365));
    await date.fill(dayFromNow(200));
    await expect(save.isEnabled()).resolves.toBe(true);
    await save.click();

    await page.waitForURL(`${server.url}/`);
    await header(page).getByText('São Paulo, Brazil').waitFor();
    await header(page).getByText(name).waitFor();

    const trip = await (await callApi(server, 'GET', '/trip', undefined, token)).json();
    expect(trip).toMatchObject({
      currentCity: 'Lisboa',
      currentCountrySlug: 'PT',
      currentCurrency: 'EUR',
      tripCity: 'São Paulo',
      tripCountrySlug: 'BR',
      tripCurrency: 'BRL',
    });
  });

  it('changes the destination and the date in My Account, and the header follows at once', async () => {
    const { token, email, page } = await myAccount();
    await page.getByText(email).waitFor();
    await page.getByRole('heading', { name, level: 2 }).waitFor();

    const home = page.getByRole('combobox', { name: 'Where do live now?' });
    const destination = page.getByRole('combobox', { name: 'Where do intend to go trip?' });
    const date = page.getByLabel('When do you intend to go?');
    await expect(home.inputValue()).resolves.toBe('Lisboa, Portugal');
    await expect(destination.inputValue()).resolves.toBe('São Paulo, Brazil');
    await expect(date.inputValue()).resolves.toBe(dayFromNow(200));
    expect(await axeViolations(page)).toEqual([]);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save.isDisabled()).resolves.toBe(true);
    await pickCity(page, destination, 'munchen', 'München, Bavaria, Germany');
    await date.fill(dayFromNow(90));
    await save.click();

    await page.getByText('Trip saved!').waitFor();
    await header(page).getByText('München, Germany').waitFor();
    await expect(save.isDisabled()).resolves.toBe(true);

    const trip = (await (await callApi(server, 'GET', '/trip', undefined, token)).json()) as { when: number };
    expect(trip).toMatchObject({ currentCity: 'Lisboa', tripCity: 'München', tripCountrySlug: 'DE' });
    const when = new Date(trip.when);
    expect(dayFromNow(90)).toBe(
      `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`,
    );
  });

  it('sends the password-change mail to the user’s own e-mail', async () => {
    const { email, page } = await myAccount();
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Check your e-mail').waitFor();
    const mail = await server.smtp.nextMailTo(email);
    expect(mail.link).toContain('/forgetpassword/');
  });

  it('previews and uploads a PNG that then shows in the header', async () => {
    const { page } = await myAccount();
    await expect(headerPhoto(page).count()).resolves.toBe(0); // the default photo: initials
    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    const preview = page.getByRole('img', { name: 'Preview of the new photo' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((image) => (image as { naturalWidth: number }).naturalWidth))
      .toBe(8);
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Photo changed!').waitFor();

    await expect.poll(async () => (await headerPhoto(page).getAttribute('src')) ?? '').toMatch(STORED_PHOTO);
    await expect
      .poll(() => headerPhoto(page).evaluate((image) => (image as { naturalWidth: number }).naturalWidth))
      .toBe(8);
  });

  it('refuses a program renamed .png with a clear message, and keeps the photo', async () => {
    const user = await userWithTrip(server, name, lisbonToSaoPaulo());
    await seedProfilePhoto(server, user.token, { name: 'me.png', mimeType: 'image/png', bytes: tinyPng() });
    const page = await pageAt(user.token, '/myaccount');
    await expect.poll(async () => (await headerPhoto(page).getAttribute('src')) ?? '').toMatch(STORED_PHOTO);
    const before = await headerPhoto(page).getAttribute('src');
    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: fakeExe(),
    });
    await page.getByText('No preview: this file may not be an image.').waitFor();
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Choose a JPEG or PNG image.').waitFor();
    await expect(headerPhoto(page).getAttribute('src')).resolves.toBe(before);
  });

  it('refuses a file of another declared type before sending it', async () => {
    const { page } = await myAccount();
    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await page.getByText('Choose a JPEG or PNG image.').waitFor();
    await expect(page.getByRole('button', { name: 'Save photo' }).count()).resolves.toBe(0);
  });
});
