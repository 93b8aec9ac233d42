import { TZDate } from '@date-fns/tz/date';
import { addDays, daysBetween, type CalendarDay } from '../calendar/calendar-day';
import { FIRST_DATE_YEAR, LAST_DATE_YEAR } from '../calendar/date-range';

/*
 * The trip day by day: days (a date, or none) holding items in one order, and ideas (items of no day yet).
 * An item's times are wall times in their own zone, `{ local: 'YYYY-MM-DDTHH:mm', zone }`, never turned
 * into a day or a time through the zone a process or a browser happens to run in.
 */

/** What an item is: a stop, a night's stay, a way from one place to another, or words alone. */
export const ITINERARY_ITEM_KINDS = ['place', 'stay', 'transport', 'note'] as const;
export type ItineraryItemKind = (typeof ITINERARY_ITEM_KINDS)[number];

/** How a transport goes. */
export const TRANSPORT_MODES = ['flight', 'train', 'bus', 'ferry', 'car', 'walk', 'bike', 'other'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The OpenStreetMap element a place was found as, with its id: the same place found twice is one. */
export const OSM_TYPES = ['node', 'way', 'relation'] as const;
export type OsmType = (typeof OSM_TYPES)[number];

/** The fields only a transport has; on any other kind the server refuses them. */
export const TRANSPORT_FIELDS = ['mode', 'from', 'to', 'carrier', 'number'] as const;

export const ITINERARY_TITLE_MAX_LENGTH = 200;
export const ITINERARY_NOTES_MAX_LENGTH = 5000;
export const ITINERARY_PLACE_NAME_MAX_LENGTH = 200;
export const ITINERARY_ADDRESS_MAX_LENGTH = 500;
/** A carrier's name or a flight's, train's or booking's number. */
export const ITINERARY_CODE_MAX_LENGTH = 100;

/*
 * What one trip's itinerary may hold: a year of days and more than any trip plans, few enough that one
 * answer stays small and quick. docs/itinerary.md lists them; past one, the server answers 409.
 */
/** The days from the trip's day to its return day: a trip of at most a year, its return day included. */
export const ITINERARY_MAX_DATED_SPAN = 366;
/** Days of one itinerary, the trip's dates' and those added. */
export const ITINERARY_MAX_DAYS = 400;
/** Items of one itinerary, its days' and its ideas. */
export const ITINERARY_MAX_ITEMS = 2000;

/** 'YYYY-MM-DDTHH:mm': a time as a clock on the wall shows it, in no zone yet. */
export type WallTime = string;

/** A time of an item: its wall time and the IANA zone of the place it happens in. */
export interface ZonedTime {
  local: WallTime;
  zone: string;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** The parts of a wall time, or none for text that is not one. */
function partsOf(local: string): [number, number, number, number, number] | undefined {
  const match = WALL_TIME.exec(local);
  if (!match) return undefined;
  return match.slice(1).map(Number) as [number, number, number, number, number];
}

/** True for 'YYYY-MM-DDTHH:mm' of a real day of 1970–9999. */
export function isWallTime(text: string): boolean {
  const parts = partsOf(text);
  if (!parts) return false;
  const [year, month, day] = parts;
  if (year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant, in epoch ms, a wall time names in its zone. A time that a daylight-saving change skips
 * that day comes an hour later, as clocks read it; a time that happens twice is its first.
 */
export function instantOf({ local, zone }: ZonedTime): number {
  const parts = partsOf(local);
  if (!parts) throw new Error(`not a wall time: ${local}`);
  const [year, month, day, hours, minutes] = parts;
  return +new TZDate(year, month - 1, day, hours, minutes, zone);
}

/** The day a wall time is on, as its own clock reads it. */
export const dayOfWallTime = (local: WallTime): CalendarDay => local.slice(0, 10);

/**
 * Whether an end comes before its start, as instants: a flight from Singapore that lands in San
 * Francisco "before" it leaves, in wall time, lands after it in fact, and is fine.
 */
export const endsBeforeStart = (start: ZonedTime, end: ZonedTime): boolean =>
  instantOf(end) < instantOf(start);

/**
 * The dates a trip's days are made for: from its day to its return day, or its day alone while it has
 * none (an open-ended trip), at most ITINERARY_MAX_DATED_SPAN.
 */
export function tripDates(whenDay: CalendarDay, returnDay: CalendarDay | null): CalendarDay[] {
  const span = returnDay === null ? 1 : daysBetween(whenDay, returnDay) + 1;
  const count = Math.max(1, Math.min(span, ITINERARY_MAX_DATED_SPAN));
  return Array.from({ length: count }, (_, index) => addDays(whenDay, index));
}

/** Whether a return day fits a trip that starts on `whenDay`: that day or later, within the span. */
export function isReturnDayOf(whenDay: CalendarDay, returnDay: CalendarDay): boolean {
  const span = daysBetween(whenDay, returnDay) + 1;
  return span >= 1 && span <= ITINERARY_MAX_DATED_SPAN;
}
