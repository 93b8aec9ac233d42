import {
  DEFAULT_COLOR,
  EXCHANGE_LABELS,
  EXCHANGE_SERVICES,
  effectiveRate,
  exchangeGotDearer,
  ratesOldestFirst,
  simulateExchange,
  type CreateEntranceBody,
  type ExchangeDirection,
  type ExchangeService,
} from '@wayfarer/core';

/** The seven days drawn left to right, and how today compares with yesterday. */
export interface RateHistory {
  /** '-6d' … 'Today'. */
  labels: readonly string[];
  /** The same days in words, for the table that reads the chart out: '6 days ago' … 'Today'. */
  days: string[];
  /** Rates in the labels' order: six days ago first, today last. */
  values: number[];
  /** Index 0 of the answer: 1 trip-currency unit in the home currency today. */
  today: number;
  /** Today minus yesterday; above 0 when the trip currency got dearer. */
  change: number;
  /** Spec section 2: the line is red when yesterday is below today, otherwise green. */
  dearer: boolean;
}

/** The chart's data from the answer, whose index 0 is today (spec section 3). */
export function rateHistory(rates: readonly number[]): RateHistory {
  const [today = Number.NaN, yesterday = Number.NaN] = rates;
  return {
    labels: EXCHANGE_LABELS,
    days: EXCHANGE_LABELS.map((_, index, labels) => {
      const ago = labels.length - 1 - index;
      return ago === 0 ? 'Today' : ago === 1 ? 'Yesterday' : `${ago} days ago`;
    }),
    values: ratesOldestFirst(rates),
    today,
    change: today - yesterday,
    dearer: exchangeGotDearer(rates),
  };
}

/** Decimals a rate is written with: 2 from 100 up, up to 4 from 1 up, 4 significant digits below 1. */
function rateDecimals(rate: number): number {
  const size = Math.abs(rate);
  if (size >= 100) return 2;
  if (size >= 1 || size === 0 || !Number.isFinite(size)) return 4;
  return Math.min(3 - Math.floor(Math.log10(size)), 12);
}

const rateFormats = new Map<number, Intl.NumberFormat>();

function writeRate(value: number, decimals: number): string {
  let format = rateFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: decimals });
    rateFormats.set(decimals, format);
  }
  return format.format(value);
}

/** A rate with the digits that matter: '162.45', '6.2534', '1.00', '0.1599', '0.006155'. */
export function formatRate(rate: number): string {
  return Number.isFinite(rate) ? writeRate(rate, rateDecimals(rate)) : '–';
}

/** The week in words, for the sparkline's name: '1 JPY in EUR over the last 7 days, from 0.00615 to 0.00621'. */
export function rateWeekText(
  history: Pick<RateHistory, 'values' | 'today'>,
  trip: string,
  home: string,
): string {
  const [oldest = Number.NaN] = history.values;
  return `1 ${trip} in ${home} over the last 7 days, from ${formatRate(oldest)} to ${formatRate(history.today)}`;
}

/** How today compares with yesterday, with today's rate's digits: 'Up 0.05 since yesterday'. */
export function rateChangeText(change: number, today: number): string {
  if (!Number.isFinite(change) || change === 0) return 'Same as yesterday';
  return `${change > 0 ? 'Up' : 'Down'} ${writeRate(Math.abs(change), rateDecimals(today))} since yesterday`;
}

/** Which currency is paid and which received in each direction of the 'Type of exchange' toggle. */
export function exchangeSides(direction: ExchangeDirection, home: string, trip: string) {
  return direction === 'toTrip' ? { from: home, to: trip } : { from: trip, to: home };
}

/** The toggle's label for a direction: 'BRL → EUR'. */
export function directionLabel(direction: ExchangeDirection, home: string, trip: string): string {
  const { from, to } = exchangeSides(direction, home, trip);
  return `${from} → ${to}`;
}

/** How a service's amount is worked out: '91% of the market rate + 1.50 EUR fixed'. */
export function serviceFormula(service: ExchangeService, currencyReceived: string): string {
  const share = Math.round(service.tax * 100);
  return `${share}% of the market rate + ${service.fixedTax.toFixed(2)} ${currencyReceived} fixed`;
}

/** What the value buys at the market rate itself, no fee taken, in cents; null without a value or rate. */
export function marketAmount(
  valueCents: number | null,
  todayRate: number | undefined,
  direction: ExchangeDirection,
): number | null {
  if (valueCents === null || valueCents <= 0 || todayRate === undefined || !(todayRate > 0)) return null;
  return Math.round(direction === 'toTrip' ? valueCents / todayRate : valueCents * todayRate);
}

export interface ServiceQuote {
  service: ExchangeService;
  /** Cents of the currency received; null without a rate or a value. */
  received: number | null;
}

/**
 * Spec section 9: what each of the three services gives for the value, at today's rate. Only a value
 * above 0 is simulated (the fixed part alone would otherwise show as money received for nothing).
 */
export function quoteServices(
  valueCents: number | null,
  todayRate: number | undefined,
  direction: ExchangeDirection,
): ServiceQuote[] {
  return EXCHANGE_SERVICES.map((service) => ({
    service,
    received:
      valueCents === null || valueCents <= 0
        ? null
        : simulateExchange(valueCents, todayRate, direction, service),
  }));
}

/** The index of the service that gives the most, when exactly one gives more than the others. */
export function bestQuote(quotes: readonly ServiceQuote[]): number | null {
  const amounts = quotes.map(({ received }) => received);
  const known = amounts.filter((amount) => amount !== null);
  if (known.length < 2) return null;
  const top = Math.max(...known);
  const winners = amounts.flatMap((amount, index) => (amount === top ? [index] : []));
  return winners.length === 1 ? (winners[0] ?? null) : null;
}

/** An exchange the user made: home money paid, trip money received after every fee. */
export interface MadeExchange {
  title: string;
  /** Home cents paid. */
  paid: number;
  /** Trip-currency cents received. */
  received: number;
  tripCurrency: string;
  /** Epoch ms. */
  date: number;
}

/**
 * 'Record this exchange': an entrance of the trip money received, in the trip currency, at the rate
 * really paid (home paid per trip unit received, fees included) rather than the market's, so that its
 * home value is what was paid. null when either side is not above 0.
 */
export function exchangeEntrance({
  title,
  paid,
  received,
  tripCurrency,
  date,
}: MadeExchange): CreateEntranceBody | null {
  const typedRate = effectiveRate(paid, received);
  if (typedRate === null) return null;
  return {
    title,
    color: DEFAULT_COLOR,
    date,
    originalCurrency: tripCurrency,
    originalValue: received,
    typedRate,
  };
}
