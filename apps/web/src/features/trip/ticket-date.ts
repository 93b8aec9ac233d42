import type { Language } from '@wayfarer/core';
import { formats } from '@/i18n/formats';
import { currentLanguage } from '@/i18n/language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The ticket's date, day / short month / year as spec section 2 asks: '05 Dec 2027', on the reader's
 * calendar day. In English it is built from parts because Intl's short months vary by locale and ICU
 * version ('Sept'); other languages write it as Intl does ('05 de dez. de 2027').
 */
export function ticketDate(ms: number, language: Language = currentLanguage()): string {
  const date = new Date(ms);
  if (language !== 'en') {
    return formats(language).date(date, { day: '2-digit', month: 'short', year: 'numeric' });
  }
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
