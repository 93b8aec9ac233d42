import type { ItineraryDay } from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';
import { formatDayDate, formatShortDay } from './itinerary-times';

/** How a day is named: its date in the reader's language ('Monday, 8 March'), else 'Day 3'. */
export interface DayLabels {
  /** The day's heading, and its name wherever the page speaks of it. */
  name: string;
  /** The phone's strip: 'Mon 8', or '3'. */
  short: string;
}

export function dayLabels(day: ItineraryDay, index: number, language: string, t: Messages): DayLabels {
  const number = t.itinerary.day.number(index + 1);
  if (day.date === null) return { name: day.title || number, short: String(index + 1) };
  return { name: formatDayDate(day.date, language), short: formatShortDay(day.date, language) };
}
