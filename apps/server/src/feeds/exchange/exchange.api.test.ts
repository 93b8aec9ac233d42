import { exchangeRatesSchema } from '@wayfarer/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../testing/test-database';
import { ECB_RATES, MORE_RATES, fixtureRate } from './testing/exchange-rates';
import { startFeedsApp, type FeedsHarness } from '../testing/feeds-harness';
import { isoDay, lastDays } from './daily-points';

const DAY = 86_400_000;
const WORKING_DAY = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** What the week should read from rates published on `published` days only: the last one on or before each day. */
function expectedWeek(
  table: Record<string, number>,
  base: string,
  quote: string,
  published: (day: string) => boolean,
) {
  const days = lastDays(Date.now(), 13);
  return lastDays(Date.now(), 7)
    .map((day) => {
      const known = days.filter((candidate) => candidate <= day && published(candidate));
      const last = known[known.length - 1] ?? day;
      return fixtureRate(table, base, quote, last);
    })
    .reverse();
}

describe.each(engines)('GET /api/cities/exchange on %s', (engine) => {
  let h: FeedsHarness;
  beforeAll(async () => {
    h = await startFeedsApp(engine);
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.advance(60 * DAY);
    h.fake.reset();
  });

  it('answers the ECB week from Frankfurter, today first, weekends carrying the last rate', async () => {
    const response = await h.get('/cities/exchange', { tripCurrency: 'jpy', currentCurrency: 'eur' });
    expect(response.statusCode).toBe(200);
    const rates = exchangeRatesSchema.parse(response.json());
    expect(rates).toEqual(expectedWeek(ECB_RATES, 'JPY', 'EUR', WORKING_DAY));
    const [call] = h.fake.calls('frankfurter');
    expect(call?.path).toBe(`/v1/${isoDay(Date.now() - 12 * DAY)}..${isoDay(Date.now())}`);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ base: 'JPY', symbols: 'EUR' });
    expect(h.fake.calls('currency-api')).toHaveLength(0);
  });

  it('reads each rate as the price of one trip unit in the home currency', async () => {
    const rates = (await h.get('/cities/exchange', { tripCurrency: 'EUR', currentCurrency: 'BRL' })).json<
      number[]
    >();
    expect(rates[0]).toBeGreaterThan(6);
    expect(rates[0]).toBeLessThan(6.5);
  });

  it('asks the currency-api daily files for a currency the ECB does not quote', async () => {
    const response = await h.get('/cities/exchange', { tripCurrency: 'ARS', currentCurrency: 'BRL' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedWeek({ ...ECB_RATES, ...MORE_RATES }, 'ARS', 'BRL', () => true));
    const paths = h.fake.calls('currency-api').map(({ path }) => path);
    expect(paths.sort()).toEqual(
      [...lastDays(Date.now() - DAY, 6), 'latest'].map((day) => `@${day}/v1/currencies/ars.json`).sort(),
    );
  });

  it('falls back to the currency-api files while Frankfurter is down', async () => {
    h.fake.behave('frankfurter', 'fail');
    const response = await h.get('/cities/exchange', { tripCurrency: 'USD', currentCurrency: 'BRL' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedWeek({ ...ECB_RATES, ...MORE_RATES }, 'USD', 'BRL', () => true));
  });

  it('answers a clear 404 when neither source knows the pair, and remembers it', async () => {
    const query = { tripCurrency: 'KPW', currentCurrency: 'EUR' };
    const response = await h.get('/cities/exchange', query);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'No exchange rates are known between KPW and EUR.',
    });
    const asked = h.fake.calls('frankfurter').length + h.fake.calls('currency-api').length;
    expect((await h.get('/cities/exchange', query)).statusCode).toBe(404);
    expect(h.fake.calls('frankfurter').length + h.fake.calls('currency-api').length).toBe(asked);
  });

  it('answers 503, not 404, when Frankfurter does not know the pair and the other source is down', async () => {
    h.fake.behave('currency-api', 'fail');
    const response = await h.get('/cities/exchange', { tripCurrency: 'ARS', currentCurrency: 'EUR' });
    expect(response.statusCode).toBe(503);
  });

  it('answers seven 1s for one currency on both sides, asking no one', async () => {
    const response = await h.get('/cities/exchange', { tripCurrency: 'EUR', currentCurrency: 'eur' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(h.fake.calls('frankfurter')).toHaveLength(0);
  });

  it.each([
    [{ currentCurrency: 'EUR' }, 'trip currency'],
    [{ tripCurrency: '', currentCurrency: 'EUR' }, 'trip currency'],
    [{ tripCurrency: 'EUR', currentCurrency: 'EURO' }, 'home currency'],
    [{ tripCurrency: 'QQQ', currentCurrency: 'EUR' }, 'trip currency'],
  ])('answers 400 for %j, naming %s', async (query, field) => {
    const response = await h.get('/cities/exchange', query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.toLowerCase()).toContain(field);
  });
});
