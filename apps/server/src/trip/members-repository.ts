import { noonUtcOf, type TripMember, type TripRole, type TripSummary } from '@wayfarer/core';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import { reminderDeliveries } from '../calendar/calendar-schema';
import type { Db } from '../db/client';
import { holdTripWrite, type TripWriter } from '../http/trip-policy';
import { todoAttachments, todoLists, todoTasks, todoUploads } from '../todo/todo-schema';
import { endPendingInvitations } from './invitations-repository';
import { tripMembers, trips } from './trip-schema';

/**
 * Gives a user without a current trip the one of theirs they joined last, if any: a member removed from
 * their current trip, or whose current trip was deleted, lands on another of theirs, or on "no trip".
 */
async function fallBackCurrent(tx: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    update ${tripMembers} set current = true
    from (
      select distinct on (${tripMembers.userId}) ${tripMembers.userId} as user_id, ${tripMembers.tripId} as trip_id
      from ${tripMembers}
      where ${inArray(tripMembers.userId, [...userIds])}
        and not exists (select 1 from ${tripMembers} as held where held.user_id = ${tripMembers.userId} and held.current)
      order by ${tripMembers.userId}, ${tripMembers.joinedAt} desc
    ) as latest
    where ${tripMembers.userId} = latest.user_id and ${tripMembers.tripId} = latest.trip_id`);
}

/** The trips a user belongs to: the current one first, then the latest joined. */
export async function tripsOf(db: Db, userId: string): Promise<TripSummary[]> {
  const memberCount = sql<number>`(select count(*) from ${tripMembers} as others where others.trip_id = ${trips.id})`;
  const rows = await db
    .select({
      id: trips.id,
      tripCity: trips.tripCity,
      tripCountry: trips.tripCountry,
      tripCountrySlug: trips.tripCountrySlug,
      whenDay: trips.whenDay,
      returnDate: trips.returnDay,
      role: tripMembers.role,
      current: tripMembers.current,
      memberCount: memberCount.mapWith(Number),
    })
    .from(tripMembers)
    .innerJoin(trips, eq(trips.id, tripMembers.tripId))
    .where(eq(tripMembers.userId, userId))
    .orderBy(desc(tripMembers.current), desc(tripMembers.joinedAt));
  return rows.map((row) => ({ ...row, when: noonUtcOf(row.whenDay) }));
}

/** The members of a trip with their roles: the owner first, then in the order they joined. */
export async function membersOf(db: Db, tripId: string): Promise<TripMember[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      photo: users.photo,
      role: tripMembers.role,
    })
    .from(tripMembers)
    .innerJoin(users, eq(users.id, tripMembers.userId))
    .where(eq(tripMembers.tripId, tripId))
    .orderBy(sql`${tripMembers.role} = 'owner' desc`, asc(tripMembers.joinedAt));
}

const isMember = (tripId: string, userId: string) =>
  and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId));

/** A member's row, held until the transaction ends so that no other change to it runs between. */
async function lockedMember(tx: Db, tripId: string, userId: string) {
  const [member] = await tx
    .select({ role: tripMembers.role })
    .from(tripMembers)
    .where(isMember(tripId, userId))
    .for('update');
  return member;
}

export type RoleChange = 'changed' | 'member_not_found' | 'owner_role' | 'handed_over';

/**
 * Gives a member another role (the caller was the owner when the route checked). `owner` hands the
 * trip over: the caller becomes an editor in the same transaction, and the trip's pending invitations
 * end, as they were the former owner's choice of who joins. The owner's own role changes only so. The
 * caller's row is locked first and read again: of two changes at once, the one that waited sees a
 * trip handed over meanwhile ('handed_over') instead of making a second owner.
 */
export async function changeRole(
  db: Db,
  tripId: string,
  ownerId: string,
  memberId: string,
  role: TripRole,
  now = new Date(),
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const caller = await lockedMember(tx, tripId, ownerId);
    if (caller?.role !== 'owner') return 'handed_over';
    const member = await lockedMember(tx, tripId, memberId);
    if (!member) return 'member_not_found';
    if (member.role === 'owner') return member.role === role ? 'changed' : 'owner_role';
    if (role === 'owner') {
      // The old owner steps down first: a trip has one owner at every moment.
      await tx.update(tripMembers).set({ role: 'editor' }).where(isMember(tripId, ownerId));
      await endPendingInvitations(tx, tripId, now);
    }
    await tx.update(tripMembers).set({ role }).where(isMember(tripId, memberId));
    return 'changed';
  });
}

/**
 * Ends the reminder mails of the trip's items (the trip, its lists and tasks) still waiting to go to a
 * member taken off it: they no longer plan it. Their notifications stay, as what they were told.
 */
async function dropQueuedReminderMails(tx: Db, tripId: string, userId: string): Promise<void> {
  const tasks = tx.select({ id: todoTasks.id }).from(todoTasks).where(eq(todoTasks.tripId, tripId));
  const lists = tx.select({ id: todoLists.id }).from(todoLists).where(eq(todoLists.tripId, tripId));
  await tx
    .update(reminderDeliveries)
    .set({ mailState: 'none' })
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        eq(reminderDeliveries.mailState, 'pending'),
        or(
          and(eq(reminderDeliveries.itemKind, 'trip'), eq(reminderDeliveries.itemId, tripId)),
          and(eq(reminderDeliveries.itemKind, 'task'), inArray(reminderDeliveries.itemId, tasks)),
          and(eq(reminderDeliveries.itemKind, 'list'), inArray(reminderDeliveries.itemId, lists)),
        ),
      ),
    );
}

export type Removal = 'removed' | 'member_not_found' | 'owner_cannot_leave';

/**
 * Takes a member off the trip, or lets them leave it; their current trip falls back to another of
 * theirs, and their reminder mails of it that wait to go are dropped.
 */
export async function removeMember(
  db: Db,
  tripId: string,
  memberId: string,
  /** Who takes them off, when not the member themselves: their role is checked again at the commit. */
  remover?: TripWriter,
): Promise<Removal> {
  return db.transaction(async (tx) => {
    if (remover) await holdTripWrite(tx, remover);
    const member = await lockedMember(tx, tripId, memberId);
    if (!member) return 'member_not_found';
    if (member.role === 'owner') return 'owner_cannot_leave';
    await tx.delete(tripMembers).where(isMember(tripId, memberId));
    await dropQueuedReminderMails(tx, tripId, memberId);
    await fallBackCurrent(tx, [memberId]);
    return 'removed';
  });
}

/**
 * Deletes the trip with its board, its goals and costs and its invitations (the database's cascades),
 * and gives its members another current trip; answers the attachments' files, for the caller to remove.
 * A deleter's role is checked again at the commit (an account's deletion holds its trips already).
 */
export async function deleteTrip(db: Db, tripId: string, deleter?: TripWriter): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The trip's row first, as every write to the trip holds it first: none is left halfway.
    if (deleter) await holdTripWrite(tx, deleter, 'deleted');
    else await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('update');
    const members = await tx
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .where(eq(tripMembers.tripId, tripId));
    const files = (
      await tx
        .select({ fileName: todoAttachments.fileName })
        .from(todoAttachments)
        .where(eq(todoAttachments.tripId, tripId))
    ).map(({ fileName }) => fileName);
    // The uploads behind the trip's attachments go too (and their attachments with them).
    if (files.length > 0) await tx.delete(todoUploads).where(inArray(todoUploads.fileName, files));
    await tx.delete(trips).where(eq(trips.id, tripId));
    await fallBackCurrent(
      tx,
      members.map(({ userId }) => userId),
    );
    return files;
  });
}
