import {
  DEFAULT_COLOR,
  EXCHANGE_LABELS,
  EXCHANGE_SERVICES,
  effectiveRate,
  exchangeGotDearer,
  ratesOldestFirst,
  simulateExchange,
  noonUtcOf,
  type CalendarDay,
  type CreateEntranceBody,
  type ExchangeDirection,
  type ExchangeService,
} from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';
import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';

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

/** How many days before today each of the chart's days is, oldest first: 6 … 0. */
const daysAgo = EXCHANGE_LABELS.map((_, index) => EXCHANGE_LABELS.length - 1 - index);

/** The chart's day labels, oldest first: '-6d' … 'Today' ('Hoje'). */
export function dayLabels(t: Messages['exchange'] = messages().exchange): string[] {
  return daysAgo.map((ago) => t.dayLabel(ago));
}

/**
 * The chart's data from the answer, whose index 0 is today (spec section 3), its days named in the
 * language the app is drawn in.
 */
export function rateHistory(
  rates: readonly number[],
  t: Messages['exchange'] = messages().exchange,
): RateHistory {
  const [today = Number.NaN, yesterday = Number.NaN] = rates;
  return {
    labels: dayLabels(t),
    days: daysAgo.map((ago) => t.dayWords(ago)),
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

const rateFormats = new Map<string, Intl.NumberFormat>();

/** A rate as the language the app is drawn in writes numbers: '1,234.5' / '1.234,5'. */
function writeRate(value: number, decimals: number): string {
  const language = currentLanguage();
  const key = `${language}:${decimals}`;
  let format = rateFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: decimals });
    rateFormats.set(key, format);
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
  return messages().exchange.weekText(trip, home, formatRate(oldest), formatRate(history.today));
}

/** How today compares with yesterday, with today's rate's digits: 'Up 0.05 since yesterday'. */
export function rateChangeText(change: number, today: number): string {
  const t = messages().exchange;
  if (!Number.isFinite(change) || change === 0) return t.sameAsYesterday;
  const size = writeRate(Math.abs(change), rateDecimals(today));
  return change > 0 ? t.up(size) : t.down(size);
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

/** A service's number, 1 to 3, by which it is named ('Service 1'). */
export const serviceNumber = (service: ExchangeService) => EXCHANGE_SERVICES.indexOf(service) + 1;

/** How a service's amount is worked out: '91% of the market rate + 1.50 EUR fixed'. */
export function serviceFormula(service: ExchangeService, currencyReceived: string): string {
  const share = Math.round(service.tax * 100);
  const fixed = formats(currentLanguage()).decimal(service.fixedTax, 2);
  return messages().exchange.services.formula(share, fixed, currencyReceived);
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
  /** The day it was made, where the user is. */
  day: CalendarDay;
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
  day,
}: MadeExchange): CreateEntranceBody | null {
  const typedRate = effectiveRate(paid, received);
  if (typedRate === null) return null;
  return {
    title,
    color: DEFAULT_COLOR,
    date: noonUtcOf(day),
    dateDay: day,
    originalCurrency: tripCurrency,
    originalValue: received,
    typedRate,
  };
}
