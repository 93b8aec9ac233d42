import { COUNTRY_NAMES } from './currency-table';

/** Lower case without accents or surrounding space, so that 'côte d’ivoire ' finds 'Côte d’Ivoire'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

let codesByName: Map<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code a country parameter means: a code in any case ('br', 'BR') or an English
 * country name ('Brazil'). Real clients send either (the original web client lower-cases its codes).
 * null when it is neither.
 */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return Object.hasOwn(COUNTRY_NAMES, upper) ? upper : null;
  codesByName ??= new Map(Object.entries(COUNTRY_NAMES).map(([code, name]) => [fold(name), code]));
  return codesByName.get(fold(trimmed)) ?? null;
}

/** English name of a country by its code; the code itself when it is unknown. */
export function countryName(countryCode: string): string {
  return Object.hasOwn(COUNTRY_NAMES, countryCode)
    ? (COUNTRY_NAMES[countryCode] ?? countryCode)
    : countryCode;
}
