import { firstDayOf, yearOptions, type CalendarDay, type CalendarMonth } from '@wayfarer/core';
import { formats, type Formats } from '@/i18n/formats';
import { currentLanguage } from '@/i18n/language';
import { dayParts } from '@/lib/calendar-day';

/*
 * The activities table's day/month and the month selector's words. An entrance's and a cost's date is
 * a day ('YYYY-MM-DD'), the value the native date input speaks, the same for every reader.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** '07/03': the activities table's day/month. */
export function dayMonth(day: CalendarDay): string {
  const { monthIndex, date } = dayParts(day);
  return `${pad(date)}/${pad(monthIndex + 1)}`;
}

/** 'March 2026' / 'março de 2026', in the language the app is drawn in unless told. */
export function monthLabel(month: CalendarMonth, format: Formats = formats(currentLanguage())): string {
  return format.date(firstDayOf(month), { month: 'long', year: 'numeric' });
}

/**
 * The year dropdown: 10 years back to 10 ahead of the current year, plus the selected year when Back
 * or Next went beyond them, so that the dropdown always shows the month on screen.
 */
export function selectorYears(currentYear: number, selectedYear: number): number[] {
  const years = yearOptions(currentYear);
  if (years.includes(selectedYear)) return years;
  return [...years, selectedYear].sort((a, b) => a - b);
}
