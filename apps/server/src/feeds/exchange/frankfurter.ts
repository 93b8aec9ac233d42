import { z } from 'zod';
import { endpoint, parseJson, UpstreamError, type UpstreamClient } from '../upstream';
import type { DaySpan } from './day-spans';

const PROVIDER = 'frankfurter';

/** The parts of Frankfurter's v1 time series answer we read: rates by day, only on working days. */
const seriesSchema = z.object({
  rates: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.record(z.string(), z.number().positive())),
});

/**
 * The daily ECB reference rates from Frankfurter (keyless, about 30 currencies) published from the
 * span's first day to its last, in one request: the price of 1 `base` in `quote` by day. null when
 * Frankfurter does not know one of the currencies, or has no rate in the span.
 */
export async function frankfurterRates(
  upstream: UpstreamClient,
  baseUrl: string,
  { base, quote, span, signal }: { base: string; quote: string; span: DaySpan; signal: AbortSignal },
): Promise<Map<string, number> | null> {
  const url = endpoint(baseUrl, `/v1/${span.start}..${span.end}`, { base, symbols: quote });
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
