/** Spec section 9: the history has 7 daily points. */
export const EXCHANGE_DAYS = 7;

/** The chart's labels, oldest to newest: 'Today' is on the right. */
export const EXCHANGE_LABELS = ['-6d', '-5d', '-4d', '-3d', '-2d', '-1d', 'Today'] as const;

/** The rates in the order a chart draws them under EXCHANGE_LABELS: six days ago first, today last. */
export function ratesOldestFirst(rates: readonly number[]): number[] {
  return [...rates].reverse();
}

/**
 * Spec section 2: the line is red when the second-to-last point (yesterday) is below the last (today),
 * that is when the trip currency got dearer; otherwise green.
 */
export function exchangeGotDearer(rates: readonly number[]): boolean {
  const [today, yesterday] = rates;
  return today !== undefined && yesterday !== undefined && yesterday < today;
}

/** Which way the simulated money goes: home money bought into the trip currency, or back. */
export type ExchangeDirection = 'toTrip' | 'toHome';

/** Spec section 9: the three services of the fee simulation. */
export const EXCHANGE_SERVICES = [
  { name: 'Service 1', tax: 0.87, fixedTax: 0 },
  { name: 'Service 2', tax: 0.91, fixedTax: 1.5 },
  { name: 'Service 3', tax: 0.95, fixedTax: 0 },
] as const;
export type ExchangeService = (typeof EXCHANGE_SERVICES)[number];

/** Spec section 9: the simulation starts at 1000.00. */
export const DEFAULT_EXCHANGE_VALUE_CENTS = 100_000;

/**
 * Spec section 9: value/100 / today's rate * tax + fixed tax, in cents of the currency received.
 * The reverse direction (trip money back home) multiplies by the rate instead of dividing.
 * null when there is no usable rate.
 */
export function simulateExchange(
  valueCents: number,
  todayRate: number | undefined,
  direction: ExchangeDirection,
  service: ExchangeService,
): number | null {
  if (todayRate === undefined || !(todayRate > 0) || !Number.isFinite(valueCents)) return null;
  const amount = valueCents / 100;
  const converted = direction === 'toTrip' ? amount / todayRate : amount * todayRate;
  return Math.round((converted * service.tax + service.fixedTax) * 100);
}
