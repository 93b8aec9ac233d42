import { formatPercentage, otherCurrencyOf, type OtherCurrencyFields } from '@wayfarer/core';
import type { Formats } from '@/i18n/formats';

/*
 * Amounts as the finances show them, in the language the app is drawn in: every home amount with the
 * home currency's own sign ('$ 1,234.56' for a dollar home in English, 'R$ 1.234,56' for a real home in
 * Portuguese). A trip with no home currency known yet shows dollars, as before there were two.
 */

/** The home currency an amount is written in: the trip's, or dollars while it has none. */
export const homeCurrencyOf = (homeCurrency: string) => homeCurrency || 'USD';

/** Home cents in the home currency: '$ 1,234.56', 'R$ 1.234,56'. */
export function homeMoney(format: Formats, cents: number, homeCurrency: string): string {
  return format.money(cents, homeCurrencyOf(homeCurrency));
}

/**
 * An item's amount as the lists show it: the home value, or, for an item entered in another currency,
 * that amount first and the home value beside it ('€ 12.50 · R$ 76.31').
 */
export function itemAmountText(
  format: Formats,
  item: OtherCurrencyFields & { value: number },
  homeCurrency: string,
): string {
  const home = homeMoney(format, item.value, homeCurrency);
  const other = otherCurrencyOf(item);
  return other ? `${format.money(other.originalValue, other.originalCurrency)} · ${home}` : home;
}

/** '33.33%' in English, as the spec writes it; '33,33%' in Portuguese. */
export function percentText(format: Formats, percentage: number): string {
  return format.language === 'en' ? formatPercentage(percentage) : `${format.decimal(percentage, 2)}%`;
}

/** A rate's canonical text ('6.2134') with the language's decimal separator ('6,2134'). */
export function rateShown(format: Formats, rate: string): string {
  return format.separators.decimal === '.' ? rate : rate.replace('.', format.separators.decimal);
}

/** A rate's day ('2026-03-07'): as it is in English, as the language writes a short date otherwise. */
export function rateDayText(format: Formats, day: string): string {
  return format.language === 'en' ? day : format.date(day, { dateStyle: 'short' });
}
