import {
  abilitiesOn,
  type CreatedBy,
  type Itinerary,
  type ItineraryDay,
  type ItineraryItem,
  type ItemReader,
  type SharedItinerary,
  type SharedItineraryItem,
} from '@wayfarer/core';
import type { ItineraryDayRow, ItineraryItemRow } from './itinerary-access';
import type { ItineraryRows } from './itinerary-repository';
import type { SharedTrip } from './share-repository';

/*
 * Rows as the contract shows them: times as wall time and zone (their instants stay in the database, for
 * sorting and checks), who added each, and what the reader may do with it.
 */

type Authors = ReadonlyMap<string, string>;

function authorOf({ createdBy }: { createdBy: string | null }, authors: Authors): CreatedBy {
  return createdBy === null ? null : { id: createdBy, name: authors.get(createdBy) ?? '' };
}

const timeOf = (local: string | null, zone: string | null) =>
  local === null || zone === null ? null : { local, zone };

export function presentItem(row: ItineraryItemRow, reader: ItemReader, authors: Authors): ItineraryItem {
  return {
    id: row.id,
    dayId: row.dayId,
    position: row.position,
    kind: row.kind,
    title: row.title,
    notes: row.notes,
    place: row.place,
    start: timeOf(row.startLocal, row.startZone),
    end: timeOf(row.endLocal, row.endZone),
    mode: row.mode,
    from: row.fromPlace,
    to: row.toPlace,
    carrier: row.carrier,
    number: row.number,
    version: row.version,
    createdBy: authorOf(row, authors),
    can: abilitiesOn(reader, 'itineraryItem', row),
  };
}

export function presentDay(
  row: ItineraryDayRow,
  items: readonly ItineraryItemRow[],
  reader: ItemReader,
  authors: Authors,
): ItineraryDay {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    notes: row.notes,
    version: row.version,
    createdBy: authorOf(row, authors),
    can: abilitiesOn(reader, 'day', row),
    items: items.map((item) => presentItem(item, reader, authors)),
  };
}

/** The items of each day (null: the ideas), each list in its order. */
function itemsByDay(items: readonly ItineraryItemRow[]): Map<string | null, ItineraryItemRow[]> {
  const byDay = new Map<string | null, ItineraryItemRow[]>();
  for (const item of items) {
    const ofDay = byDay.get(item.dayId);
    if (ofDay) ofDay.push(item);
    else byDay.set(item.dayId, [item]);
  }
  return byDay;
}

/** The itinerary: its days in order, each with its items in order, and the ideas in theirs. */
export function presentItinerary(
  tripId: string,
  { days, items, authors }: ItineraryRows,
  reader: ItemReader,
): Itinerary {
  const byDay = itemsByDay(items);
  return {
    tripId,
    days: days.map((day) => presentDay(day, byDay.get(day.id) ?? [], reader, authors)),
    ideas: (byDay.get(null) ?? []).map((item) => presentItem(item, reader, authors)),
  };
}

const presentSharedItem = (row: ItineraryItemRow): SharedItineraryItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  notes: row.notes,
  place: row.place,
  start: timeOf(row.startLocal, row.startZone),
  end: timeOf(row.endLocal, row.endZone),
  mode: row.mode,
  from: row.fromPlace,
  to: row.toPlace,
  carrier: row.carrier,
  number: row.number,
});

/**
 * What a shared link shows: the destination and dates, the days in order with their items; nothing of
 * who added what, what anyone may do, the ideas, or anything else of the trip.
 */
export function presentSharedItinerary({ trip, rows }: SharedTrip): SharedItinerary {
  const byDay = itemsByDay(rows.items);
  return {
    destination: {
      city: trip.tripCity,
      state: trip.tripState,
      country: trip.tripCountry,
      countrySlug: trip.tripCountrySlug,
    },
    whenDay: trip.whenDay,
    returnDate: trip.returnDay,
    days: rows.days.map((day) => ({
      id: day.id,
      date: day.date,
      title: day.title,
      notes: day.notes,
      items: (byDay.get(day.id) ?? []).map(presentSharedItem),
    })),
  };
}
