/*
 * Money travels as integer cents end to end (spec section 9): no float ever holds an amount, so sums
 * are exact and 0.1 + 0.2 never shows up on a card.
 */

import { onFirstUse } from '../text/on-first-use';

/**
 * The largest amount one entry may carry: 100 billion dollars, far above any trip budget. Sums of
 * hundreds of entries this large still stay below 2^53, where a JavaScript number stops being exact.
 */
export const MAX_MONEY_CENTS = 10 ** 13;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * '$ 1,234.56', '$ 0.00' for zero, '-$ 12.50' below zero (a profit or result may be negative).
 * A fractional amount is rounded to the cent; a non-finite one shows as zero, as the percentage does.
 */
export function formatMoney(cents: number): string {
  const rounded = Number.isFinite(cents) ? Math.round(cents) : 0;
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const whole = String(Math.floor(absolute / 100)).replace(THOUSANDS, ',');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}$ ${whole}.${fraction}`;
}

const currencyFormats = new Map<string, Intl.NumberFormat | null>();

/** Intl's en-US format of a currency with 2 decimals, or null for a code Intl refuses (made once per code). */
function currencyFormat(currency: string): Intl.NumberFormat | null {
  if (!currencyFormats.has(currency)) {
    let format: Intl.NumberFormat | null;
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      format = null;
    }
    currencyFormats.set(currency, format);
  }
  return currencyFormats.get(currency) ?? null;
}

const plainAmount = onFirstUse(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * Cents of a currency as Intl writes them, always with 2 decimals (every amount is kept in hundredths,
 * yen included): '€139.20', 'R$1,000.00', '¥160.00'; the number and the code for a code Intl refuses.
 */
export function formatAmount(cents: number, currency: string): string {
  const format = currencyFormat(currency);
  return format ? format.format(cents / 100) : `${plainAmount().format(cents / 100)} ${currency}`.trim();
}

const currencySymbols = new Map<string, string>();

/**
 * The sign Intl writes for a currency in English: '€', 'R$', '¥', 'CA$', 'CHF'; the code itself otherwise.
 * Asked of Intl once per code: a page writes hundreds of amounts in a few currencies.
 */
export function currencySymbol(currency: string): string {
  let symbol = currencySymbols.get(currency);
  if (symbol === undefined) {
    const part = currencyFormat(currency)
      ?.formatToParts(0)
      .find(({ type }) => type === 'currency');
    symbol = part?.value ?? currency;
    currencySymbols.set(currency, symbol);
  }
  return symbol;
}

/**
 * An amount in a named currency, written as formatMoney writes the home one but with the currency's
 * sign: '€ 12.50', 'R$ 1,234.56', '-R$ 3.00'. The lists put an amount entered in the trip currency
 * beside its home value this way: '€ 12.50 · R$ 76.31'.
 */
export function formatMoneyIn(cents: number, currency: string): string {
  return formatMoney(cents).replace('$', currencySymbol(currency));
}

/**
 * How a language writes the decimal point and the thousands separator in an amount: '1,234.56' in
 * English, '1.234,56' in Brazilian Portuguese.
 */
export interface AmountSeparators {
  decimal: '.' | ',';
  group: ',' | '.';
}

export const EN_SEPARATORS: AmountSeparators = { decimal: '.', group: ',' };
export const PT_BR_SEPARATORS: AmountSeparators = { decimal: ',', group: '.' };

const escape = (character: string) => `\\${character}`;

/**
 * Digits, optionally grouped in threes by the group separator, then at most two decimals after the
 * decimal separator. A leading currency sign ('$', 'R$', 'US$') is allowed so that a formatted amount
 * reads back. No sign: negatives are refused.
 */
function moneyInputPattern({ decimal, group }: AmountSeparators): RegExp {
  return new RegExp(
    `^(?:[A-Z]{0,2}\\$\\s*)?(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d*)(?:${escape(decimal)}(\\d{0,2}))?$`,
  );
}

const moneyInputPatterns = new Map<string, RegExp>();

/**
 * The cents a money input means, written as the language writes amounts (English by default):
 * '1,234.56' → 123456, '1234.5' → 123450, '.5' → 50, '0' → 0; in Portuguese '1.234,56' → 123456.
 * null for anything else: text, a sign, a third decimal, misplaced separators, or more than MAX_MONEY_CENTS.
 */
export function parseMoneyInput(text: string, separators: AmountSeparators = EN_SEPARATORS): number | null {
  const key = separators.decimal;
  let pattern = moneyInputPatterns.get(key);
  if (!pattern) {
    pattern = moneyInputPattern(separators);
    moneyInputPatterns.set(key, pattern);
  }
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(separators.group, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  // Digit strings, not floats: '0.29' must give 29 cents, never 28.999….
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= MAX_MONEY_CENTS ? cents : null;
}
