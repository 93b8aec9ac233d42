import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { formatDayDate, formatShortDay } from '../apps/web/src/features/itinerary/itinerary-times';
import { en } from '../apps/web/src/i18n/en';
import { ptBR } from '../apps/web/src/i18n/pt-BR';
import { callApi, companionOf, signedInContext } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import {
  itineraryOf,
  PLACES,
  seedItinerary,
  userWithThreeDayTrip,
  type ItineraryTrip,
} from './support/itinerary';
import { pdfText } from './support/pdf-text';
import { startServer, type RunningServer } from './support/server';

/*
 * The trip day by day (issue 62) in a real browser against the production build, with the place search
 * answered by the fake geocoder: three days planned by mouse and by keyboard (places found by name, a
 * stay of two nights, a flight with its two ends), an item dragged to another day, the map's numbered
 * markers, a companion's change shown live, an edit made offline and sent once back, the print view read
 * back from Chromium's PDF in day order, the phone's and the desktop's layouts, and axe in both languages.
 * The browser is in São Paulo, the trip in Lisbon: every time is Lisbon's, named as such.
 */

const t = en.itinerary;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DEVICE_ZONE = 'America/Sao_Paulo';
/** Lisbon's zone in December, as Chromium's Intl names it ('GMT', or 'GMT+0'). */
const LISBON = 'GMT(?:\\+0)?';
/** A time on Lisbon's clock, its zone named: the text of the element that shows it, whole. */
const lisbonTime = (text: string) => new RegExp(`^${text.replaceAll('{zone}', LISBON)}$`);
/** How long a companion's change, or a change sent once back online, may take to show. */
const WITHIN_MS = 10_000;

describe('the itinerary in a real browser', () => {
  let server: RunningServer;
  let fake: FakeUpstream;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fake = await startFakeUpstream();
    [server, browser] = await Promise.all([startServer(fake.env), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  async function itineraryPage(trip: ItineraryTrip, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await signedInContext(browser, trip.token, {
      viewport: DESKTOP,
      timezoneId: DEVICE_ZONE,
      ...options,
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/itinerary`);
    await page
      .locator('[data-day-id]')
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: 'test-results/itinerary-not-shown.png' });
        throw new Error(`the itinerary did not show: ${errors.join('; ') || String(error)}`);
      });
    expect(errors).toEqual([]);
    return page;
  }

  const dayName = (date: string, language = 'en') => formatDayDate(date, language);
  const day = (page: Page, date: string, language = 'en') =>
    page.getByRole('region', { name: dayName(date, language), exact: true });
  const itemIn = (scope: Page | Locator, title: string) =>
    scope.locator('[data-item-id]').filter({ hasText: title });

  /** The item's day in the API's answer, as its index among the days (-1: an idea). */
  async function dayIndexOf(trip: ItineraryTrip, title: string): Promise<number> {
    const { days } = await itineraryOf(server, trip);
    return days.findIndex((one) => one.items.some((item) => item.title === title));
  }

  /** Types into a place field, then picks the place offered by that name, with the mouse or the keys. */
  async function pickPlace(
    dialog: Locator,
    label: string,
    typed: string,
    name: string,
    by: 'mouse' | 'keyboard',
  ) {
    const field = dialog.getByRole('combobox', { name: label });
    await field.fill(typed);
    const option = dialog.getByRole('option', { name: new RegExp(name) });
    await option.waitFor();
    if (by === 'mouse') await option.click();
    else {
      const options = await dialog.getByRole('option').allTextContents();
      const index = options.findIndex((text) => text.includes(name));
      for (let step = 0; step <= index; step++) await field.press('ArrowDown');
      await field.press('Enter');
    }
    await expect.poll(() => field.inputValue()).toBe(name);
  }

  it('plans three days by mouse and by keyboard: places found by name, a stay of two nights, a flight', async () => {
    const trip = await userWithThreeDayTrip(server);
    const [first, second, third] = trip.dates;
    const page = await itineraryPage(trip);

    // By mouse: the tiles museum at 10:00 on the first day.
    await page.getByRole('button', { name: t.day.addTo(dayName(first)) }).click();
    let dialog = page.getByRole('dialog');
    await pickPlace(dialog, t.itemForm.place, 'azulejo', PLACES.azulejo.name, 'mouse');
    await expect(dialog.getByLabel(t.itemForm.title).inputValue()).resolves.toBe(PLACES.azulejo.name);
    await dialog.getByLabel(t.itemForm.start).fill(`${first}T10:00`);
    await dialog.getByRole('button', { name: t.itemForm.add, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Lisbon's clock, and Lisbon's zone named: the device is in São Paulo.
    await itemIn(day(page, first), PLACES.azulejo.name).getByText(lisbonTime('10:00 {zone}')).waitFor();

    // By mouse: a stay from the first day to the third.
    await page.getByRole('button', { name: t.day.addTo(dayName(first)) }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: t.kinds.stay }).check();
    await pickPlace(dialog, t.itemForm.place, 'augusta', PLACES.augusta.name, 'mouse');
    await dialog.getByLabel(t.itemForm.title).fill('Hotel Avenida');
    await dialog.getByLabel(t.itemForm.checkOutDay).selectOption({ label: dayName(third) });
    await dialog.getByRole('button', { name: t.itemForm.add, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const stay = itemIn(day(page, first), 'Hotel Avenida');
    await stay.getByText(t.item.nights(2)).waitFor();
    await stay.getByText(lisbonTime(t.item.checkIn('15:00 {zone}'))).waitFor();

    // By keyboard: the old art museum on the second day, then a flight from Lisbon to Porto.
    await page.getByRole('button', { name: t.day.addTo(dayName(second)) }).focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog');
    await pickPlace(dialog, t.itemForm.place, 'arte', PLACES.arteAntiga.name, 'keyboard');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await itemIn(day(page, second), PLACES.arteAntiga.name).waitFor();

    await page.getByRole('button', { name: t.day.addTo(dayName(second)) }).focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: t.kinds.place }).focus();
    // The arrow keys choose among the kinds: place, stay, transport.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: t.kinds.transport }).isChecked()).resolves.toBe(true);
    await pickPlace(dialog, t.itemForm.from, 'augusta', PLACES.augusta.name, 'keyboard');
    await pickPlace(dialog, t.itemForm.to, 'soares', PLACES.soaresDosReis.name, 'keyboard');
    await dialog.getByLabel(t.itemForm.departure).fill(`${second}T09:00`);
    await dialog.getByLabel(t.itemForm.arrival).fill(`${second}T10:05`);
    await dialog.getByLabel(t.itemForm.carrier).fill('TAP');
    await dialog.getByLabel(t.itemForm.number).focus();
    await page.keyboard.type('TP1944');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const flight = itemIn(day(page, second), 'TP1944');
    await flight.getByText(t.modes.flight, { exact: true }).waitFor();
    await flight
      .getByText(t.item.route(PLACES.augusta.name, PLACES.soaresDosReis.name), { exact: true })
      .waitFor();
    await flight.getByText(lisbonTime(t.item.times('09:00 {zone}', '10:05 {zone}'))).waitFor();

    // The third day's Porto museum, by mouse.
    await page.getByRole('button', { name: t.day.addTo(dayName(third)) }).click();
    dialog = page.getByRole('dialog');
    await pickPlace(dialog, t.itemForm.place, 'soares', PLACES.soaresDosReis.name, 'mouse');
    await dialog.getByRole('button', { name: t.itemForm.add, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const { days } = await itineraryOf(server, trip);
    expect(days.map((one) => one.items.map((item) => item.kind))).toEqual([
      ['place', 'stay'],
      ['place', 'transport'],
      ['place'],
    ]);

    // Each day's stops numbered in its order, in its colour; the flight stops nowhere.
    const markers = page.locator('.itinerary-marker');
    await expect.poll(() => markers.count()).toBe(4);
    const label = (date: string, number: number, title: string) =>
      en.itinerary.map.marker(dayName(date), number, title);
    for (const name of [
      label(first, 1, PLACES.azulejo.name),
      label(first, 2, 'Hotel Avenida'),
      label(second, 1, PLACES.arteAntiga.name),
      label(third, 1, PLACES.soaresDosReis.name),
    ]) {
      await expect(page.getByRole('img', { name, exact: true }).textContent()).resolves.toMatch(/^\d$/);
    }
    // The lines between them are drawn on the map's canvas, along the ways the router found.
    await expect(page.locator('.itinerary-map canvas').count()).resolves.toBeGreaterThan(0);
    await expect.poll(() => fake.calls('osrm').length).toBeGreaterThan(0);
    await page.getByText(t.map.routesBy).waitFor();

    expect(await axeViolations(page)).toEqual([]);
  });

  it('moves an item to another day by mouse and by keyboard, one row changed', async () => {
    const trip = await userWithThreeDayTrip(server);
    await seedItinerary(server, trip);
    const [first, , third] = trip.dates;
    // Tall enough that every day is on screen: the mouse drags within the window.
    const page = await itineraryPage(trip, { viewport: { width: DESKTOP.width, height: 1600 } });

    /** Every item but the tiles museum, with its key and version: the drop changes none of them. */
    const others = async () =>
      (await itineraryOf(server, trip)).days
        .flatMap((one) => one.items)
        .filter((item) => item.title !== PLACES.azulejo.name)
        .map(({ id, position, version }) => ({ id, position, version }));
    const before = await others();

    // The mouse drags the tiles museum from the first day onto the third's list.
    const item = itemIn(page, PLACES.azulejo.name);
    const from = (await item.boundingBox())!;
    const to = (await day(page, third).locator('.itinerary-list').boundingBox())!;
    await page.mouse.move(from.x + from.width / 3, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 3, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 4, { steps: 20 });
    await page.mouse.up();
    await itemIn(day(page, third), PLACES.azulejo.name).waitFor();
    await expect.poll(() => dayIndexOf(trip, PLACES.azulejo.name)).toBe(2);
    expect(await others()).toEqual(before);

    // The keyboard takes the stay, now the first day's only item, down to the next day.
    await page.getByRole('button', { name: t.item.move('Hotel Avenida') }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(() => dayIndexOf(trip, 'Hotel Avenida')).toBe(1);
    await expect(itemIn(day(page, first), 'Hotel Avenida').count()).resolves.toBe(0);
  });

  it('shows a companion’s change without a reload', async () => {
    const trip = await userWithThreeDayTrip(server);
    const dayIds = await seedItinerary(server, trip);
    const companion = await companionOf(server, trip.token, 'editor', 'Bruno Editor');
    const page = await itineraryPage(trip);
    await callApi(
      server,
      'POST',
      `/trips/${trip.tripId}/itinerary/items`,
      { dayId: dayIds[2], kind: 'note', title: 'Pastéis de Belém for the train' },
      companion.token,
    );
    await itemIn(day(page, trip.dates[2]), 'Pastéis de Belém for the train').waitFor({ timeout: WITHIN_MS });
  });

  it('keeps an edit made offline and sends it once the connection is back', async () => {
    const trip = await userWithThreeDayTrip(server);
    await seedItinerary(server, trip);
    const page = await itineraryPage(trip);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: t.item.edit(PLACES.soaresDosReis.name) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.itemForm.title).fill('Soares dos Reis, then the Ribeira');
    await dialog.getByRole('button', { name: en.common.save, exact: true }).click();
    const edited = itemIn(page, 'Soares dos Reis, then the Ribeira');
    await edited.getByText(en.offline.waiting).waitFor();
    expect(await dayIndexOf(trip, 'Soares dos Reis, then the Ribeira')).toBe(-1);

    await page.context().setOffline(false);
    await expect
      .poll(() => dayIndexOf(trip, 'Soares dos Reis, then the Ribeira'), { timeout: WITHIN_MS })
      .toBe(2);
    await edited.getByText(en.offline.waiting).waitFor({ state: 'detached', timeout: WITHIN_MS });
  });

  it('prints the days one after the other, times in their zone and no menu', async () => {
    const trip = await userWithThreeDayTrip(server);
    await seedItinerary(server, trip);
    const page = await itineraryPage(trip);
    await page.getByRole('link', { name: t.page.print }).click();
    await page.getByRole('heading', { name: t.print.title('Lisbon'), level: 1 }).waitFor();
    await page.getByText(PLACES.soaresDosReis.name).first().waitFor();

    const text = pdfText(await page.pdf({ format: 'A4', tagged: false, outline: false }));
    const [first, second, third] = trip.dates;
    const order = [
      dayName(first),
      PLACES.azulejo.name,
      '10:00 {zone}',
      'Hotel Avenida',
      dayName(second),
      'Flight to Porto',
      t.item.times('09:00 {zone}', '10:05 {zone}'),
      dayName(third),
      PLACES.soaresDosReis.name,
    ];
    // Each found after the one before it: the text reads in the days' order.
    let from = 0;
    for (const words of order) {
      const at = text.slice(from).search(new RegExp(words.replaceAll('{zone}', LISBON)));
      expect(at, `${words} after ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
      from += at + 1;
    }
    for (const menu of [
      en.layout.menu['/todolist'],
      en.layout.menu['/exchange'],
      t.print.print,
      t.print.back,
    ]) {
      expect(text).not.toContain(menu);
    }
  });

  it('shows one day at a time under a strip of days on a phone, and the days beside the map on a desktop', async () => {
    const trip = await userWithThreeDayTrip(server);
    await seedItinerary(server, trip);
    const [first, second] = trip.dates;

    const phone = await itineraryPage(trip, { viewport: PHONE, hasTouch: true, isMobile: true });
    const strip = phone.getByRole('navigation', { name: t.page.dayStrip });
    await strip.waitFor();
    await expect(phone.locator('[data-day-id]').count()).resolves.toBe(1);
    await day(phone, first).waitFor();
    await strip.getByRole('button', { name: formatShortDay(second, 'en'), exact: true }).click();
    await day(phone, second).waitFor();
    await itemIn(phone, 'Flight to Porto').waitFor();
    // Nothing scrolls sideways but the strip itself.
    const pageWidth = () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth;
    await expect(phone.evaluate(pageWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(phone)).toEqual([]);

    const desktop = await itineraryPage(trip);
    await expect(desktop.getByRole('navigation', { name: t.page.dayStrip }).count()).resolves.toBe(0);
    await expect(desktop.locator('[data-day-id]').count()).resolves.toBe(3);
    const days = (await desktop.locator('.itinerary__plan').boundingBox())!;
    const map = (await desktop.getByRole('region', { name: t.map.label }).boundingBox())!;
    expect(map.x).toBeGreaterThanOrEqual(days.x + days.width);
    expect(map.y).toBeLessThan(days.y + days.height / 2);
  });

  it('has no axe violation in Portuguese', async () => {
    const trip = await userWithThreeDayTrip(server);
    await seedItinerary(server, trip);
    await callApi(server, 'PATCH', '/user', { language: 'pt-BR' }, trip.token);
    const page = await itineraryPage(trip, { locale: 'pt-BR' });
    await page.getByRole('heading', { name: ptBR.layout.pageTitles['/itinerary'], level: 1 }).waitFor();
    await day(page, trip.dates[0], 'pt-BR').waitFor();
    await itemIn(page, 'Hotel Avenida').getByText(ptBR.itinerary.item.nights(2)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
