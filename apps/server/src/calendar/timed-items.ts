import { TZDate } from '@date-fns/tz';
import type { Db } from '../db/client';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { itineraryDays, itineraryItems } from '../itinerary/itinerary-schema';
import { tripMembers, trips } from '../trip/trip-schema';

/*
 * The itinerary's timed items of the trips a person belongs to: each on a dated day, with a start in its
 * own zone (a flight's departure in Singapore's, its landing in San Francisco's). An item on a day of no
 * date, or an idea, is in no calendar.
 */

export interface TimedItem {
  id: string;
  title: string;
  tripCity: string;
  start: { at: Date; zone: string };
  end: { at: Date; zone: string } | null;
}

/** The timed items of every trip the user is a member of, by their start. */
export async function timedItemsOf(db: Db, userId: string): Promise<TimedItem[]> {
  const rows = await db
    .select({
      id: itineraryItems.id,
      title: itineraryItems.title,
      tripCity: trips.tripCity,
      startAt: itineraryItems.startAt,
      startZone: itineraryItems.startZone,
      endAt: itineraryItems.endAt,
      endZone: itineraryItems.endZone,
    })
    .from(itineraryItems)
    .innerJoin(itineraryDays, eq(itineraryDays.id, itineraryItems.dayId))
    .innerJoin(
      tripMembers,
      and(eq(tripMembers.tripId, itineraryItems.tripId), eq(tripMembers.userId, userId)),
    )
    .innerJoin(trips, eq(trips.id, itineraryItems.tripId))
    .where(and(isNotNull(itineraryDays.date), isNotNull(itineraryItems.startAt)))
    .orderBy(asc(itineraryItems.startAt), asc(itineraryItems.id));
  return rows.flatMap(({ id, title, tripCity, startAt, startZone, endAt, endZone }) =>
    startAt && startZone
      ? [
          {
            id,
            title,
            tripCity,
            start: { at: startAt, zone: startZone },
            end: endAt && endZone ? { at: endAt, zone: endZone } : null,
          },
        ]
      : [],
  );
}

/** An instant as its zone's clocks read it, for a date-time written with that zone's TZID. */
export const inItsZone = ({ at, zone }: { at: Date; zone: string }) => new TZDate(at.getTime(), zone);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** '+0900', '-0330': a UTC offset as iCalendar writes it, from minutes east of UTC. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

/** Minutes east of UTC the zone's clocks are at this instant. */
const offsetAt = (zone: string, ms: number) => -new TZDate(ms, zone).getTimezoneOffset();

/** 'YYYYMMDDTHHmmss' of an instant in a fixed offset: a local time as VTIMEZONE's DTSTART writes it. */
function localText(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** The first minute at which the zone's offset is no longer `before`, between two instants an hour or more apart. */
function changeBetween(zone: string, from: number, to: number, before: number): number {
  let [low, high] = [from, to];
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (offsetAt(zone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The VTIMEZONE of an IANA zone over the years of the events that use it (RFC 5545 §3.6.5): one
 * observance for the offset in force at the start of the range, then one per change of offset found
 * within it, each with its own DTSTART (no rule to extrapolate), DAYLIGHT where the offset is above the
 * range's lowest. Drawn from the zone data Node carries, so it agrees with the times the server stored.
 */
export function vtimezoneOf(zone: string, fromYear: number, toYear: number): string {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const changes: { at: number; before: number; after: number }[] = [];
  let offset = offsetAt(zone, from);
  for (let day = from + DAY_MS; day <= to; day += DAY_MS) {
    const next = offsetAt(zone, day);
    if (next === offset) continue;
    changes.push({ at: changeBetween(zone, day - DAY_MS, day, offset), before: offset, after: next });
    offset = next;
  }
  const first = offsetAt(zone, from);
  const lowest = Math.min(first, ...changes.map(({ after }) => after));
  const observance = (at: number, before: number, after: number) => {
    const kind = after > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localText(at, before)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(from, first, first),
    ...changes.flatMap(({ at, before, after }) => observance(at, before, after)),
    'END:VTIMEZONE',
  ].join('\r\n');
}
