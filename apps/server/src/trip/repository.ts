import {
  dayOfRequest,
  currencyOfCountry,
  TRIPS_MAX_PER_USER,
  tripBodySchema,
  type Trip,
  type UserDetailsResult,
} from '@wayfarer/core';
import { and, count, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared-statement';
import { atVersion, nextVersion, Stale } from '../db/versions';
import { limitReached } from '../http/errors';
import { holdTripWrite } from '../http/trip-policy';
import { financeExpenses, financeGoals } from '../finances/finances-schema';
import { todoAttachments, todoComments, todoLists, todoTasks } from '../todo/todo-schema';
import { tripMembers, trips } from './trip-schema';
import { presentTrip, tripColumnsOf, withReturnDayChecked, type SentTripFields } from './trip-values';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A whole trip as sent: the currencies, if any, are not read; its day may come as `when` alone. */
type SentTrip = Omit<Trip, 'currentCurrency' | 'tripCurrency' | 'whenDay' | 'returnDate'> & {
  whenDay?: string | undefined;
  returnDate?: string | null | undefined;
};

/** GET /trip's read, which every signed-in page makes: the trip by its id, from the caller's session. */
const tripById = preparedOnce((db) =>
  db
    .select()
    .from(trips)
    .where(eq(trips.id, sql.placeholder('tripId')))
    .limit(1)
    .prepare('trip_by_id'),
);

/** The caller's current trip, or none. */
export async function findTrip(db: Db, tripId: string | undefined): Promise<Trip | undefined> {
  if (!tripId) return undefined;
  const [row] = await tripById(db).execute({ tripId });
  return row && presentTrip(row);
}

/**
 * What a user made before any trip (their board, their trip goals and costs) becomes their first
 * trip's, with them as its author: it was planned for this trip, and no member sees it otherwise.
 */
async function adoptWhatCameBefore(tx: Tx, userId: string, tripId: string): Promise<void> {
  const moved = { tripId, userId: null };
  // The board moves in one statement: its rows' foreign keys to their list are checked at its end, when
  // list and children are all in the trip; moved one table after the other, either order breaks them.
  const move = (table: typeof todoLists | typeof todoTasks | typeof todoComments | typeof todoAttachments) =>
    sql`update ${table} set trip_id = ${tripId}, user_id = null where user_id = ${userId} returning 1`;
  await tx.execute(sql`
    with lists as (${move(todoLists)}), tasks as (${move(todoTasks)}),
      comments as (${move(todoComments)}), attachments as (${move(todoAttachments)})
    select 1`);
  await tx
    .update(financeExpenses)
    .set(moved)
    .where(and(eq(financeExpenses.userId, userId), eq(financeExpenses.type, 2)));
  await tx
    .update(financeGoals)
    .set(moved)
    .where(and(eq(financeGoals.userId, userId), eq(financeGoals.type, 2)));
}

/**
 * Makes the trip the user's current one, of the trips they belong to. Answers false, having changed
 * nothing, when they are not its member: a refused switch keeps the trip they were on. Run in a
 * transaction, which the caller rolls back should the membership go between the check and the switch.
 */
export async function makeCurrent(tx: Db, userId: string, tripId: string): Promise<boolean> {
  const [membership] = await tx
    .select({ tripId: tripMembers.tripId })
    .from(tripMembers)
    .where(and(eq(tripMembers.userId, userId), eq(tripMembers.tripId, tripId)));
  if (!membership) return false;
  await tx
    .update(tripMembers)
    .set({ current: false })
    .where(and(eq(tripMembers.userId, userId), eq(tripMembers.current, true)));
  const [member] = await tx
    .update(tripMembers)
    .set({ current: true })
    .where(and(eq(tripMembers.userId, userId), eq(tripMembers.tripId, tripId)))
    .returning({ tripId: tripMembers.tripId });
  return member !== undefined;
}

/**
 * Throws limit_reached when the user belongs to TRIPS_MAX_PER_USER trips already, for a transaction that
 * is about to make them a member of one more. A lock of the user's own makes their new trips and
 * acceptances count one after the other, on any instance, so that many at once cannot all pass one count.
 */
export async function holdRoomForTrip(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer trips of ${userId}`}, 0))`);
  const [held] = await tx.select({ trips: count() }).from(tripMembers).where(eq(tripMembers.userId, userId));
  if ((held?.trips ?? 0) >= TRIPS_MAX_PER_USER) {
    throw limitReached((t) => t.errors.tripsFull(TRIPS_MAX_PER_USER));
  }
}

/**
 * A new trip owned by the user, made their current one; their first takes in what they planned before
 * any trip. Answers the trip and its id; throws limit_reached when they belong to as many trips as one may.
 */
export async function createTrip(
  db: Db,
  { userId, timeZone }: { userId: string; timeZone: string },
  { when, whenDay, returnDate = null, ...place }: SentTrip,
): Promise<{ id: string; trip: Trip }> {
  const values = {
    ...place,
    returnDay: returnDate,
    currentCurrency: currencyOfCountry(place.currentCountrySlug),
    tripCurrency: currencyOfCountry(place.tripCountrySlug),
    whenDay: dayOfRequest(when, whenDay, timeZone),
  };
  const run = async (inner: Tx) => {
    await holdRoomForTrip(inner, userId);
    const [row] = await withReturnDayChecked(inner.insert(trips).values(values).returning());
    if (!row) throw new Error('the trip insert returned no row');
    const [earlier] = await inner
      .select({ tripId: tripMembers.tripId })
      .from(tripMembers)
      .where(eq(tripMembers.userId, userId))
      .limit(1);
    await inner
      .update(tripMembers)
      .set({ current: false })
      .where(and(eq(tripMembers.userId, userId), eq(tripMembers.current, true)));
    await inner.insert(tripMembers).values({ tripId: row.id, userId, role: 'owner', current: true });
    if (!earlier) await adoptWhatCameBefore(inner, userId, row.id);
    return { id: row.id, trip: presentTrip(row) };
  };
  return db.transaction(run);
}

/**
 * Changes some fields of the trip (the route has checked the caller may); undefined when it is gone, and
 * the trip as it now is when `expected` names an older version than its own.
 */
export async function updateTrip(
  tx: Db,
  tripId: string,
  fields: SentTripFields,
  {
    sessionId,
    expected,
    authorZone,
  }: { sessionId: string; expected?: number | undefined; authorZone: string },
): Promise<Trip | Stale<Trip> | undefined> {
  const [row] = await withReturnDayChecked(
    tx
      .update(trips)
      .set({ ...tripColumnsOf(fields, authorZone), ...nextVersion(trips, sessionId), updatedAt: new Date() })
      .where(and(eq(trips.id, tripId), atVersion(trips, expected, sessionId)))
      .returning(),
  );
  if (row) return presentTrip(row);
  const current = await findTrip(tx, tripId);
  return current && new Stale(current);
}

/**
 * Saves the name and the trip fields of the My Account or onboarding form in one transaction. The
 * current trip is updated when there is one (the route has checked the caller may); otherwise a trip
 * is created if every trip field was sent, and the whole save is refused ('no_trip') if not.
 */
export async function saveUserDetails(
  db: Db,
  { userId, sessionId, timeZone }: { userId: string; sessionId: string; timeZone: string },
  currentTripId: string | undefined,
  { name, ...tripFields }: SentTripFields & { name?: string },
): Promise<UserDetailsResult | 'no_trip'> {
  return db.transaction(async (tx) => {
    const changesTrip = Object.keys(tripFields).length > 0;
    if (currentTripId && changesTrip)
      await holdTripWrite(tx, { tripId: currentTripId, userId, action: 'editDetails' });
    const [current] = currentTripId
      ? await tx.select().from(trips).where(eq(trips.id, currentTripId))
      : [undefined];
    let trip = current && presentTrip(current);
    if (changesTrip) {
      if (currentTripId && trip) {
        const updated = await updateTrip(tx, currentTripId, tripFields, { sessionId, authorZone: timeZone });
        trip = updated instanceof Stale ? updated.current : updated;
      } else {
        const whole = tripBodySchema.safeParse(tripFields);
        if (!whole.success) return 'no_trip';
        trip = (await createTrip(tx, { userId, timeZone }, whole.data)).trip;
      }
    }
    if (name !== undefined) await tx.update(users).set({ name }).where(eq(users.id, userId));
    const [user] = await tx
      .select({ name: users.name, email: users.email, photo: users.photo })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error('the signed-in user has no row');
    return { user, trip: trip ?? null };
  });
}
