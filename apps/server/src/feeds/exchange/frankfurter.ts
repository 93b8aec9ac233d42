import { z } from 'zod';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';
import { isoDay, type DayQuote } from './daily-points';

const PROVIDER = 'frankfurter';

/** The parts of Frankfurter's v1 time series answer we read: rates by day, only on working days. */
const seriesSchema = z.object({
  rates: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.record(z.string(), z.number().positive())),
});

/** The parts of Frankfurter's v1 answer for one day we read: the day the rate is of, and the rate. */
const daySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string(), z.number().positive()),
});

/** Days asked for: a week and the longest run of bank holidays before it (Easter, year's end). */
const LOOK_BACK_DAYS = 12;

/**
 * The daily ECB reference rates of the last days from Frankfurter (keyless, about 30 currencies): the
 * price of 1 `base` in `quote` by day. null when Frankfurter does not know one of the currencies.
 */
export async function frankfurterRates(
  upstream: UpstreamClient,
  baseUrl: string,
  { base, quote, today, signal }: { base: string; quote: string; today: number; signal: AbortSignal },
): Promise<Map<string, number> | null> {
  const start = isoDay(today - LOOK_BACK_DAYS * 86_400_000);
  const url = endpoint(baseUrl, `/v1/${start}..${isoDay(today)}`, { base, symbols: quote });
  const answer = await upstream.fetch({ provider: PROVIDER, url, signal });
  // Frankfurter answers 404 (and 422 on older versions) for a currency it does not carry.
  if (answer.status === 404 || answer.status === 422) return null;
  if (answer.status !== 200) {
    throw new UpstreamError(PROVIDER, 'status', `answered ${answer.status}`, answer.status);
  }
  const series = parseJson(PROVIDER, answer.text, seriesSchema);
  const rates = new Map<string, number>();
  for (const [day, quotes] of Object.entries(series.rates)) {
    const rate = quotes[quote];
    if (rate !== undefined) rates.set(day, rate);
  }
  return rates.size > 0 ? rates : null;
}

/**
 * The ECB reference rate of one past day from Frankfurter (`/v1/{day}`): the price of 1 `base` in
 * `quote`, and the day it was published (the last working day on or before the one asked for). null
 * when Frankfurter knows neither the currencies nor a rate that old.
 */
export async function frankfurterRateOn(
  upstream: UpstreamClient,
  baseUrl: string,
  { base, quote, day, signal }: { base: string; quote: string; day: string; signal: AbortSignal },
): Promise<DayQuote | null> {
  const url = endpoint(baseUrl, `/v1/${day}`, { base, symbols: quote });
  const answer = await upstream.fetch({ provider: PROVIDER, url, signal });
  if (answer.status === 404 || answer.status === 422) return null;
  if (answer.status !== 200) {
    throw new UpstreamError(PROVIDER, 'status', `answered ${answer.status}`, answer.status);
  }
  const { date, rates } = parseJson(PROVIDER, answer.text, daySchema);
  const rate = rates[quote];
  return rate === undefined ? null : { day: date, rate };
}
