import { COUNTRY_CURRENCY, CURRENCY_NAMES } from './currency-table';

/** The currency in everyday use in a country, or '' when it has none or the code is unknown. */
export function currencyOfCountry(countryCode: string): string {
  return Object.hasOwn(COUNTRY_CURRENCY, countryCode) ? (COUNTRY_CURRENCY[countryCode] ?? '') : '';
}

/** English name of a currency ('Brazilian Real'); the code itself when the table does not know it. */
export function currencyName(currencyCode: string): string {
  return Object.hasOwn(CURRENCY_NAMES, currencyCode)
    ? (CURRENCY_NAMES[currencyCode] ?? currencyCode)
    : currencyCode;
}

let isoCurrencies: Set<string> | undefined;

/**
 * Whether a code is an ISO 4217 currency: one some country uses, or one the runtime's ICU data knows
 * (which adds the few in use nowhere as a country's first currency).
 */
export function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set([
    ...Object.keys(CURRENCY_NAMES),
    ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []),
  ]);
  return isoCurrencies.has(code);
}
