import {
  INVITATION_LIFETIME_MS,
  noonUtcOf,
  type Invitation,
  type InvitedRole,
  type PendingInvitation,
} from '@wayfarer/core';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { newOpaqueToken } from '../http/auth';
import { holdTripWrite, writeInTrip, type TripWriter } from '../http/trip-policy';
import { holdRoomForTrip, makeCurrent } from './repository';
import { tripInvitations, tripMembers, trips } from './trip-schema';

/** An invitation that can still be accepted: not used, not revoked, not expired. */
const pending = (now: Date) =>
  and(
    isNull(tripInvitations.acceptedAt),
    isNull(tripInvitations.revokedAt),
    gt(tripInvitations.expiresAt, now),
  );

/** Why an invitation's link does not work (the spec's 410 for each). */
export type InvitationGone = 'invitation_used' | 'invitation_revoked' | 'invitation_expired';

function goneReason(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationGone | undefined {
  if (row.acceptedAt) return 'invitation_used';
  if (row.revokedAt) return 'invitation_revoked';
  if (row.expiresAt <= now) return 'invitation_expired';
  return undefined;
}

export type NewInvitation = { id: string; token: string } | 'already_member' | 'too_many_pending';

/**
 * Whether the trip holds `maxPending` pending invitations already, bar the address's own, which a new
 * one replaces. A lock of the trip's own makes its invitations count one after another, so that many
 * sent at once cannot all pass the same count.
 */
async function pendingFull(tx: Db, tripId: string, email: string, maxPending: number, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`trip-invitations:${tripId}`}, 0))`);
  const [pendingHere] = await tx
    .select({ count: count() })
    .from(tripInvitations)
    .where(and(eq(tripInvitations.tripId, tripId), ne(tripInvitations.email, email), pending(now)));
  return (pendingHere?.count ?? 0) >= maxPending;
}

/**
 * A new invitation of `email` to the trip, whose link's token is answered once and stored hashed.
 * The address's earlier pending invitations to the trip are revoked: one live link per address. A trip
 * holds at most `maxPending` pending invitations.
 */
export async function invite(
  db: Db,
  { tripId, email, role, invitedBy }: { tripId: string; email: string; role: InvitedRole; invitedBy: string },
  maxPending: number,
  now = new Date(),
): Promise<NewInvitation> {
  return db.transaction(async (tx) => {
    // The sender may have handed the trip over, or been taken off it, since the request arrived.
    await holdTripWrite(tx, { tripId, userId: invitedBy, action: 'manageMembers' });
    const [member] = await tx
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .innerJoin(users, eq(users.id, tripMembers.userId))
      .where(and(eq(tripMembers.tripId, tripId), eq(users.email, email)));
    if (member) return 'already_member';
    if (await pendingFull(tx, tripId, email, maxPending, now)) return 'too_many_pending';
    await tx
      .update(tripInvitations)
      .set({ revokedAt: now })
      .where(and(eq(tripInvitations.tripId, tripId), eq(tripInvitations.email, email), pending(now)));
    const { token, hash } = newOpaqueToken();
    const [row] = await tx
      .insert(tripInvitations)
      .values({
        tripId,
        email,
        role,
        tokenHash: hash,
        invitedBy,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      })
      .returning({ id: tripInvitations.id });
    if (!row) throw new Error('the invitation insert returned no row');
    return { id: row.id, token };
  });
}

/** Ends the trip's pending invitations: a hand-over leaves who joins to the new owner. */
export async function endPendingInvitations(tx: Db, tripId: string, now = new Date()): Promise<void> {
  await tx
    .update(tripInvitations)
    .set({ revokedAt: now })
    .where(and(eq(tripInvitations.tripId, tripId), pending(now)));
}

/** The trip's invitations that can still be accepted, oldest first. */
export async function pendingInvitations(
  db: Db,
  tripId: string,
  now = new Date(),
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: tripInvitations.id,
      email: tripInvitations.email,
      role: tripInvitations.role,
      expiresAt: tripInvitations.expiresAt,
    })
    .from(tripInvitations)
    .where(and(eq(tripInvitations.tripId, tripId), pending(now)))
    .orderBy(asc(tripInvitations.createdAt));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.getTime() }));
}

/** Revokes a pending invitation of the trip; false when it has none of this id. */
export async function revokeInvitation(
  db: Db,
  revoker: TripWriter,
  id: string,
  now = new Date(),
): Promise<boolean> {
  return writeInTrip(db, revoker, async (tx) => {
    const revoked = await tx
      .update(tripInvitations)
      .set({ revokedAt: now })
      .where(and(eq(tripInvitations.id, id), eq(tripInvitations.tripId, revoker.tripId), pending(now)))
      .returning({ id: tripInvitations.id });
    return revoked.length > 0;
  });
}

/** What the invitation page shows, by the hash of the link's token. */
export async function invitationByToken(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<Invitation | InvitationGone | undefined> {
  const [row] = await db
    .select({
      tripCity: trips.tripCity,
      tripCountry: trips.tripCountry,
      tripCountrySlug: trips.tripCountrySlug,
      whenDay: trips.whenDay,
      invitedBy: users.name,
      email: tripInvitations.email,
      role: tripInvitations.role,
      expiresAt: tripInvitations.expiresAt,
      acceptedAt: tripInvitations.acceptedAt,
      revokedAt: tripInvitations.revokedAt,
    })
    .from(tripInvitations)
    .innerJoin(trips, eq(trips.id, tripInvitations.tripId))
    .leftJoin(users, eq(users.id, tripInvitations.invitedBy))
    .where(eq(tripInvitations.tokenHash, tokenHash));
  if (!row) return undefined;
  const { acceptedAt, revokedAt, expiresAt, ...shown } = row;
  return (
    goneReason({ acceptedAt, revokedAt, expiresAt }, now) ?? {
      ...shown,
      when: noonUtcOf(shown.whenDay),
      expiresAt: expiresAt.getTime(),
    }
  );
}

export type Acceptance = { tripId: string } | InvitationGone | 'unknown' | 'wrong_account';

/**
 * Joins the user to the invitation's trip in its role and makes it their current trip, once: the
 * invitation is locked while it is used, so that two accepts at once cannot both pass. Only the account
 * whose e-mail it names may accept it. A user already a member keeps their role; one who belongs to as
 * many trips as one may gets limit_reached, and the invitation stays to be accepted once they have room.
 */
export async function acceptInvitation(
  db: Db,
  tokenHash: string,
  user: { id: string; email: string },
  now = new Date(),
): Promise<Acceptance> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tripInvitations)
      .where(eq(tripInvitations.tokenHash, tokenHash))
      .for('update');
    if (!row) return 'unknown';
    const gone = goneReason(row, now);
    if (gone) return gone;
    if (row.email !== user.email) return 'wrong_account';
    const [member] = await tx
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, row.tripId), eq(tripMembers.userId, user.id)));
    if (!member) await holdRoomForTrip(tx, user.id);
    await tx
      .insert(tripMembers)
      .values({ tripId: row.tripId, userId: user.id, role: row.role })
      .onConflictDoNothing();
    await tx
      .update(tripInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(eq(tripInvitations.id, row.id));
    await makeCurrent(tx, user.id, row.tripId);
    return { tripId: row.tripId };
  });
}
