import {
  noonUtcOf,
  type Entrance,
  type Expense,
  type FinanceRate,
  type FinancesAnswer,
  type Goal,
} from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedCache } from '../feeds/feeds-schema';
import { ECB_RATES, MORE_RATES, fixtureRate } from '../feeds/exchange/testing/exchange-rates';
import { startFeedsApp, type FeedsHarness } from '../feeds/testing/feeds-harness';
import { signUp } from '../testing/accounts-flow';
import { engines } from '../testing/test-database';
import { LISBON_TO_TOKYO, SAO_PAULO_TO_LISBON } from '../testing/trips';
import { financeExpenses } from './finances-schema';
import {
  MARCH_2026,
  entranceBody,
  expenseBody,
  financeClient,
  goalBody,
  type FinanceClient,
} from './testing/finance-client';

/*
 * Amounts entered in the trip currency (issue 15), for a user living in São Paulo (BRL) going to Lisbon
 * (EUR), against the real app whose exchange sources are the local fake upstream. Every expected home
 * value is worked out here from the fixture's rate (the price of 1 EUR in BRL on the day), never by the
 * app's code.
 */

const DAY = 86_400_000;

/** Every field of an expense entered in the home currency, as its answer had them before issue 15. */
const HOME_EXPENSE_FIELDS = [
  'can',
  'color',
  'date',
  'dateDay',
  'financesGoalId',
  'id',
  'title',
  'type',
  'value',
  'version',
];

/** 'YYYY-MM-DD' in UTC, the day rates are dated by. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day whose ECB rate stands on `day`: the last working day on or before it. */
function publishedOn(day: string): string {
  let time = Date.parse(`${day}T00:00:00Z`);
  while ([0, 6].includes(new Date(time).getUTCDay())) time -= DAY;
  return isoDay(time);
}

/** The fixture's price of 1 EUR in BRL standing on a day, as the number and as the text stored. */
function eurInBrl(day: string) {
  const rate = fixtureRate(ECB_RATES, 'EUR', 'BRL', publishedOn(day))!;
  return { rate, text: String(rate) };
}

/** cents × rate rounded to the cent; the fixture's six-digit rates never land on a half cent here. */
function homeCents(cents: number, rate: number): number {
  const exact = cents * rate;
  expect(Math.abs((exact % 1) - 0.5)).toBeGreaterThan(1e-6);
  return Math.round(exact);
}

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Twelve euros fifty, spent on a trip, entered as such. */
const pasteis = (overrides: Record<string, unknown> = {}) => ({
  ...expenseBody({ type: 2, title: 'Pastéis de nata' }),
  value: undefined,
  originalCurrency: 'EUR',
  originalValue: 1250,
  ...overrides,
});

type Traveller = FinanceClient & { auth: Record<string, string> };

describe.each(engines)('money in two currencies on %s', (engine) => {
  let h: FeedsHarness;
  let me: Traveller;

  /** A new signed-in user with a trip (São Paulo to Lisbon unless told). */
  async function traveller(trip: object = SAO_PAULO_TO_LISBON): Promise<Traveller> {
    const { auth } = await signUp(h.t);
    const client = Object.assign(financeClient(h.t, auth), { auth });
    const posted = await client.call('POST', '/trip', { ...trip, when: Date.now() + 60 * DAY });
    expect(posted.statusCode).toBe(200);
    return client;
  }

  const frankfurterCalls = () => h.fake.calls('frankfurter').length;

  beforeAll(async () => {
    h = await startFeedsApp(engine);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    h.fake.reset();
    me = await traveller();
  });

  it('saves a trip cost in euros at the rate of its day from the exchange cache, its home value worked out once', async () => {
    const date = Date.now() - 2 * DAY;
    const day = isoDay(date);
    const { rate, text } = eurInBrl(day);
    const expense = expectStatus<Expense>(await me.createExpense(pasteis({ date })), 201);
    expect(expense).toEqual({
      id: expect.any(String),
      version: 1,
      type: 2,
      title: 'Pastéis de nata',
      color: '#F5455C',
      value: homeCents(1250, rate),
      date: noonUtcOf(day),
      dateDay: day,
      financesGoalId: null,
      originalCurrency: 'EUR',
      originalValue: 1250,
      rate: text,
      rateDate: day,
      rateTyped: false,
      // A cost of the trip says who added it, for its members, and what the reader may do with it.
      createdBy: { id: expect.any(String), name: 'Ana Traveller' },
      can: { edit: true, delete: true },
    });
    expect((await me.state()).trip.expenses).toEqual([expense]);

    // The rate came from the exchange feed's week, which the exchange page now reads without asking again.
    expect(h.fake.calls('frankfurter').map(({ path }) => path)).toEqual([
      `/v1/${isoDay(Date.now() - 12 * DAY)}..${isoDay(Date.now())}`,
    ]);
    const week = await me.call('GET', '/cities/exchange?tripCurrency=EUR&currentCurrency=BRL');
    expect(week.json<number[]>()[2]).toBe(rate);
    expect(frankfurterCalls()).toBe(1);
  });

  it('keeps the home value when rates move later: totals sum what was stored', async () => {
    const date = Date.now() - DAY;
    const cost = expectStatus<Expense>(await me.createExpense(pasteis({ date })), 201);
    // The rates move: another instance finds a new week in the shared cache, 9.5 BRL a euro every day.
    await h.t.db
      .update(feedCache)
      .set({ body: JSON.stringify(Array.from({ length: 7 }, () => 9.5)), fetchedAt: new Date() })
      .where(eq(feedCache.key, 'v1:exchange:frankfurter+currency-api:EUR:BRL'));
    const second = await h.t.anotherInstance();
    try {
      const there = financeClient({ ...h.t, app: second }, me.auth);
      const later = expectStatus<Expense>(await there.createExpense(pasteis({ date })), 201);
      // 12.50 × 9.5 = 118.75
      expect(later).toMatchObject({ value: 11_875, rate: '9.5' });
      const state = await there.state();
      expect(state.trip.expenses).toEqual([later, cost]);
      expect(state.trip.expenses.reduce((sum, item) => sum + item.value, 0)).toBe(11_875 + cost.value);
    } finally {
      await second.close();
    }
  });

  it('takes the latest rate for a future day, and for a goal, which has no day', async () => {
    const today = isoDay(Date.now());
    const { rate, text } = eurInBrl(today);
    const later = expectStatus<Expense>(
      await me.createExpense(pasteis({ date: Date.now() + 30 * DAY, originalValue: 4_000 })),
      201,
    );
    expect(later).toMatchObject({ value: homeCents(4_000, rate), rate: text, rateDate: today });

    const goal = expectStatus<Goal>(
      await me.createGoal({
        ...goalBody({ type: 2, title: 'Hotel' }),
        value: undefined,
        originalCurrency: 'eur',
        originalValue: 90_000,
      }),
      201,
    );
    expect(goal).toMatchObject({
      value: homeCents(90_000, rate),
      originalCurrency: 'EUR',
      originalValue: 90_000,
      rate: text,
      rateDate: today,
      rateTyped: false,
    });
  });

  it('asks once for a day older than the cached week, and keeps its rate for every user', async () => {
    // 1 March 2026 was a Sunday: the rate standing is Friday 27 February's.
    const { rate, text } = eurInBrl('2026-03-01');
    expect(publishedOn('2026-03-01')).toBe('2026-02-27');
    const expense = expectStatus<Expense>(await me.createExpense(pasteis({ date: MARCH_2026 })), 201);
    expect(expense).toMatchObject({ value: homeCents(1250, rate), rate: text, rateDate: '2026-03-01' });
    const asked = h.fake.calls('frankfurter').map(({ path }) => path);
    expect(asked).toContain('/v1/2026-02-17..2026-03-31');

    const other = await traveller();
    const theirs = expectStatus<Entrance>(
      await other.createEntrance({
        ...entranceBody(),
        value: undefined,
        originalCurrency: 'EUR',
        originalValue: 1250,
      }),
      201,
    );
    expect(theirs).toMatchObject({ value: expense.value, rate: text });
    expect(h.fake.calls('frankfurter').map(({ path }) => path)).toEqual(asked);
  });

  it('asks Frankfurter once per pair and month for past days, each day taking the rate standing on it', async () => {
    // 1 to 20 April 2026; the 4th, 5th, 11th, 12th, 18th and 19th are weekend days, the 1st a Wednesday.
    const days = Array.from({ length: 20 }, (_, index) => Date.UTC(2026, 3, index + 1, 12));
    const answers = [];
    for (const date of days) {
      const rate = expectStatus<FinanceRate>(
        await me.call('GET', `/finances/rate?currency=EUR&date=${date}`),
        200,
      );
      answers.push(rate);
    }
    expect(answers.map(({ rate, rateDate }) => [rateDate, rate])).toEqual(
      days.map((date) => [isoDay(date), eurInBrl(isoDay(date)).text]),
    );
    // Besides the week's (cached already when an earlier test asked for it), one request for April.
    const week = `/v1/${isoDay(Date.now() - 12 * DAY)}..${isoDay(Date.now())}`;
    const paths = h.fake.calls('frankfurter').map(({ path }) => path);
    expect(paths.filter((path) => path !== week)).toEqual(['/v1/2026-03-20..2026-04-30']);
  });

  it("takes a past day's rate from the currency-api daily files for a currency the ECB does not quote", async () => {
    const buenosAires = await traveller({ ...SAO_PAULO_TO_LISBON, ...tripTo('Buenos Aires', 'AR') });
    const answer = expectStatus<FinanceRate>(
      await buenosAires.call('GET', `/finances/rate?currency=ARS&date=${MARCH_2026}`),
      200,
    );
    const rate = fixtureRate({ ...ECB_RATES, ...MORE_RATES }, 'ARS', 'BRL', '2026-03-01');
    expect(answer).toEqual({
      currency: 'ARS',
      homeCurrency: 'BRL',
      rate: String(rate),
      rateDate: '2026-03-01',
    });
    expect(h.fake.calls('currency-api').map(({ path }) => path)).toContain(
      '@2026-03-01/v1/currencies/ars.json',
    );
  });

  it('keeps a typed rate as typed, through edits of the amount and the date, until null asks for the market rate', async () => {
    const date = Date.now() - DAY;
    const typed = expectStatus<Expense>(await me.createExpense(pasteis({ date, typedRate: '6,5' })), 201);
    // 12.50 × 6.5 = 81.25
    expect(typed).toMatchObject({ value: 8125, rate: '6.5', rateDate: isoDay(date), rateTyped: true });
    expect(frankfurterCalls()).toBe(0);

    const moved = Date.now() - 3 * DAY;
    const edited = expectStatus<Expense>(
      await me.updateExpense({ ...pasteis({ date: moved, originalValue: 2000 }), id: typed.id }),
      200,
    );
    // 20.00 × 6.5 = 130.00
    expect(edited).toMatchObject({ value: 13_000, rate: '6.5', rateDate: isoDay(moved), rateTyped: true });

    const market = expectStatus<Expense>(
      await me.updateExpense({
        ...pasteis({ date: moved, originalValue: 2000, typedRate: null }),
        id: typed.id,
      }),
      200,
    );
    const { rate, text } = eurInBrl(isoDay(moved));
    expect(market).toMatchObject({ value: homeCents(2000, rate), rate: text, rateTyped: false });
  });

  it('works the home value out again when the amount or the date changes, and not for a new title', async () => {
    const first = Date.now() - DAY;
    const expense = expectStatus<Expense>(await me.createExpense(pasteis({ date: first })), 201);
    const retitled = expectStatus<Expense>(
      await me.updateExpense({ ...expense, title: 'Coffee and pastéis' }),
      200,
    );
    expect(retitled).toEqual({ ...expense, title: 'Coffee and pastéis', version: 2 });

    const second = Date.now() - 4 * DAY;
    const redated = expectStatus<Expense>(await me.updateExpense({ ...retitled, date: second }), 200);
    const { rate, text } = eurInBrl(isoDay(second));
    expect(redated).toMatchObject({ value: homeCents(1250, rate), rate: text, rateDate: isoDay(second) });

    const more = expectStatus<Expense>(
      await me.updateExpense({ ...redated, value: undefined, originalValue: 3_310 }),
      200,
    );
    expect(more).toMatchObject({ value: homeCents(3_310, rate), originalValue: 3_310, rate: text });
    expect((await me.state()).trip.expenses).toEqual([more]);
  });

  it('shows the held GET /finances with the new fields, built again after each edit', async () => {
    const expense = expectStatus<Expense>(await me.createExpense(pasteis({ date: Date.now() - DAY })), 201);
    const before = await me.finances();
    expect(before.json<FinancesAnswer>().trip.expenses).toEqual([expense]);
    const edited = expectStatus<Expense>(
      await me.updateExpense({ ...expense, value: undefined, originalValue: 5_000 }),
      200,
    );
    const after = await me.finances();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<FinancesAnswer>().trip.expenses).toEqual([edited]);
    expect(edited.value).not.toBe(expense.value);
  });

  describe('when no rate is known', () => {
    it('answers 422 rate_unavailable and saves nothing while every source is down, then saves a typed rate', async () => {
      // Tokyo from São Paulo: no one has asked for JPY in BRL yet, so nothing is cached to fall back on.
      const tokyo = await traveller({ ...SAO_PAULO_TO_LISBON, ...tripTo('Tokyo', 'JP') });
      h.fake.behaveAll('fail');
      const body = {
        ...pasteis({ date: Date.now() - DAY }),
        originalCurrency: 'JPY',
        originalValue: 150_000,
      };
      const refused = await tokyo.createExpense(body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: 'rate_unavailable',
        message: expect.stringContaining('JPY to BRL'),
      });
      expect((await tokyo.call('GET', '/finances/rate?currency=JPY')).statusCode).toBe(422);
      expect((await tokyo.state()).trip.expenses).toEqual([]);

      // 1,500 yen at 0.035 BRL: 52.50 BRL.
      const typed = expectStatus<Expense>(await tokyo.createExpense({ ...body, typedRate: '0.035' }), 201);
      expect(typed).toMatchObject({ value: 5250, originalCurrency: 'JPY', rate: '0.035', rateTyped: true });
    });

    it('answers 422 for a pair no source knows', async () => {
      const pyongyang = await traveller({ ...SAO_PAULO_TO_LISBON, ...tripTo('Pyongyang', 'KP') });
      const response = await pyongyang.createExpense({ ...pasteis(), originalCurrency: 'KPW' });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ error: string }>().error).toBe('rate_unavailable');
      expect((await pyongyang.state()).trip.expenses).toEqual([]);
    });
  });

  it.each([
    ['a currency of neither side of the trip', { originalCurrency: 'USD' }, 'amount in'],
    ['an amount worth less than a cent', { originalValue: 1, typedRate: '0.001' }, 'amount is worth less'],
    ['a rate that is no number', { typedRate: 'cheap' }, 'rate must be a number above 0'],
  ])('refuses %s with 400 naming the field', async (_case, change, field) => {
    const response = await me.createExpense(pasteis(change));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.toLowerCase()).toContain(field);
    expect((await me.state()).trip.expenses).toEqual([]);
  });

  it('refuses a currency to a user without a trip', async () => {
    const stranger = financeClient(h.t, (await signUp(h.t)).auth);
    const response = await stranger.createExpense(pasteis());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('your trip first');
  });

  it('reads an amount in the home currency as home cents, with no conversion to show', async () => {
    const expense = expectStatus<Expense>(
      await me.createExpense(pasteis({ originalCurrency: 'BRL', originalValue: 4_990 })),
      201,
    );
    expect(Object.keys(expense).sort()).toEqual([...HOME_EXPENSE_FIELDS, 'createdBy'].sort());
    expect(expense.value).toBe(4_990);
  });

  describe('a client that knows nothing of currencies', () => {
    it('sees home cents in value, and its items answer exactly as before', async () => {
      const plain = await me.newExpense();
      expect(Object.keys(plain).sort()).toEqual(HOME_EXPENSE_FIELDS);
      const euros = expectStatus<Expense>(await me.createExpense(pasteis({ date: Date.now() - DAY })), 201);
      const state = await me.state();
      expect(state.domestic.expenses).toEqual([plain]);
      expect(state.trip.expenses).toEqual([euros]);
      expect(euros.value).toBe(homeCents(1250, eurInBrl(isoDay(euros.date)).rate));
    });

    it('changing the home value of an item in euros makes it a home amount; sending it back unchanged changes nothing', async () => {
      const euros = expectStatus<Expense>(await me.createExpense(pasteis({ date: Date.now() - DAY })), 201);
      const unchanged = expectStatus<Expense>(await me.updateExpense({ ...euros, title: 'Pastéis' }), 200);
      expect(unchanged).toEqual({ ...euros, title: 'Pastéis', version: 2 });

      const { id, type, title, color, date, dateDay, financesGoalId, createdBy, can } = euros;
      const plain = { id, type, title, color, date, dateDay, financesGoalId, createdBy, can };
      expect(expectStatus<Expense>(await me.updateExpense({ ...unchanged, value: 9_000 }), 200)).toEqual({
        ...plain,
        title: 'Pastéis',
        value: 9_000,
        version: 3,
      });
      expect(expectStatus<Expense>(await me.updateExpense({ ...plain, value: 9_100 }), 200)).toEqual({
        ...plain,
        value: 9_100,
        version: 4,
      });
      expect((await me.state()).trip.expenses).toEqual([{ ...plain, value: 9_100, version: 4 }]);
    });
  });

  it("leaves another user's items untouched, and does not let anyone edit them", async () => {
    const other = await traveller();
    const theirs = expectStatus<Expense>(await other.createExpense(pasteis({ date: Date.now() - DAY })), 201);
    const before = await other.state();

    const mine = expectStatus<Expense>(await me.createExpense(pasteis({ date: Date.now() - DAY })), 201);
    await me.updateExpense({ ...mine, value: undefined, originalValue: 9_999, typedRate: '7' });
    const attempt = await me.updateExpense({ ...theirs, value: undefined, originalValue: 1, typedRate: '7' });
    expect(attempt.statusCode).toBe(404);

    expect(await other.state()).toEqual(before);
  });

  it('answers the rate an amount would be saved with, for a day or the latest', async () => {
    const date = Date.now() - 2 * DAY;
    const { text } = eurInBrl(isoDay(date));
    const forDay = expectStatus<FinanceRate>(
      await me.call('GET', `/finances/rate?currency=eur&date=${date}`),
      200,
    );
    expect(forDay).toEqual({ currency: 'EUR', homeCurrency: 'BRL', rate: text, rateDate: isoDay(date) });
    const latest = expectStatus<FinanceRate>(await me.call('GET', '/finances/rate?currency=EUR'), 200);
    expect(latest).toEqual({
      currency: 'EUR',
      homeCurrency: 'BRL',
      rate: eurInBrl(isoDay(Date.now())).text,
      rateDate: isoDay(Date.now()),
    });
    const usd = await me.call('GET', '/finances/rate?currency=USD');
    expect(usd.statusCode).toBe(400);
    expect(usd.json<{ message: string }>().message).toContain('not a currency of your trip');
  });

  it('is stored whole or not at all: the database refuses half a conversion', async () => {
    const expense = expectStatus<Expense>(await me.createExpense(pasteis({ date: Date.now() - DAY })), 201);
    await expect(
      h.t.db.update(financeExpenses).set({ rate: null }).where(eq(financeExpenses.id, expense.id)),
    ).rejects.toThrow();
    await expect(
      h.t.db.update(financeExpenses).set({ rate: '0.000' }).where(eq(financeExpenses.id, expense.id)),
    ).rejects.toThrow();
  });
});

describe.each(engines)('past-day rates within the cold feed keys a user may cause on %s', (engine) => {
  let h: FeedsHarness;
  beforeAll(async () => {
    h = await startFeedsApp(engine, { FEED_COLD_KEYS_PER_MINUTE: '2' });
  });
  afterAll(() => h.close());

  it('answers 429 with Retry-After and saves nothing past them, and still converts with what is cached', async () => {
    const { auth } = await signUp(h.t);
    const me = Object.assign(financeClient(h.t, auth), { auth });
    expect(
      (await me.call('POST', '/trip', { ...SAO_PAULO_TO_LISBON, when: Date.now() + 60 * DAY })).statusCode,
    ).toBe(200);
    // The week and March: two keys no one had asked for.
    expectStatus<Expense>(await me.createExpense(pasteis({ date: MARCH_2026 })), 201);
    const april = Date.UTC(2026, 3, 15, 12);
    const refused = await me.createExpense(pasteis({ date: april }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe('too_many_feed_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const preview = await me.call('GET', `/finances/rate?currency=EUR&date=${april}`);
    expect(preview.statusCode).toBe(429);
    expect((await me.state()).trip.expenses).toHaveLength(1);

    const laterInMarch = Date.UTC(2026, 2, 20, 12);
    const cached = expectStatus<Expense>(await me.createExpense(pasteis({ date: laterInMarch })), 201);
    expect(cached).toMatchObject({ rate: eurInBrl('2026-03-20').text, rateDate: '2026-03-20' });
  });
});

/** The trip fields of another destination, keeping São Paulo as home. */
function tripTo(city: string, countrySlug: string) {
  return {
    tripCity: city,
    tripState: city,
    tripCountry: city,
    tripCountrySlug: countrySlug,
    tripLat: LISBON_TO_TOKYO.tripLat,
    tripLon: LISBON_TO_TOKYO.tripLon,
  };
}
