import { z } from 'zod';
import { COUNTRY_CURRENCY, CURRENCY_NAMES } from './currency-table';

/**
 * ISO 3166-1 alpha-2, in any case, stored upper case as the city suggestions give it (the seed's original
 * web client sends its city search's lower-case codes).
 */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { message: 'Expected a two-letter country code.' })
  .toUpperCase();

/** ISO 4217, or empty for the few places (Antarctica) that have no currency. */
export const currencyCodeSchema = z
  .string()
  .regex(/^([A-Z]{3})?$/, { message: 'Expected a three-letter upper-case currency code.' });

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

/** A query parameter naming a currency, in any case; parsed to the upper-case ISO 4217 code. */
export const currencyParamSchema = z
  .string({ message: 'Give a three-letter ISO 4217 currency code, such as EUR.' })
  .max(10, { message: 'Give a three-letter ISO 4217 currency code, such as EUR.' })
  .transform((text, context) => {
    const code = text.trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(code) && isIsoCurrency(code)) return code;
    context.addIssue({
      code: 'custom',
      message: code
        ? `'${text.trim()}' is not an ISO 4217 currency code, such as EUR.`
        : 'Give a three-letter ISO 4217 currency code, such as EUR.',
    });
    return z.NEVER;
  });
