import { currencyName, formatAmount, type Language } from '@wayfarer/core';
import type { Formats } from '@/i18n/formats';

/*
 * Amounts and currency names on the exchange page, in the language the app is drawn in. English keeps
 * the spec's layouts: the simulation's amounts as Intl writes them ('€139.20'), the finances' with the
 * sign apart ('€ 139.20'); Portuguese writes both as Intl does ('€ 139,20', 'R$ 1.000,00').
 */

/** What a service or the market rate gives, in the currency received. */
export function simulatedAmount(format: Formats, cents: number, currency: string): string {
  return format.language === 'en' ? formatAmount(cents, currency) : format.money(cents, currency);
}

const names = new Map<Language, Intl.DisplayNames | null>();

/** A currency's name: the table's in English ('Brazilian Real'), Intl's otherwise ('real brasileiro'). */
export function currencyNameIn(language: Language, code: string): string {
  if (language === 'en') return currencyName(code);
  if (!names.has(language)) {
    let display: Intl.DisplayNames | null;
    try {
      display = new Intl.DisplayNames(language, { type: 'currency' });
    } catch {
      display = null;
    }
    names.set(language, display);
  }
  try {
    return names.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A rate's canonical text ('6.2134') with the language's decimal separator ('6,2134'). */
export function rateShown(format: Formats, rate: string): string {
  return format.separators.decimal === '.' ? rate : rate.replace('.', format.separators.decimal);
}
