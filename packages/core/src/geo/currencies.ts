import { z } from 'zod';
import { COUNTRY_CURRENCY, CURRENCY_NAMES } from './currency-table';

/** ISO 3166-1 alpha-2, upper case, as the city suggestions give it. */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'Expected a two-letter upper-case country code.' });

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
