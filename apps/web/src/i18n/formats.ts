import {
  EN_SEPARATORS,
  formatMoneyIn,
  noonUtcOf,
  parseMoneyInput,
  PT_BR_SEPARATORS,
  type AmountSeparators,
  type Language,
} from '@wayfarer/core';
import { useLanguage } from './language';

/** Numbers, amounts and dates as one language writes them. */
export interface Formats {
  language: Language;
  separators: AmountSeparators;
  /** An amount in its own currency: '$ 1,234.56', 'R$ 1,234.56' in English; 'R$ 1.234,56' in Portuguese. */
  money(cents: number, currency: string): string;
  /** What a money input shows for an amount: '1,234.56' / '1.234,56'. */
  moneyInput(cents: number): string;
  /** The cents a money input's text means as the language writes amounts; null when it is not one. */
  parseMoney(text: string): number | null;
  /** A number with a fixed count of decimals (2 by default): '1,234.50' / '1.234,50'. */
  decimal(value: number, digits?: number): string;
  /** A date, or a 'YYYY-MM-DD' day read as that calendar day, written by Intl's options. */
  date(value: Date | string, options: Intl.DateTimeFormatOptions): string;
  /** The name of a month, 0 for January: 'March' / 'março' ('short': 'Mar' / 'mar.'). */
  monthName(month: number, width?: 'long' | 'short'): string;
  /**
   * A country by its ISO code as the language names it ('Brazil' / 'Brasil'); the stored name (the city
   * atlas's, in English) when Intl has none for the code.
   */
  country(code: string, stored: string): string;
  /** The day a week starts on in the language's calendars, 0 for Sunday to 6 for Saturday (as weekdayOf). */
  firstDayOfWeek: number;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

const decimalsOf = (language: Language, digits: number) =>
  cached(
    `n:${language}:${digits}`,
    () => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );

/** A 'YYYY-MM-DD' day as noon UTC of that day, written in UTC: the same calendar day in every zone. */
function dateOf(value: Date | string): { date: Date; timeZone?: string } {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { date: new Date(noonUtcOf(value)), timeZone: 'UTC' };
  }
  return { date: typeof value === 'string' ? new Date(value) : value };
}

/** Intl.Locale's week info: a method in Chromium, a getter in Safari and Firefox, absent in older ones. */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** Each language's first day of the week (1 Monday to 7 Sunday, as Intl has it), for a browser without week info. */
const FIRST_DAY_OF_WEEK: Record<Language, number> = { en: 7, 'pt-BR': 7 };

/** The locale's first day of the week, 0 for Sunday to 6 for Saturday. */
export function firstDayOfWeekIn(
  language: Language,
  locale: WeekInfoLocale = new Intl.Locale(language) as Intl.Locale & WeekInfoLocale,
): number {
  let firstDay = FIRST_DAY_OF_WEEK[language];
  try {
    firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? firstDay;
  } catch {
    // Week info that cannot be read: the table's day.
  }
  return firstDay % 7;
}

const regionNames = new Map<Language, Intl.DisplayNames | null>();

function countryOf(language: Language, code: string, stored: string): string {
  if (!regionNames.has(language)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames(language, { type: 'region', fallback: 'none' });
    } catch {
      // A browser without Intl.DisplayNames: the stored names, then.
      names = null;
    }
    regionNames.set(language, names);
  }
  try {
    return regionNames.get(language)?.of(code.toUpperCase()) ?? stored;
  } catch {
    // Not a region code Intl takes (a row stored by hand).
    return stored;
  }
}

function moneyOf(language: Language, cents: number, currency: string): string {
  // English keeps the spec's layout, the sign then a space ('$ 1,234.56'), with the currency's own sign.
  if (language === 'en') return formatMoneyIn(cents, currency);
  const rounded = Number.isFinite(cents) ? Math.round(cents) : 0;
  try {
    return cached(
      `m:${language}:${currency}`,
      () =>
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
    ).format(rounded / 100);
  } catch {
    return `${decimalsOf(language, 2).format(rounded / 100)} ${currency}`;
  }
}

export function formatsFor(language: Language): Formats {
  const separators = language === 'pt-BR' ? PT_BR_SEPARATORS : EN_SEPARATORS;
  return {
    language,
    separators,
    money: (cents, currency) => moneyOf(language, cents, currency),
    moneyInput: (cents) => decimalsOf(language, 2).format(Math.round(cents) / 100),
    parseMoney: (text) => parseMoneyInput(text, separators),
    decimal: (value, digits = 2) => decimalsOf(language, digits).format(Number.isFinite(value) ? value : 0),
    date(value, options) {
      const { date, timeZone } = dateOf(value);
      const all = { timeZone, ...options };
      return cached(
        `d:${language}:${JSON.stringify(all)}`,
        () => new Intl.DateTimeFormat(language, all),
      ).format(date);
    },
    monthName(month, width = 'long') {
      return cached(
        `mo:${language}:${width}`,
        () => new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }),
      ).format(new Date(Date.UTC(2000, month, 15)));
    },
    country: (code, stored) => countryOf(language, code, stored),
    firstDayOfWeek: firstDayOfWeekIn(language),
  };
}

const byLanguage = new Map<Language, Formats>();

/** The formats of a language, made once. */
export function formats(language: Language): Formats {
  let made = byLanguage.get(language);
  if (!made) {
    made = formatsFor(language);
    byLanguage.set(language, made);
  }
  return made;
}

/** The formats of the language the app is drawn in: the component draws again when it changes. */
export function useFormats(): Formats {
  return formats(useLanguage());
}
