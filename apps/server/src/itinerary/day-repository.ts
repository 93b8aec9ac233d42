import { ITINERARY_MAX_DAYS } from '@wayfarer/core';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Stale } from '../db/versions';
import { brokenConstraint } from '../http/errors';
import { dateTaken, daysFull } from './errors';
import {
  holdOrder,
  isCurrent,
  newRowOf,
  writeInItinerary,
  type ItineraryAccess,
  type ItineraryDayRow,
  type ItineraryItemRow,
} from './itinerary-access';
import { makeDaysForDates } from './itinerary-repository';
import { itineraryDays, itineraryItems } from './itinerary-schema';
import { byKey, freshKeys, keysAtEnd } from './positions';

interface DayContent {
  date?: string | null | undefined;
  title?: string | undefined;
  notes?: string | undefined;
}

/** A day as a write left it, with its items in order. */
export interface WrittenDay {
  day: ItineraryDayRow;
  items: ItineraryItemRow[];
}

/** A write of a day's date that another day of the trip holds: 409 date_taken, else the error as it was. */
async function dateChecked<Written>(write: PromiseLike<Written>): Promise<Written> {
  try {
    return await write;
  } catch (error) {
    if (brokenConstraint(error) === 'itinerary_days_trip_date_unique') throw dateTaken();
    throw error;
  }
}

/** The day, locked against other writes until the transaction ends; undefined when the trip has none of this id. */
async function lockedDay(tx: Db, tripId: string, dayId: string): Promise<ItineraryDayRow | undefined> {
  const [day] = await tx
    .select()
    .from(itineraryDays)
    .where(and(eq(itineraryDays.id, dayId), eq(itineraryDays.tripId, tripId)))
    .for('update');
  return day;
}

const itemsOfDay = (tx: Db, tripId: string, dayId: string | null) =>
  tx
    .select()
    .from(itineraryItems)
    .where(
      and(
        eq(itineraryItems.tripId, tripId),
        dayId === null ? isNull(itineraryItems.dayId) : eq(itineraryItems.dayId, dayId),
      ),
    )
    .orderBy(asc(itineraryItems.position));

/**
 * Rewrites the keys of some items in one statement (the unique key is checked at its end, so keys may
 * trade places), to the ideas when `toIdeas`. A person's write raises the rows' versions (their
 * `sessionId`); a rebalance (none) keeps them, as nothing a person sees of the rows changes.
 */
async function writeKeys(
  tx: Db,
  moves: readonly { id: string; position: string }[],
  { sessionId, toIdeas = false }: { sessionId: string | null; toIdeas?: boolean },
): Promise<void> {
  if (moves.length === 0) return;
  const rows = sql.join(
    moves.map(({ id, position }) => sql`(${id}::uuid, ${position})`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${itineraryItems} set position = moved.position
      ${toIdeas ? sql`, day_id = null` : sql``}
      ${sessionId === null ? sql`` : sql`, version = ${itineraryItems.version} + 1, written_in = ${sessionId}`}
    from (values ${rows}) as moved (id, position)
    where ${itineraryItems.id} = moved.id`);
}

/** The keys a day's items take to be in this order, for a write that rewrites them all at once. */
function rewrittenKeys(ordered: readonly ItineraryItemRow[]): { id: string; position: string }[] {
  const keys = freshKeys(ordered.length);
  return ordered.flatMap((item, index) => {
    const position = keys[index] ?? item.position;
    return position === item.position ? [] : [{ id: item.id, position }];
  });
}

/**
 * A day in time order: its timed items take the places the timed items hold, by their start instants
 * (an earlier place first between equals), and the items of no start keep theirs, so a note stays
 * where it was put.
 */
function inTimeOrder(items: readonly ItineraryItemRow[]): ItineraryItemRow[] {
  const timed = items
    .filter((item) => item.startAt !== null)
    .toSorted(
      (a, b) => (a.startAt?.getTime() ?? 0) - (b.startAt?.getTime() ?? 0) || byKey(a.position, b.position),
    );
  let next = 0;
  return items.map((item) => (item.startAt === null ? item : (timed[next++] ?? item)));
}

/** Rewrites the keys of one order to short ones, keeping it as it is: what a rebalance does. */
export async function rebalanceOrder(db: Db, tripId: string, dayId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await holdOrder(tx, tripId, dayId, 'whole');
    await writeKeys(tx, rewrittenKeys(await itemsOfDay(tx, tripId, dayId)), { sessionId: null });
  });
}

/** A trip's days: add one, change one, delete one (its items become ideas), sort one by time. */
export function dayWrites(access: ItineraryAccess) {
  const { tripId, sessionId } = access;
  return {
    /** Adds a day, the trip's dates' days made first (a date of theirs is theirs). */
    createDay: async (content: DayContent): Promise<WrittenDay> => {
      await makeDaysForDates(access.db, tripId);
      return writeInItinerary(access, async (tx) => {
        // Additions of one trip take turns, so that two at once cannot both pass the count.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer itinerary days ${tripId}`}, 0))`,
        );
        const [held] = await tx
          .select({ days: count() })
          .from(itineraryDays)
          .where(eq(itineraryDays.tripId, tripId));
        if ((held?.days ?? 0) >= ITINERARY_MAX_DAYS) throw daysFull();
        const [day] = await dateChecked(
          tx
            .insert(itineraryDays)
            .values({
              ...newRowOf(access),
              date: content.date ?? null,
              title: content.title ?? '',
              notes: content.notes ?? '',
            })
            .returning(),
        );
        if (!day) throw new Error('the day insert returned no row');
        return { day, items: [] };
      });
    },

    /** Changes what is sent; undefined when the trip has no such day. */
    updateDay: (dayId: string, content: DayContent, expected: number | undefined) =>
      writeInItinerary(access, async (tx): Promise<WrittenDay | Stale<WrittenDay> | undefined> => {
        const day = await lockedDay(tx, tripId, dayId);
        if (!day) return undefined;
        const items = await itemsOfDay(tx, tripId, dayId);
        if (!isCurrent(day, expected, sessionId)) return new Stale({ day, items });
        const [updated] = await dateChecked(
          tx
            .update(itineraryDays)
            .set({
              ...(content.date === undefined ? {} : { date: content.date }),
              ...(content.title === undefined ? {} : { title: content.title }),
              ...(content.notes === undefined ? {} : { notes: content.notes }),
              version: sql`${itineraryDays.version} + 1`,
              writtenIn: sessionId,
            })
            .where(eq(itineraryDays.id, dayId))
            .returning(),
        );
        return updated && { day: updated, items };
      }),

    /** Deletes the day, its items going to the end of the ideas in their order: true, else as updateDay. */
    deleteDay: (dayId: string, expected: number | undefined) =>
      writeInItinerary(access, async (tx): Promise<true | Stale<WrittenDay> | undefined> => {
        const day = await lockedDay(tx, tripId, dayId);
        if (!day) return undefined;
        const items = await itemsOfDay(tx, tripId, dayId);
        if (!isCurrent(day, expected, sessionId)) return new Stale({ day, items });
        await holdOrder(tx, tripId, null, 'shared');
        const ideas = await itemsOfDay(tx, tripId, null);
        const keys = keysAtEnd(
          ideas.map((idea) => idea.position),
          items.length,
        );
        await writeKeys(
          tx,
          items.map((item, index) => ({ id: item.id, position: keys[index] ?? item.position })),
          { sessionId, toIdeas: true },
        );
        await tx.delete(itineraryDays).where(eq(itineraryDays.id, dayId));
        return true;
      }),

    /** Puts the day's items in time order (inTimeOrder); undefined when the trip has no such day. */
    sortDay: (dayId: string) =>
      writeInItinerary(access, async (tx): Promise<WrittenDay | undefined> => {
        const day = await lockedDay(tx, tripId, dayId);
        if (!day) return undefined;
        await holdOrder(tx, tripId, dayId, 'whole');
        const items = await itemsOfDay(tx, tripId, dayId);
        const sorted = inTimeOrder(items);
        if (sorted.every((item, index) => item === items[index])) return { day, items };
        await writeKeys(tx, rewrittenKeys(sorted), { sessionId });
        return { day, items: await itemsOfDay(tx, tripId, dayId) };
      }),
  };
}
