import type { CalendarDay, Language } from '@wayfarer/core';
import { formats } from '@/i18n/formats';
import { currentLanguage } from '@/i18n/language';
import { dayParts } from '@/lib/calendar-day';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A day as the ticket writes it, day / short month / year as spec section 2 asks: '05 Dec 2027', the
 * same day for every reader. In English it is built from parts because Intl's short months vary by
 * locale and ICU version ('Sept'); other languages write it as Intl does ('05 de dez. de 2027').
 */
export function ticketDate(day: CalendarDay, language: Language = currentLanguage()): string {
  if (language !== 'en') {
    return formats(language).date(day, { day: '2-digit', month: 'short', year: 'numeric' });
  }
  const { year, monthIndex, date } = dayParts(day);
  return `${pad(date)} ${MONTHS[monthIndex]} ${year}`;
}
