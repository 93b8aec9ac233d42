import { yearOptions, type CalendarMonth } from '@wayfarer/core';
import { formats, type Formats } from '@/i18n/formats';
import { currentLanguage } from '@/i18n/language';

/*
 * The finance forms' date fields and the activities table's day/month. Dates travel as epoch ms; the
 * native date input speaks 'YYYY-MM-DD' in the user's local calendar, as the month selector does.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** '2026-03-07' for an instant on 7 March 2026, local time: the value a date input shows. */
export function toDateInput(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DATE_INPUT = /^(\d{4,6})-(\d{2})-(\d{2})$/;

/**
 * The instant a date input's day stands for, at the time of day of `timeOf` (so entries added the
 * same day keep the order they were added in). null for an empty, malformed or impossible day.
 */
export function fromDateInput(text: string, timeOf: number): number | null {
  const match = DATE_INPUT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const clock = new Date(timeOf);
  const date = new Date(
    year,
    month - 1,
    day,
    clock.getHours(),
    clock.getMinutes(),
    clock.getSeconds(),
    clock.getMilliseconds(),
  );
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.getTime();
}

/**
 * The date an entry is saved with: its old instant while its day is unchanged (an edit of the title
 * must not move it in the newest-first table), otherwise the chosen day at the current time of day.
 */
export function entryDate(text: string, previous: number | undefined, now: number): number | null {
  if (previous !== undefined && toDateInput(previous) === text) return previous;
  return fromDateInput(text, now);
}

/** '07/03': the activities table's day/month. */
export function dayMonth(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/** Whether a date input holds a real day. */
export const isDateInput = (text: string) => fromDateInput(text, 0) !== null;

/** 'March 2026' / 'março de 2026', in the language the app is drawn in unless told. */
export function monthLabel(
  { year, monthIndex }: CalendarMonth,
  format: Formats = formats(currentLanguage()),
): string {
  // The 1st of the month, read as that calendar day wherever the reader is.
  return format.date(`${pad(year, 4)}-${pad(monthIndex + 1)}-01`, { month: 'long', year: 'numeric' });
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
