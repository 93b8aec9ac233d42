import { tripDates } from '@wayfarer/core';
import { and, asc, eq, inArray, isNotNull, lt, gt, or, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { trips } from '../trip/trip-schema';
import type { ItineraryDayRow, ItineraryItemRow } from './itinerary-access';
import { itineraries, itineraryDays, itineraryItems } from './itinerary-schema';

/** A trip's days and items as stored, in order, with the names of who added them. */
export interface ItineraryRows {
  days: ItineraryDayRow[];
  /** Of every day and the ideas, each order by its keys. */
  items: ItineraryItemRow[];
  authors: ReadonlyMap<string, string>;
}

/**
 * Makes the trip's days for its dates, when the dates moved since they were last made (or never were):
 * a day for every date from the trip's day to its return day that has none, and a day whose date now
 * falls outside them keeps its items and loses its date, to be dated again or deleted by a person. The
 * days someone deleted within dates that did not move stay deleted. Answers false when the trip is gone.
 */
export async function makeDaysForDates(db: Db, tripId: string): Promise<boolean> {
  const [trip] = await db
    .select({
      whenDay: trips.whenDay,
      returnDay: trips.returnDay,
      firstDay: itineraries.firstDay,
      lastDay: itineraries.lastDay,
    })
    .from(trips)
    .leftJoin(itineraries, eq(itineraries.tripId, trips.id))
    .where(eq(trips.id, tripId));
  if (!trip) return false;
  const dates = tripDates(trip.whenDay, trip.returnDay);
  const [firstDay, lastDay] = [dates[0] ?? trip.whenDay, dates.at(-1) ?? trip.whenDay];
  if (trip.firstDay === firstDay && trip.lastDay === lastDay) return true;
  await db.transaction(async (tx) => {
    // Readers of one trip at once make its days once: the second finds them made.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer itinerary days ${tripId}`}, 0))`,
    );
    const [made] = await tx.select().from(itineraries).where(eq(itineraries.tripId, tripId));
    if (made?.firstDay === firstDay && made.lastDay === lastDay) return;
    await tx
      .update(itineraryDays)
      .set({ date: null, version: sql`${itineraryDays.version} + 1`, writtenIn: null })
      .where(
        and(
          eq(itineraryDays.tripId, tripId),
          isNotNull(itineraryDays.date),
          or(lt(itineraryDays.date, firstDay), gt(itineraryDays.date, lastDay)),
        ),
      );
    await tx
      .insert(itineraryDays)
      .values(dates.map((date) => ({ tripId, date })))
      .onConflictDoNothing({ target: [itineraryDays.tripId, itineraryDays.date] });
    await tx
      .insert(itineraries)
      .values({ tripId, firstDay, lastDay })
      .onConflictDoUpdate({ target: itineraries.tripId, set: { firstDay, lastDay } });
  });
  return true;
}

/** The names of whoever added these rows. */
export async function authorsOf(
  db: Db,
  rows: readonly { createdBy: string | null }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap(({ createdBy }) => (createdBy ? [createdBy] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(found.map(({ id, name }) => [id, name]));
}

/** The days of a trip, dated by date, then the undated in the order they were added. */
const readDays = (db: Db, tripId: string) =>
  db
    .select()
    .from(itineraryDays)
    .where(eq(itineraryDays.tripId, tripId))
    .orderBy(sql`${itineraryDays.date} asc nulls last`, asc(itineraryDays.createdAt), asc(itineraryDays.id));

/** The items of a trip, each order by its keys. */
const readItems = (db: Db, tripId: string) =>
  db
    .select()
    .from(itineraryItems)
    .where(eq(itineraryItems.tripId, tripId))
    .orderBy(asc(itineraryItems.position));

/** The trip's itinerary as stored, without making any day (what the account's export reads). */
export async function storedItinerary(db: Db, tripId: string): Promise<ItineraryRows> {
  const [days, items] = await Promise.all([readDays(db, tripId), readItems(db, tripId)]);
  return { days, items, authors: await authorsOf(db, [...days, ...items]) };
}

/**
 * The trip's itinerary as stored, its days made for its dates first (makeDaysForDates); undefined when
 * the trip is gone.
 */
export async function itineraryOf(db: Db, tripId: string): Promise<ItineraryRows | undefined> {
  if (!(await makeDaysForDates(db, tripId))) return undefined;
  return storedItinerary(db, tripId);
}
