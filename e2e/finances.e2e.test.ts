import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { FinanceKind, MONTH_NAMES } from '@wayfarer/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInContext, userWithTrip } from './support/accounts';
import { axeViolations } from './support/axe';
import { computedStyle, launchBrowser } from './support/browser';
import { expectText, figure } from './support/finance-page';
import { watchCspViolations } from './support/csp';
import { isFocused } from './support/focus';
import { financeSeeds } from './support/seed';
import { startServer, type RunningServer } from './support/server';

/*
 * The finance page and the dashboard's finance widget in a real browser, against the production build.
 * Every figure checked below is worked out by hand in the comments next to it, never by the app's code.
 * Each test has a user of its own, seeds that user's finances through the API, acts in the page and
 * checks the outcome itself, so that it passes alone. Entries are dated today (the forms' default)
 * unless a date is given, so "this month" is the month the test runs in; one income goes to December
 * of last year to test the month selector.
 */

const today = new Date();
const YEAR = today.getFullYear();
const MONTH = MONTH_NAMES[today.getMonth()]!;
/** Noon on 15 December of last year, local time. */
const LAST_DECEMBER = new Date(YEAR - 1, 11, 15, 12).getTime();

describe('finances in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** What the Content-Security-Policy refused in the current test's pages, as the browser reported it. */
  let cspViolations: string[] = [];
  let money: ReturnType<typeof financeSeeds>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A new user for every test: goals and the trip resume span every month, so nothing may leak. */
  beforeEach(async () => {
    const { token } = await userWithTrip(server);
    money = financeSeeds(server, token);
    context = await signedInContext(browser, token);
    cspViolations = await watchCspViolations(context);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
    // The finances' page, its chart and its forms kept to the security policy.
    expect(cspViolations).toEqual([]);
  });

  /**
   * The month worked out by hand in the tests: this month a salary, the Groceries goal (600.00) with
   * a 245.50 supermarket cost, a 54.50 pharmacy cost without a goal, the Flights trip goal (1,200.00)
   * with a 450.25 deposit, added in that order; and a 500.00 winter bonus last December.
   */
  async function seedHandWorkedMonth(salary = 300_000) {
    const now = Date.now();
    await money.entrance('Salary', salary, now - 3);
    const groceries = await money.goal(FinanceKind.domestic, 'Groceries', 60_000, { icon: 2 });
    await money.expense(FinanceKind.domestic, 'Supermarket', 24_550, { goal: groceries, date: now - 2 });
    await money.expense(FinanceKind.domestic, 'Pharmacy', 5_450, { date: now - 1 });
    const flights = await money.goal(FinanceKind.trip, 'Flights', 120_000, { icon: 15 });
    await money.expense(FinanceKind.trip, 'Flight deposit', 45_025, { goal: flights, date: now });
    await money.entrance('Winter bonus', 50_000, LAST_DECEMBER);
  }

  const resume = () => page.getByRole('region', { name: 'Monthly resume' });
  const activities = () => page.getByRole('region', { name: 'Activities' });
  const activityTitles = () => activities().locator('.activities__title').allTextContents();
  const domesticGoals = () => page.getByRole('region', { name: 'Domestic goals' });
  const trip = () => page.getByRole('region', { name: 'Trip', exact: true });
  const tripResume = () => page.getByRole('region', { name: 'Trip resume' });
  const spentShare = () => resume().locator('.resume__spent-head strong');
  const monthSelect = () => page.getByRole('combobox', { name: 'Month' });
  const yearSelect = () => page.getByRole('combobox', { name: 'Year' });

  /** Opens /finances and waits for the user's finances to be drawn (the Add menu is off until then). */
  async function openFinances() {
    await page.goto(`${server.url}/finances`);
    await page.getByRole('heading', { name: 'Finances', level: 1 }).waitFor();
    await resume().waitFor();
  }

  /** Opens the Add menu with the mouse and picks an entry; answers the modal it opens. */
  async function openAdd(choice: string, modalTitle: string) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: choice }).click();
    const dialog = page.getByRole('dialog', { name: modalTitle });
    await dialog.waitFor();
    return dialog;
  }

  /** Saves the modal and waits for it to close, on the server's answer. */
  async function save(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('starts empty', async () => {
    await openFinances();
    await activities().getByText('No activities added yet.').waitFor();
    await trip().getByText('No goals added yet.').waitFor();
    await expectText(figure(resume(), 'Total Entrances'), '€ 0.00');
    await expectText(spentShare(), '0.00%');
  });

  it('adds an income, with a loading state, and closes the modal after the submit', async () => {
    await openFinances();
    const dialog = await openAdd('Entraces', 'Add entrance');
    const saveButton = dialog.getByRole('button', { name: 'Save' });
    await expect(saveButton.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Title').fill('Salary');
    await dialog.getByLabel('Value').fill('-3000');
    await dialog.getByLabel('Title').focus();
    await dialog.getByText('Type a positive amount with up to 2 decimals, such as 1,234.56.').waitFor();
    await expect(saveButton.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Value').fill('3000');
    await dialog.getByRole('radio', { name: 'Green' }).check();

    // Its loading state and when it closes: e2e/add-dialogs.e2e.test.ts, which holds the answer back.
    await saveButton.click();
    await dialog.waitFor({ state: 'detached' });
    await expectText(figure(resume(), 'Total Entrances'), '€ 3,000.00');
    await expect.poll(activityTitles).toEqual(['Salary']);

    const { entraces } = await money.read();
    expect(entraces.map(({ title, value, color }) => ({ title, value, color }))).toEqual([
      { title: 'Salary', value: 300_000, color: '#2EBD6B' },
    ]);
  });

  it('adds a domestic goal from the keyboard, and costs with and without it', async () => {
    await openFinances();
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(add.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const goal = page.getByRole('dialog', { name: 'Add domestic goal' });
    await goal.waitFor();
    await goal.getByLabel('Title').fill('Groceries');
    await goal.getByLabel('Goal value').fill('600');
    await goal.getByRole('radio', { name: 'Amber' }).check();
    await goal.getByRole('radio', { name: 'Groceries' }).check();
    await save(goal);

    const supermarket = await openAdd('Domestic Cost', 'Add domestic cost');
    await supermarket.getByLabel('Title').fill('Supermarket');
    await supermarket.getByLabel('Value').fill('245.50');
    await supermarket.getByLabel('Goal').selectOption({ label: 'Groceries' });
    await save(supermarket);

    const pharmacy = await openAdd('Domestic Cost', 'Add domestic cost');
    await pharmacy.getByLabel('Title').fill('Pharmacy');
    await pharmacy.getByLabel('Value').fill('54.5');
    await save(pharmacy);

    // 245.50 + 54.50
    await expectText(figure(resume(), 'Total Domestic'), '€ 300.00');
    const groceries = domesticGoals().getByRole('button', { name: /^Groceries/ });
    await expectText(groceries.locator('.goal-card__amount'), '€ 245.50 of € 600.00');
    // 245.50 / 600.00 = 40.916…%
    await expectText(groceries.locator('.goal-card__percent'), '40.92%');
    const others = domesticGoals().locator('.goal-card--others');
    await expectText(others.locator('.goal-card__title'), 'Othres');
    await expectText(others.locator('.goal-card__amount strong'), '€ 54.50');
    await expect.poll(activityTitles).toEqual(['Pharmacy', 'Supermarket']);

    // Stored as chosen: Amber, the Groceries icon (2), the supermarket cost against the goal.
    const { domestic } = await money.read();
    expect(domestic.goals.map(({ title, value, color, icon }) => ({ title, value, color, icon }))).toEqual([
      { title: 'Groceries', value: 60_000, color: '#FFB020', icon: 2 },
    ]);
    const goalId = domestic.goals[0]!.id;
    expect(
      domestic.expenses.map(({ title, value, financesGoalId }) => ({ title, value, financesGoalId })),
    ).toEqual([
      { title: 'Pharmacy', value: 5_450, financesGoalId: null },
      { title: 'Supermarket', value: 24_550, financesGoalId: goalId },
    ]);
  });

  it('adds a travel goal and a travel cost against it', async () => {
    await openFinances();
    const goal = await openAdd('Travel Goals', 'Add travel goal');
    // Trip items start in the trip currency (yen, for Tokyo): these are paid at home, in euros.
    await goal.getByRole('radio', { name: '€ EUR' }).check();
    await goal.getByLabel('Title').fill('Flights');
    await goal.getByLabel('Goal value').fill('1,200.00');
    await goal.getByRole('radio', { name: 'Blue' }).check();
    await save(goal);

    const cost = await openAdd('Travel Cost', 'Add travel cost');
    await cost.getByRole('radio', { name: '€ EUR' }).check();
    await cost.getByLabel('Title').fill('Flight deposit');
    await cost.getByLabel('Value').fill('450.25');
    await cost.getByLabel('Goal').selectOption({ label: 'Flights' });
    await save(cost);

    await expectText(figure(resume(), 'Total Trip'), '€ 450.25');
    const flights = trip().getByRole('button', { name: /^Flights/ });
    await expectText(flights.locator('[data-label="Spent"] .trip-goal__value'), '€ 450.25');
    await expectText(flights.locator('[data-label="Goal"] .trip-goal__value'), '€ 1,200.00');
    // 1,200.00 − 450.25
    await expectText(flights.locator('[data-label="Result"] .trip-goal__value'), '€ 749.75');
    // 450.25 / 1,200.00 = 37.520…%
    await expectText(flights.locator('.trip-goal__percent'), '37.52%');
    await expectText(figure(tripResume(), 'Total Goals'), '€ 1,200.00');
    await expectText(figure(tripResume(), 'Total Spent'), '€ 450.25');

    const stored = (await money.read()).trip;
    expect(stored.goals.map(({ title, value, color }) => ({ title, value, color }))).toEqual([
      { title: 'Flights', value: 120_000, color: '#3B9AF5' },
    ]);
    expect(
      stored.expenses.map(({ title, value, financesGoalId }) => ({ title, value, financesGoalId })),
    ).toEqual([{ title: 'Flight deposit', value: 45_025, financesGoalId: stored.goals[0]!.id }]);
  });

  it('adds an income to December of last year', async () => {
    await openFinances();
    const dialog = await openAdd('Entraces', 'Add entrance');
    await dialog.getByLabel('Title').fill('Winter bonus');
    await dialog.getByLabel('Value').fill('500');
    await dialog.getByLabel('Date').fill(`${YEAR - 1}-12-15`);
    await save(dialog);

    // Not this month's...
    await activities().getByText('No activities added yet.').waitFor();
    await expectText(figure(resume(), 'Total Entrances'), '€ 0.00');
    // ...but last December's.
    await yearSelect().selectOption(String(YEAR - 1));
    await monthSelect().selectOption({ label: 'December' });
    await expect.poll(activityTitles).toEqual(['Winter bonus']);
    await expectText(figure(resume(), 'Total Entrances'), '€ 500.00');

    const [bonus] = (await money.read()).entraces;
    const day = new Date(bonus!.date);
    expect([day.getFullYear(), day.getMonth(), day.getDate(), bonus!.value]).toEqual([
      YEAR - 1,
      11,
      15,
      50_000,
    ]);
  });

  it("shows this month's totals, goals, 'Othres' and activities as worked out by hand", async () => {
    await seedHandWorkedMonth();
    await openFinances();

    const month = resume();
    await expectText(figure(month, 'Total Entrances'), '€ 3,000.00');
    // 245.50 + 54.50
    await expectText(figure(month, 'Total Domestic'), '€ 300.00');
    await expectText(figure(month, 'Total Trip'), '€ 450.25');
    // 3,000.00 − (300.00 + 450.25)
    await expectText(figure(month, 'Profit'), '€ 2,249.75');
    // 750.25 / 3,000.00 = 25.008…%
    await expectText(spentShare(), '25.01%');

    const groceries = domesticGoals().getByRole('button', { name: /^Groceries/ });
    await expectText(groceries.locator('.goal-card__amount'), '€ 245.50 of € 600.00');
    // 245.50 / 600.00 = 40.916…%
    await expectText(groceries.locator('.goal-card__percent'), '40.92%');
    const others = domesticGoals().locator('.goal-card--others');
    await expectText(others.locator('.goal-card__title'), 'Othres');
    await expectText(others.locator('.goal-card__amount strong'), '€ 54.50');

    // The latest day first; all four are dated today: the entrance, then the costs at home and on the
    // trip, each kind newest first (a day has no time of day to order them by).
    await expect.poll(activityTitles).toEqual(['Salary', 'Pharmacy', 'Supermarket', 'Flight deposit']);
    const salaryRow = activities().getByRole('row', { name: /Salary/ });
    const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}`;
    await expectText(salaryRow.locator('td.activities__date'), day);
    await expectText(salaryRow.locator('td.activities__value'), '€ 3,000.00');

    // The chart's table: this month's entrances.
    const chartRow = page.getByRole('row', { name: `${MONTH} ${YEAR}` });
    await expectText(chartRow.getByRole('cell'), '€ 3,000.00');
  });

  it("draws the entrances chart without a chart library, each month's figure shown on hover and on focus", async () => {
    await seedHandWorkedMonth();
    await openFinances();
    const chart = page.getByRole('region', { name: 'Entrances', exact: true });
    await expect(chart.locator('canvas').count()).resolves.toBe(0);
    const shown = (row: Locator) => computedStyle(row.locator('.entrances-chart__value'), 'opacity');

    // One tab stop, on the month picked below (this month); the arrows move to the months before it.
    const thisMonth = chart.getByRole('row', { name: `${MONTH} ${YEAR}` });
    await expect(thisMonth.getAttribute('tabindex')).resolves.toBe('0');
    await thisMonth.focus();
    await expect.poll(() => shown(thisMonth)).toBe('1');
    await page.keyboard.press('ArrowLeft');
    const previous = new Date(YEAR, today.getMonth() - 1, 1);
    const lastMonth = chart.getByRole('row', {
      name: `${MONTH_NAMES[previous.getMonth()]} ${previous.getFullYear()}`,
    });
    await expect.poll(() => isFocused(lastMonth)).toBe(true);
    await expect.poll(() => shown(lastMonth)).toBe('1');
    await expect.poll(() => shown(thisMonth)).toBe('0');

    await page.keyboard.press('Home');
    const firstMonth = chart.locator('tbody tr').first();
    await expect.poll(() => isFocused(firstMonth)).toBe(true);
    await chart.locator('tbody tr').nth(5).hover();
    await expect.poll(() => shown(chart.locator('tbody tr').nth(5))).toBe('1');
  });

  it('breaks no accessibility rule axe knows, the finances drawn', async () => {
    await seedHandWorkedMonth();
    await openFinances();
    await activities()
      .getByRole('row', { name: /Salary/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the trip goal and the trip resume over every month', async () => {
    await seedHandWorkedMonth();
    await openFinances();

    const flights = trip().getByRole('button', { name: /^Flights/ });
    await expectText(flights.locator('[data-label="Spent"] .trip-goal__value'), '€ 450.25');
    await expectText(flights.locator('[data-label="Goal"] .trip-goal__value'), '€ 1,200.00');
    // 1,200.00 − 450.25
    await expectText(flights.locator('[data-label="Result"] .trip-goal__value'), '€ 749.75');
    // 450.25 / 1,200.00 = 37.520…%
    await expectText(flights.locator('.trip-goal__percent'), '37.52%');

    const resumeCard = tripResume();
    await expectText(figure(resumeCard, 'Total Goals'), '€ 1,200.00');
    await expectText(figure(resumeCard, 'Total Spent'), '€ 450.25');
    // (3,000.00 + 500.00) − 300.00 − 450.25
    await expectText(figure(resumeCard, 'Total Cash in Hand'), '€ 2,749.75');
    // 1,200.00 − 450.25 − 2,749.75
    await expectText(figure(resumeCard, 'Result'), '-€ 2,000.00');
  });

  it('moves months and years, rolling the year over at January and December', async () => {
    await seedHandWorkedMonth();
    await openFinances();

    await expect.poll(() => monthSelect().inputValue()).toBe(String(today.getMonth()));
    await expect(yearSelect().inputValue()).resolves.toBe(String(YEAR));
    const years = await yearSelect().locator('option').allTextContents();
    expect(years).toEqual(Array.from({ length: 21 }, (_, i) => String(YEAR - 10 + i)));

    await monthSelect().selectOption({ label: 'January' });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => monthSelect().inputValue()).toBe('11');
    await expect.poll(() => yearSelect().inputValue()).toBe(String(YEAR - 1));
    await expect.poll(activityTitles).toEqual(['Winter bonus']);
    await expectText(figure(resume(), 'Total Entrances'), '€ 500.00');
    await expectText(figure(resume(), 'Total Domestic'), '€ 0.00');
    await expectText(spentShare(), '0.00%');
    await expect(domesticGoals().locator('.goal-card--others').count()).resolves.toBe(0);
    await expectText(
      domesticGoals()
        .getByRole('button', { name: /^Groceries/ })
        .locator('.goal-card__amount'),
      '€ 0.00 of € 600.00',
    );

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => monthSelect().inputValue()).toBe('0');
    await expect.poll(() => yearSelect().inputValue()).toBe(String(YEAR));

    await monthSelect().selectOption({ label: 'December' });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => monthSelect().inputValue()).toBe('0');
    await expect.poll(() => yearSelect().inputValue()).toBe(String(YEAR + 1));
    await activities().getByText('No activities added yet.').waitFor();

    await yearSelect().selectOption(String(YEAR));
    await monthSelect().selectOption({ label: MONTH });
    await expectText(figure(resume(), 'Total Entrances'), '€ 3,000.00');
  });

  it('edits an entry from the activities table with the keyboard', async () => {
    await seedHandWorkedMonth();
    await openFinances();

    await activities()
      .getByRole('button', { name: /^Salary/ })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit entrance' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Value').inputValue()).resolves.toBe('3,000.00');
    await dialog.getByLabel('Value').fill('3200');
    await save(dialog);

    await expectText(figure(resume(), 'Total Entrances'), '€ 3,200.00');
    // 3,200.00 − 750.25
    await expectText(figure(resume(), 'Profit'), '€ 2,449.75');
    // 750.25 / 3,200.00 = 23.445…%
    await expectText(spentShare(), '23.45%');

    const salary = (await money.read()).entraces.find(({ title }) => title === 'Salary');
    expect(salary?.value).toBe(320_000);
  });

  it('deletes a cost, and a goal whose cost then counts under Othres', async () => {
    await seedHandWorkedMonth(320_000);
    await openFinances();
    await expectText(domesticGoals().locator('.goal-card--others .goal-card__amount strong'), '€ 54.50');

    await activities()
      .getByRole('row', { name: /Pharmacy/ })
      .click();
    const cost = page.getByRole('dialog', { name: 'Edit domestic cost' });
    await cost.getByRole('button', { name: 'Delete' }).click();
    await cost.waitFor({ state: 'detached' });
    await expect.poll(() => domesticGoals().locator('.goal-card--others').count()).toBe(0);
    await expectText(figure(resume(), 'Total Domestic'), '€ 245.50');
    // 695.75 / 3,200.00 = 21.742…%
    await expectText(spentShare(), '21.74%');

    await domesticGoals()
      .getByRole('button', { name: /^Groceries/ })
      .click();
    const goal = page.getByRole('dialog', { name: 'Edit domestic goal' });
    await goal.getByRole('button', { name: 'Delete' }).click();
    await goal.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        domesticGoals()
          .getByRole('button', { name: /^Groceries/ })
          .count(),
      )
      .toBe(0);
    await expectText(domesticGoals().locator('.goal-card--others .goal-card__amount strong'), '€ 245.50');
    await expectText(figure(resume(), 'Total Domestic'), '€ 245.50');

    const { domestic } = await money.read();
    expect(domestic.goals).toEqual([]);
    expect(domestic.expenses.map(({ title, financesGoalId }) => ({ title, financesGoalId }))).toEqual([
      { title: 'Supermarket', financesGoalId: null },
    ]);
  });

  it('shows a message and changes nothing when the server refuses a change', async () => {
    await seedHandWorkedMonth(320_000);
    await page.route('**/api/finances/entraces', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'invalid_request',
              message: 'body.value: The value is too large.',
            }),
          })
        : route.continue(),
    );
    await openFinances();
    const dialog = await openAdd('Entraces', 'Add entrance');
    await dialog.getByLabel('Title').fill('Lottery');
    await dialog.getByLabel('Value').fill('99');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Not saved').waitFor();
    await dialog.getByText('body.value: The value is too large. Nothing was changed.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/finances/entraces');

    await expectText(figure(resume(), 'Total Entrances'), '€ 3,200.00');
    await expect(
      activities()
        .getByRole('row', { name: /Lottery/ })
        .count(),
    ).resolves.toBe(0);
  });

  it("shows the month's four result cards and the percentage on the dashboard", async () => {
    const now = Date.now();
    await money.entrance('Salary', 320_000, now - 2);
    await money.expense(FinanceKind.domestic, 'Supermarket', 24_550, { date: now - 1 });
    const flights = await money.goal(FinanceKind.trip, 'Flights', 120_000, { icon: 15 });
    await money.expense(FinanceKind.trip, 'Flight deposit', 45_025, { goal: flights, date: now });
    await openFinances();

    await page.getByRole('link', { name: 'Home' }).click();
    const widget = page.getByRole('region', { name: 'Finances' });
    await widget.waitFor();
    await expectText(figure(widget, 'Total Entrances'), '€ 3,200.00');
    await expectText(figure(widget, 'Total Domestic'), '€ 245.50');
    await expectText(figure(widget, 'Total Trip'), '€ 450.25');
    // 3,200.00 − (245.50 + 450.25)
    await expectText(figure(widget, 'Profit'), '€ 2,504.25');
    // 695.75 / 3,200.00 = 21.742…%
    await expectText(widget.getByTestId('finance-percentage'), '21.74%');
    // One slice per figure, each naming it on hover, and no chart library on the dashboard.
    await expect(widget.locator('.half-doughnut__slice title').allTextContents()).resolves.toEqual([
      'Total Domestic: € 245.50',
      'Total Trip: € 450.25',
      'Total Entrances: € 3,200.00',
    ]);
    await expect(widget.locator('canvas').count()).resolves.toBe(0);
    await expect(widget.locator('.legend__item').allTextContents()).resolves.toEqual([
      'Total Domestic',
      'Total Trip',
      'Total Entrances',
    ]);

    await widget.getByRole('link', { name: 'Finances' }).click();
    await page.waitForURL(`${server.url}/finances`);
  });
});
