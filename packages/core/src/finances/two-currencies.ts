import { convertCents } from '../money/exchange-rate';
import { formatMoney, formatMoneyIn, MAX_MONEY_CENTS } from '../money/money';

/*
 * Money in two currencies. An entrance, a goal or a cost may be entered in the trip's
 * currency: it keeps the amount as entered, the currency, the rate and the rate's day, and its `value`
 * is the home-currency cents worked out once, when it is saved. Every total sums `value`, so no total
 * moves when rates move later. An item entered in the home currency carries none of this.
 */

/** What an item entered in another currency than the home one keeps besides its home `value`. */
export interface OtherCurrencyAmount {
  /** ISO 4217 code of the currency the amount was entered in. */
  originalCurrency: string;
  /** Hundredths of that currency, as entered. */
  originalValue: number;
  /** Home-currency units one unit of it bought, as exact decimal text (see exchange-rate.ts). */
  rate: string;
  /** 'YYYY-MM-DD' (UTC) the rate is of: the item's day, or the latest rate's day for a later one. */
  rateDate: string;
  /** True when the user typed the rate (a card's, a bureau's); false for the day's market rate. */
  rateTyped: boolean;
}

/** The other-currency part of an item as the API answers it: every field, or none. */
export type OtherCurrencyFields = Partial<OtherCurrencyAmount>;

/** An item's other-currency part, or null for an item entered in the home currency. */
export function otherCurrencyOf(item: OtherCurrencyFields): OtherCurrencyAmount | null {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped } = item;
  if (
    originalCurrency === undefined ||
    originalValue === undefined ||
    rate === undefined ||
    rateDate === undefined
  ) {
    return null;
  }
  return { originalCurrency, originalValue, rate, rateDate, rateTyped: rateTyped ?? false };
}

/** 'YYYY-MM-DD' of an instant in UTC: the day central banks date their daily rates by. */
export function rateDayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The amount part of a request: the home `value` of old clients, or an amount in a named currency. */
export interface AmountInput {
  /** Home cents, when no other currency is named. */
  value?: number;
  originalCurrency?: string;
  /** Hundredths of `originalCurrency`. */
  originalValue?: number;
  /** A rate the user typed (canonical text); null asks for the market rate again; left out keeps what was chosen. */
  typedRate?: string | null;
  /** The day of a dated item (entrance, cost), whose rate it takes; goals have none. */
  day?: string;
}

/** An item as stored before an edit: its home value, its day, and its other-currency part if any. */
export interface StoredAmount {
  value: number;
  day?: string;
  other: OtherCurrencyAmount | null;
}

/** How the home value of a saved item is found. */
export type RateChoice =
  /** Entered in the home currency: `value` as sent. */
  | { kind: 'home'; value: number }
  /** Nothing the value depends on changed: the stored value and rate stay as they are. */
  | { kind: 'kept'; value: number; other: OtherCurrencyAmount }
  /** Converted with the rate the user typed (now, or before: a typed rate is kept as typed). */
  | { kind: 'typed'; originalCurrency: string; originalValue: number; rate: string }
  /** Converted with the market rate of the item's day, which the server looks up. */
  | { kind: 'market'; originalCurrency: string; originalValue: number };

/**
 * How the home value of an item being saved is found, from what was sent and, for an edit, what is
 * stored. A body without a currency, or in the home one, is a home amount, as for every client that knows
 * only home amounts; so is an edit whose `value` differs from the stored one though it names a currency too (a
 * client that sends back the item it read, having changed the only amount it knows). In another
 * currency: a typed rate wins; else, when the currency, the amount and the date are those stored, the
 * stored value stays (an edit of the title changes no money); else a rate the user typed before is
 * kept as typed; else the day's market rate is taken again.
 */
export function chooseRate(input: AmountInput, homeCurrency: string, stored?: StoredAmount): RateChoice {
  const { originalCurrency, originalValue, value, typedRate } = input;
  if (originalCurrency === undefined || originalValue === undefined)
    return { kind: 'home', value: value ?? 0 };
  if (value !== undefined && stored && value !== stored.value) return { kind: 'home', value };
  if (originalCurrency === homeCurrency) return { kind: 'home', value: originalValue };
  if (typeof typedRate === 'string')
    return { kind: 'typed', originalCurrency, originalValue, rate: typedRate };
  const before = stored?.other;
  if (typedRate === undefined && before && before.originalCurrency === originalCurrency) {
    if (before.originalValue === originalValue && stored?.day === input.day) {
      return { kind: 'kept', value: stored.value, other: before };
    }
    if (before.rateTyped) return { kind: 'typed', originalCurrency, originalValue, rate: before.rate };
  }
  return { kind: 'market', originalCurrency, originalValue };
}

/** Why an amount cannot be stored at its rate. */
export type ConversionProblem = 'below_one_cent' | 'too_large';

/** An item's money as stored: home cents, and what it was entered as. */
export interface ConvertedAmount {
  value: number;
  other: OtherCurrencyAmount;
}

/**
 * The home value of `originalValue` at `rate` (half to even), with what it was entered as; a problem
 * when it comes to less than one home cent or more than MAX_MONEY_CENTS.
 */
export function convertAmount(
  amount: Omit<OtherCurrencyAmount, 'rateDate'>,
  rateDate: string,
): ConvertedAmount | ConversionProblem {
  const value = convertCents(amount.originalValue, amount.rate);
  if (value < 1) return 'below_one_cent';
  if (value > MAX_MONEY_CENTS) return 'too_large';
  return { value, other: { ...amount, rateDate } };
}

/**
 * An item's amount as the lists show it: the home value as everywhere ('$ 76.31'), or, for an item
 * entered in another currency, that amount first and the home value beside it in the home currency's
 * sign ('€ 12.50 · R$ 76.31').
 */
export function formatItemAmount(
  item: OtherCurrencyFields & { value: number },
  homeCurrency: string,
): string {
  const other = otherCurrencyOf(item);
  if (!other) return formatMoney(item.value);
  const home = homeCurrency ? formatMoneyIn(item.value, homeCurrency) : formatMoney(item.value);
  return `${formatMoneyIn(other.originalValue, other.originalCurrency)} · ${home}`;
}
