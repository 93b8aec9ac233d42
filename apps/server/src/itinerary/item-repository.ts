import {
  endsBeforeStart,
  ITINERARY_MAX_ITEMS,
  TRANSPORT_FIELDS,
  type ItineraryItemKind,
  type ItineraryPlaceBody,
  type TransportMode,
  type ZonedTimeBody,
} from '@wayfarer/core';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nextVersion, Stale } from '../db/versions';
import { refusedField } from '../http/errors';
import { trips } from '../trip/trip-schema';
import { anchorMoved, dayNotFound, itemsFull } from './errors';
import {
  holdOrder,
  isCurrent,
  newRowOf,
  writeInItinerary,
  type ItineraryAccess,
  type ItineraryItemRow,
} from './itinerary-access';
import { itineraryDays, itineraryItems, type StoredPlace } from './itinerary-schema';
import { keyFor, type Placement } from './positions';
import { storedTime, zoneAt, type StoredTime } from './time-zones';

/** An item's own fields as a request sends them: in an edit, only those sent change. */
export interface ItemFields {
  kind?: ItineraryItemKind | undefined;
  title?: string | undefined;
  notes?: string | undefined;
  place?: ItineraryPlaceBody | null | undefined;
  start?: ZonedTimeBody | null | undefined;
  end?: ZonedTimeBody | null | undefined;
  mode?: TransportMode | undefined;
  from?: ItineraryPlaceBody | null | undefined;
  to?: ItineraryPlaceBody | null | undefined;
  carrier?: string | undefined;
  number?: string | undefined;
}

/** Where an item goes: a day (null for the ideas), next to an item of it or at its end. */
export interface Destination {
  dayId: string | null;
  placement: Placement;
}

/** A move as sent: a day, an item to go after or before, or both; its day is the anchor's when left out. */
export interface SentMove {
  dayId?: string | null | undefined;
  after?: string | undefined;
  before?: string | undefined;
}

const placementOf = ({ after, before }: SentMove): Placement => {
  if (after !== undefined) return { after };
  if (before !== undefined) return { before };
  return 'end';
};

const storedPlace = (place: ItineraryPlaceBody): StoredPlace => ({
  name: place.name,
  lat: place.lat,
  lon: place.lon,
  address: place.address ?? '',
  osmType: place.osmType ?? null,
  osmId: place.osmId ?? null,
});

/** A place sent, stored; undefined when not sent (it stays as it was). */
const sentPlace = (place: ItineraryPlaceBody | null | undefined) =>
  place === undefined ? undefined : place && storedPlace(place);

const samePlace = (a: StoredPlace | null, b: StoredPlace | null) => a?.lat === b?.lat && a?.lon === b?.lon;

const startColumns = (time: StoredTime | null) => ({
  startLocal: time?.local ?? null,
  startZone: time?.zone ?? null,
  startAt: time?.at ?? null,
  startZoneChosen: time?.zoneChosen ?? false,
});

const endColumns = (time: StoredTime | null) => ({
  endLocal: time?.local ?? null,
  endZone: time?.zone ?? null,
  endAt: time?.at ?? null,
  endZoneChosen: time?.zoneChosen ?? false,
});

/** A stored time of the row, as storedTime answers it; null when it has none. */
function timeOfRow(row: ItineraryItemRow, end: 'start' | 'end'): StoredTime | null {
  const [local, zone, at] =
    end === 'start' ? [row.startLocal, row.startZone, row.startAt] : [row.endLocal, row.endZone, row.endAt];
  if (local === null || zone === null || at === null) return null;
  return { local, zone, at, zoneChosen: end === 'start' ? row.startZoneChosen : row.endZoneChosen };
}

/**
 * The columns of an item's fields, from those sent over the row's (none for a new item): a transport's
 * fields only on a transport (400 naming one sent for another kind; changed to another kind, a
 * transport's are cleared); each time in the zone sent with it, else its place's, else the trip
 * destination's, looked up again when its place moves unless a person chose it; 400 naming the end when
 * it comes before the start, as instants.
 */
async function columnsOf(tx: Db, tripId: string, row: ItineraryItemRow | undefined, fields: ItemFields) {
  const kind = fields.kind ?? row?.kind ?? 'note';
  const transport = kind === 'transport';
  if (!transport) {
    const sent = TRANSPORT_FIELDS.find((field) => fields[field] !== undefined);
    if (sent) throw refusedField('transportOnly', sent);
  }
  const place = sentPlace(fields.place) ?? (fields.place === null ? null : (row?.place ?? null));
  const kept = (sent: StoredPlace | null | undefined, stored: StoredPlace | null | undefined) =>
    transport ? (sent === undefined ? (stored ?? null) : sent) : null;
  const fromPlace = kept(sentPlace(fields.from), row?.fromPlace);
  const toPlace = kept(sentPlace(fields.to), row?.toPlace);

  let destination: Promise<{ lat: number; lon: number }> | undefined;
  const zoneOf = async (at: StoredPlace | null) => {
    if (at) return zoneAt(at);
    destination ??= tx
      .select({ lat: trips.tripLat, lon: trips.tripLon })
      .from(trips)
      .where(eq(trips.id, tripId))
      .then(([trip]) => trip ?? { lat: 0, lon: 0 });
    return zoneAt(await destination);
  };
  const timeAt = async (end: 'start' | 'end', at: StoredPlace | null): Promise<StoredTime | null> => {
    const sent = fields[end];
    if (sent === null) return null;
    if (sent) return storedTime(sent, sent.zone ?? (await zoneOf(at)));
    const stored = row && timeOfRow(row, end);
    if (!stored || stored.zoneChosen) return stored ?? null;
    const before = end === 'start' ? (row.fromPlace ?? row.place) : (row.toPlace ?? row.place);
    return samePlace(before, at) ? stored : storedTime({ local: stored.local }, await zoneOf(at));
  };
  const start = await timeAt('start', (transport ? fromPlace : null) ?? place);
  const end = await timeAt('end', (transport ? toPlace : null) ?? place);
  if (start && end && endsBeforeStart(start, end)) throw refusedField('endBeforeStart', 'end');

  return {
    kind,
    ...(fields.title === undefined ? {} : { title: fields.title }),
    ...(fields.notes === undefined ? {} : { notes: fields.notes }),
    place,
    ...startColumns(start),
    ...endColumns(end),
    mode: transport ? (fields.mode ?? row?.mode ?? 'other') : null,
    fromPlace,
    toPlace,
    carrier: transport ? (fields.carrier ?? row?.carrier ?? '') : '',
    number: transport ? (fields.number ?? row?.number ?? '') : '',
  };
}

const ofDay = (dayId: string | null) =>
  dayId === null ? isNull(itineraryItems.dayId) : eq(itineraryItems.dayId, dayId);

/**
 * The key of an item (`itemId`, none for a new one) placed in a day of the trip, next to an item of
 * that day or at its end: 404 day_not_found when the trip has no such day, 409 anchor_moved when the
 * item named is not in it. Holds the day's order, and the day against its deletion, until the commit.
 */
async function keyIn(
  tx: Db,
  tripId: string,
  itemId: string | undefined,
  { dayId, placement }: Destination,
): Promise<string> {
  if (dayId !== null) {
    const [day] = await tx
      .select({ id: itineraryDays.id })
      .from(itineraryDays)
      .where(and(eq(itineraryDays.id, dayId), eq(itineraryDays.tripId, tripId)))
      .for('key share');
    if (!day) throw dayNotFound();
  }
  await holdOrder(tx, tripId, dayId, 'shared');
  const others = await tx
    .select({ id: itineraryItems.id, position: itineraryItems.position })
    .from(itineraryItems)
    .where(
      and(
        eq(itineraryItems.tripId, tripId),
        ofDay(dayId),
        itemId ? ne(itineraryItems.id, itemId) : undefined,
      ),
    )
    .orderBy(asc(itineraryItems.position));
  const keys = others.map(({ position }) => position);
  if (placement === 'end') return keyFor(keys, 'end');
  const anchorId = 'after' in placement ? placement.after : placement.before;
  const anchor = others.find(({ id }) => id === anchorId);
  if (!anchor) throw anchorMoved();
  return keyFor(keys, 'after' in placement ? { after: anchor.position } : { before: anchor.position });
}

/** Where a move sends the item: the day sent, or the anchor's (409 anchor_moved when it is not the trip's). */
async function destinationOf(tx: Db, tripId: string, move: SentMove): Promise<Destination> {
  const placement = placementOf(move);
  if (move.dayId !== undefined) return { dayId: move.dayId, placement };
  const anchorId = move.after ?? move.before;
  const [anchor] = anchorId
    ? await tx
        .select({ dayId: itineraryItems.dayId })
        .from(itineraryItems)
        .where(and(eq(itineraryItems.id, anchorId), eq(itineraryItems.tripId, tripId)))
    : [];
  if (!anchor) throw anchorMoved();
  return { dayId: anchor.dayId, placement };
}

const isMove = (move: SentMove) =>
  move.dayId !== undefined || move.after !== undefined || move.before !== undefined;

/** The item of the trip, locked against other writes until the transaction ends. */
async function lockedItem(tx: Db, tripId: string, id: string): Promise<ItineraryItemRow | undefined> {
  const [item] = await tx
    .select()
    .from(itineraryItems)
    .where(and(eq(itineraryItems.id, id), eq(itineraryItems.tripId, tripId)))
    .for('update');
  return item;
}

/** A trip's items: add one, change or move one, delete one. */
export function itemWrites(access: ItineraryAccess) {
  const { tripId, sessionId } = access;
  return {
    /** Adds the item (`fields` with its kind and title) where `destination` says. */
    createItem: (destination: Destination, fields: ItemFields) =>
      writeInItinerary(access, async (tx) => {
        // Additions of one trip take turns, so that two at once cannot both pass the count.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer itinerary items ${tripId}`}, 0))`,
        );
        const [held] = await tx
          .select({ items: count() })
          .from(itineraryItems)
          .where(eq(itineraryItems.tripId, tripId));
        if ((held?.items ?? 0) >= ITINERARY_MAX_ITEMS) throw itemsFull();
        const position = await keyIn(tx, tripId, undefined, destination);
        const columns = await columnsOf(tx, tripId, undefined, fields);
        const [item] = await tx
          .insert(itineraryItems)
          .values({
            ...newRowOf(access),
            ...columns,
            title: fields.title ?? '',
            dayId: destination.dayId,
            position,
          })
          .returning();
        if (!item) throw new Error('the item insert returned no row');
        return item;
      }),

    /**
     * Changes the fields sent and, for a move, the item's day and key alone; undefined when the trip
     * has no such item, Stale when someone else wrote it since `expected`.
     */
    updateItem: (id: string, move: SentMove, fields: ItemFields, expected: number | undefined) =>
      writeInItinerary(
        access,
        async (tx): Promise<ItineraryItemRow | Stale<ItineraryItemRow> | undefined> => {
          const item = await lockedItem(tx, tripId, id);
          if (!item) return undefined;
          if (!isCurrent(item, expected, sessionId)) return new Stale(item);
          const columns = await columnsOf(tx, tripId, item, fields);
          const destination = isMove(move) ? await destinationOf(tx, tripId, move) : undefined;
          const moved = destination && {
            dayId: destination.dayId,
            position: await keyIn(tx, tripId, id, destination),
          };
          const [updated] = await tx
            .update(itineraryItems)
            .set({ ...columns, ...moved, ...nextVersion(itineraryItems, sessionId) })
            .where(eq(itineraryItems.id, id))
            .returning();
          return updated;
        },
      ),

    /** Deletes the item: true, else as updateItem answers. */
    deleteItem: (id: string, expected: number | undefined) =>
      writeInItinerary(access, async (tx): Promise<true | Stale<ItineraryItemRow> | undefined> => {
        const item = await lockedItem(tx, tripId, id);
        if (!item) return undefined;
        if (!isCurrent(item, expected, sessionId)) return new Stale(item);
        await tx.delete(itineraryItems).where(eq(itineraryItems.id, id));
        return true;
      }),
  };
}
