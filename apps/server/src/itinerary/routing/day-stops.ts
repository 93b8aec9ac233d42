import { dayOfWallTime, type CalendarDay } from '@wayfarer/core';
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ItineraryItemRow } from '../itinerary-access';
import { itineraryDays, itineraryItems } from '../itinerary-schema';
import type { Stop } from './day-route';

type StopItem = Pick<ItineraryItemRow, 'id' | 'kind' | 'place' | 'mode' | 'fromPlace' | 'toPlace'>;

/**
 * A day's items as dayRoute's stops, in the day's order: a place or a stay at its place, a transport
 * with both ends placed as its two ends (one without both has no way of its own to draw), notes and
 * unplaced items not at all. `overnight` is the stay a dated day wakes up in, checked in on an earlier
 * day: it comes first, so that the day starts there (and ends there when the day has no stay of its own).
 */
export function stopsOf(items: readonly StopItem[], overnight?: StopItem): Stop[] {
  const ordered = overnight ? [overnight, ...items] : items;
  return ordered.flatMap((item): Stop[] => {
    if (item.kind === 'transport') {
      const { fromPlace: from, toPlace: to, mode } = item;
      if (!from || !to) return [];
      const end = { itemId: item.id, kind: 'transport' as const, ...(mode && { mode }) };
      return [
        { ...end, lat: from.lat, lon: from.lon },
        { ...end, lat: to.lat, lon: to.lon },
      ];
    }
    if ((item.kind !== 'place' && item.kind !== 'stay') || !item.place) return [];
    return [{ itemId: item.id, kind: item.kind, lat: item.place.lat, lon: item.place.lon }];
  });
}

const stopColumns = {
  id: itineraryItems.id,
  kind: itineraryItems.kind,
  place: itineraryItems.place,
  mode: itineraryItems.mode,
  fromPlace: itineraryItems.fromPlace,
  toPlace: itineraryItems.toPlace,
};

/**
 * The stay a day wakes up in: of the placed stays on earlier dated days whose end falls on this day or
 * later, the one checked in last (the night before's lodging, also on the morning it is left).
 */
async function overnightStay(db: Db, tripId: string, date: CalendarDay): Promise<StopItem | undefined> {
  const stays = await db
    .select({ ...stopColumns, checkIn: itineraryDays.date, endLocal: itineraryItems.endLocal })
    .from(itineraryItems)
    .innerJoin(itineraryDays, eq(itineraryDays.id, itineraryItems.dayId))
    .where(
      and(
        eq(itineraryItems.tripId, tripId),
        eq(itineraryItems.kind, 'stay'),
        isNotNull(itineraryItems.place),
        isNotNull(itineraryItems.endLocal),
        lt(itineraryDays.date, date),
      ),
    )
    .orderBy(asc(itineraryDays.date), asc(itineraryItems.position));
  return stays.filter(({ endLocal }) => endLocal !== null && dayOfWallTime(endLocal) >= date).at(-1);
}

/** The stops of one day of the trip, in its order; undefined when the trip has no such day. */
export async function dayStopsOf(db: Db, tripId: string, dayId: string): Promise<Stop[] | undefined> {
  const [day] = await db
    .select({ date: itineraryDays.date })
    .from(itineraryDays)
    .where(and(eq(itineraryDays.id, dayId), eq(itineraryDays.tripId, tripId)));
  if (!day) return undefined;
  const [items, overnight] = await Promise.all([
    db
      .select(stopColumns)
      .from(itineraryItems)
      .where(and(eq(itineraryItems.tripId, tripId), eq(itineraryItems.dayId, dayId)))
      .orderBy(asc(itineraryItems.position)),
    day.date === null ? undefined : overnightStay(db, tripId, day.date),
  ]);
  return stopsOf(items, overnight);
}
