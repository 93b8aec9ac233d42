import { z } from 'zod';
import { UpstreamError, parseJson, type UpstreamClient } from '../upstream';
import { isoDay, lastDays, type DayQuote } from './daily-points';

const PROVIDER = 'currency-api';

/** One day's file: `{ date, <base>: { <quote>: rate, … } }`, codes in lower case. */
const dayFileSchema = z.looseObject({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const quotesSchema = z.record(z.string(), z.number());

/**
 * The last week's rates from the fawazahmed0 currency-api daily files (keyless, 300+ currencies), one
 * file per day, today's as '@latest' (a new day's file may not be published yet). The price of 1 `base`
 * in `quote` by day; null when no file knows the pair.
 */
export async function currencyApiRates(
  upstream: UpstreamClient,
  baseUrl: string,
  { base, quote, today, signal }: { base: string; quote: string; today: number; signal: AbortSignal },
): Promise<Map<string, number> | null> {
  const days = lastDays(today, 7).map((day) => (day === isoDay(today) ? 'latest' : day));
  const answers = await Promise.allSettled(
    days.map((day) => currencyApiRateOn(upstream, baseUrl, { base, quote, day, signal })),
  );
  const rates = new Map<string, number>();
  let failure: unknown;
  for (const answer of answers) {
    if (answer.status === 'rejected') failure = answer.reason;
    else if (answer.value) rates.set(answer.value.day, answer.value.rate);
  }
  if (rates.size > 0) return rates;
  // Nothing usable: only a clean "not found" from every file means the pair is unknown.
  if (failure) throw failure;
  return null;
}

/**
 * One day's file ('latest' for today's): the price of 1 `base` in `quote` and the day the file is of;
 * null when there is no file for the day or the currency, or the file does not quote the pair.
 */
export async function currencyApiRateOn(
  upstream: UpstreamClient,
  baseUrl: string,
  { base, quote, day, signal }: { base: string; quote: string; day: string; signal: AbortSignal },
): Promise<DayQuote | null> {
  const from = base.toLowerCase();
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}@${day}/v1/currencies/${from}.json`);
  const answer = await upstream.fetch({ provider: PROVIDER, url, signal });
  // A missing file is a day (or a currency) the API does not have; other failures are failures.
  if (answer.status === 404) return null;
  if (answer.status !== 200) {
    throw new UpstreamError(PROVIDER, 'status', `answered ${answer.status}`, answer.status);
  }
  const file = parseJson(PROVIDER, answer.text, dayFileSchema);
  const quotes = quotesSchema.safeParse(file[from]);
  const rate = quotes.success ? quotes.data[quote.toLowerCase()] : undefined;
  return rate !== undefined && rate > 0 ? { day: file.date, rate } : null;
}
