import type { Expense, FinancesAnswer } from '@wayfarer/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { ECB_RATES, fixtureRate } from '../apps/server/src/feeds/exchange/testing/exchange-rates';
import { SAO_PAULO_TO_LISBON } from '../apps/server/src/testing/trips';
import { callApi, signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp';
import { expectText, figure } from './support/finance-page';
import { financeSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * Money in two currencies (issue 15) in a real browser, against the production build whose exchange
 * sources are the local fake upstream: a user living in São Paulo (BRL) going to Lisbon (EUR) enters a
 * trip cost in euros. The rate is the fixture's price of 1 EUR in BRL on the day (the ECB's on working
 * days, the Friday's over a weekend), and every home value below is worked out by hand from it.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in UTC, the day rates are dated by. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The fixture's price of 1 EUR in BRL standing on a day: the last working day's on or before it. */
function eurInBrl(day: string): number {
  let time = Date.parse(`${day}T00:00:00Z`);
  while ([0, 6].includes(new Date(time).getUTCDay())) time -= DAY_MS;
  return fixtureRate(ECB_RATES, 'EUR', 'BRL', isoDay(time))!;
}

/** cents × rate to the cent; the fixture's six-digit rates never land on half a cent for these amounts. */
function homeCents(cents: number, rate: number): number {
  const exact = cents * rate;
  expect(Math.abs((exact % 1) - 0.5)).toBeGreaterThan(1e-6);
  return Math.round(exact);
}

/** '1,234.56' for 123456 cents: the digits every amount of the app is written with. */
const digits = (cents: number) =>
  `${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

describe('money in two currencies in a real browser', () => {
  let fake: FakeUpstream;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let cspViolations: string[] = [];

  beforeAll(async () => {
    fake = await startFakeUpstream();
    [server, browser] = await Promise.all([startServer(fake.env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  /** A new user from São Paulo to Lisbon for every test. */
  beforeEach(async () => {
    fake.reset();
    ({ token } = await userWithTrip(server, 'Bia Viajante', {
      ...SAO_PAULO_TO_LISBON,
      when: Date.now() + 90 * DAY_MS,
    }));
    context = await signedInContext(browser, token);
    cspViolations = await watchCspViolations(context);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
    expect(cspViolations).toEqual([]);
  });

  const activities = () => page.getByRole('region', { name: 'Activities' });
  const resume = () => page.getByRole('region', { name: 'Monthly resume' });
  const tripResume = () => page.getByRole('region', { name: 'Trip resume' });
  const row = (title: string) => activities().getByRole('row', { name: new RegExp(title) });

  async function openFinances() {
    await page.goto(`${server.url}/finances`);
    await page.getByRole('heading', { name: 'Finances', level: 1 }).waitFor();
    await resume().waitFor();
  }

  async function addTravelCost() {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Travel Cost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add travel cost' });
    await dialog.waitFor();
    return dialog;
  }

  async function save(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  const storedTripCosts = async () =>
    ((await (await callApi(server, 'GET', '/finances', undefined, token)).json()) as FinancesAnswer).trip
      .expenses;

  it('enters a trip cost in euros at the rate of the day: the list shows both amounts, the totals and the trip resume the home one', async () => {
    await financeSeeds(server, token).entrance('Salário', 300_000, Date.now() - 1);
    await openFinances();
    const dialog = await addTravelCost();

    // A trip cost starts in the trip currency; the home one is the other choice, from the keyboard too.
    const euro = dialog.getByRole('radio', { name: '€ EUR' });
    const real = dialog.getByRole('radio', { name: 'R$ BRL' });
    await expect(euro.isChecked()).resolves.toBe(true);
    await euro.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => real.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => euro.isChecked()).toBe(true);

    await dialog.getByLabel('Title').fill('Pastéis de nata');
    await dialog.getByLabel('Value').fill('12.50');
    const today = isoDay(Date.now());
    const rate = eurInBrl(today);
    const home = homeCents(1250, rate);
    await dialog.getByText(`1 EUR = ${rate} BRL, the rate of ${today} · R$ ${digits(home)}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await save(dialog);

    // The cost in euros first, then its home value.
    await expectText(row('Pastéis de nata').locator('td.activities__value'), `€ 12.50 · R$ ${digits(home)}`);
    await expectText(row('Salário').locator('td.activities__value'), 'R$ 3,000.00');
    // Totals in the home currency: 3,000.00 in, the cost's home value out.
    await expectText(figure(resume(), 'Total Trip'), `R$ ${digits(home)}`);
    await expectText(figure(resume(), 'Profit'), `R$ ${digits(300_000 - home)}`);
    await expectText(figure(tripResume(), 'Total Spent'), `R$ ${digits(home)}`);
    await expectText(figure(tripResume(), 'Total Cash in Hand'), `R$ ${digits(300_000 - home)}`);
    // No trip goals: 0 − spent − cash in hand = −3,000.00.
    await expectText(figure(tripResume(), 'Result'), '-R$ 3,000.00');

    const [stored] = await storedTripCosts();
    expect(stored).toMatchObject({
      title: 'Pastéis de nata',
      value: home,
      originalCurrency: 'EUR',
      originalValue: 1250,
      rate: String(rate),
      rateDate: today,
      rateTyped: false,
    } satisfies Partial<Expense>);
  });

  it('keeps the rate the user really got, through an edit of the amount', async () => {
    await openFinances();
    const dialog = await addTravelCost();
    await dialog.getByLabel('Title').fill('Tram 28');
    await dialog.getByLabel('Value').fill('12.50');
    await dialog.getByLabel('Rate you really got (BRL per EUR)').fill('6,50');
    // 12.50 × 6.50 = 81.25
    await dialog.getByText('Your rate: 1 EUR = 6.5 BRL · R$ 81.25').waitFor();
    await save(dialog);
    await expectText(row('Tram 28').locator('td.activities__value'), '€ 12.50 · R$ 81.25');

    await row('Tram 28').click();
    const edit = page.getByRole('dialog', { name: 'Edit travel cost' });
    await expect(edit.getByLabel('Value').inputValue()).resolves.toBe('12.50');
    await expect(edit.getByLabel('Rate you really got (BRL per EUR)').inputValue()).resolves.toBe('6.5');
    await edit.getByLabel('Value').fill('20');
    await save(edit);
    // 20.00 × 6.50 = 130.00
    await expectText(row('Tram 28').locator('td.activities__value'), '€ 20.00 · R$ 130.00');
    await expectText(figure(tripResume(), 'Total Spent'), 'R$ 130.00');
    expect(await storedTripCosts()).toMatchObject([{ value: 13_000, rate: '6.5', rateTyped: true }]);
  });

  it('says when no rate is known, and saves only with the rate typed', async () => {
    // Every source down, and a cost dated long before the week the exchange feed holds: nothing cached
    // can say what a euro cost that day.
    fake.behaveAll('fail');
    await openFinances();
    const dialog = await addTravelCost();
    await dialog.getByLabel('Title').fill('Old receipt');
    await dialog.getByLabel('Value').fill('10');
    await dialog.getByLabel('Date').fill('2020-06-15');
    await dialog.getByText('No EUR to BRL rate is known for 2020-06-15', { exact: false }).waitFor();
    await dialog.getByText('Needed: no rate of the day is known. Type what 1 EUR cost in BRL.').waitFor();
    const saveButton = dialog.getByRole('button', { name: 'Save' });
    await expect(saveButton.isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Rate you really got (BRL per EUR)').fill('6.1');
    await save(dialog);
    // 10.00 × 6.10 = 61.00, in June 2020: not this month's activities, but the trip resume counts it.
    await expectText(figure(tripResume(), 'Total Spent'), 'R$ 61.00');
    expect(await storedTripCosts()).toMatchObject([
      { value: 6_100, originalValue: 1_000, rate: '6.1', rateDate: '2020-06-15', rateTyped: true },
    ]);
  });

  it('records an exchange of the fee simulator as a trip entrance at the rate really paid', async () => {
    await openFinances();
    await expectText(figure(resume(), 'Total Entrances'), 'R$ 0.00');
    await page.getByRole('link', { name: 'Exchange', exact: true }).click();
    await page.getByRole('heading', { name: 'Exchange', level: 1 }).waitFor();

    // Spec section 9, Service 1: 1,000.00 BRL / today's rate × 0.87, in euros received.
    const rate = eurInBrl(isoDay(Date.now()));
    const received = Math.round((1000 / rate) * 0.87 * 100);
    const service = page.getByRole('region', { name: 'Service 1' });
    await expectText(service.locator('.exchange-service__received'), `€${digits(received)}`);
    await service.getByRole('button', { name: 'Record this exchange' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record this exchange' });
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('Service 1: BRL → EUR');
    expect(await axeViolations(page)).toEqual([]);
    await save(dialog);
    await page.getByText('Exchange recorded').waitFor();

    // Back on /finances without a reload: the finances in memory took the stored entrance. Its home
    // value is what was paid, 1,000.00, the fee included in the rate.
    await page.getByRole('link', { name: 'Finances', exact: true }).click();
    await resume().waitFor();
    await expectText(row('Service 1').locator('td.activities__value'), `€ ${digits(received)} · R$ 1,000.00`);
    await expectText(figure(resume(), 'Total Entrances'), 'R$ 1,000.00');
    const { entraces } = (await (
      await callApi(server, 'GET', '/finances', undefined, token)
    ).json()) as FinancesAnswer;
    expect(entraces).toMatchObject([
      {
        title: 'Service 1: BRL → EUR',
        value: 100_000,
        originalCurrency: 'EUR',
        originalValue: received,
        rateTyped: true,
      },
    ]);
  });
});
