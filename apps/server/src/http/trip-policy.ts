import {
  mayOnItem,
  mayOnTrip,
  TRIP_ITEM_RULES,
  type ItemReader,
  type ItemVerb,
  type TripAccess,
  type TripAction,
  type TripItemKind,
  type TripRole,
} from '@wayfarer/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tripVersions } from '../db/answer-versions-schema';
import type { Db } from '../db/client';
import { scopeOf, type Scope } from '../db/ownership';
import { tripMembers, trips } from '../trip/trip-schema';
import type { SignedInRequest, SignedInSession } from './signed-in';
import { HttpError } from './errors';

/*
 * The policy layer of shared trips, beside the ownership guard (auth.ts): "may this member do this to
 * this trip?" has its one answer here, read from the roles table of packages/core (trip/roles.ts), which
 * the web app reads too. A route declares the access it needs in the endpoint map (`tripAccess`) and the
 * check runs before its handler; a write whose item decides (a finance item is the caller's own or the
 * trip's, a comment its author's) asks in its own transaction, through holdTripWrite or holdItemWrite.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does to a trip, from the endpoint map. */
    tripAccess?: TripAccess;
  }
  interface FastifyRequest {
    /** The caller's role in the trip of the path, once the policy has let the request through. */
    tripRole: TripRole | null;
    /** The trip of the path's counters, read with that role: a held answer of the trip costs no query of its own. */
    pathTripVersions: PathTripVersions | null;
  }
}

/** Where the counters of a trip's held answers stood (answer_versions' trip_versions; 0 before any write). */
export interface PathTripVersions {
  itinerary: number;
  details: number;
}

/** What a role may not do, said to the member who tried. */
export function forbiddenRole(role: TripRole, action: TripAction): HttpError {
  return new HttpError(403, 'forbidden_role', (t) =>
    t.errors.forbiddenRole(t.errors.roles[role], t.errors.tripActions[action]),
  );
}

/** What an item's own rule keeps from a member whose role may write: another's comment, say. */
export function forbiddenItem(kind: TripItemKind, verb: ItemVerb): HttpError {
  const condition = TRIP_ITEM_RULES[kind][verb];
  return new HttpError(403, 'forbidden_item', (t) =>
    condition === 'authorOrOwner' ? t.errors.onlyAuthorOrOwner : t.errors.onlyAuthor,
  );
}

export const tripNotFound = () => new HttpError(404, 'trip_not_found', 'No trip of yours has this id.');

/**
 * The caller's current trip's scope, if their role allows the action on it; without a current trip,
 * their own, where they may do anything. 403 forbidden_role otherwise.
 */
export function authorizeOnCurrentTrip(session: SignedInSession, action: TripAction): Scope {
  if (session.trip && !mayOnTrip(session.trip.role, action)) throw forbiddenRole(session.trip.role, action);
  return scopeOf(session);
}

/**
 * The caller as the item rules read them on their current trip: the answers' `can` is worked out for
 * them. Without a current trip, what they reach is their own (role null).
 */
export const readerOf = (session: SignedInSession): ItemReader => ({
  userId: session.userId,
  role: session.trip?.role ?? null,
});

/**
 * Whose held answer a request reads when the answer says what its reader may do (`can`): one per member,
 * trip and role, as a change of role moves no answer's counter; the user's own without a current trip.
 */
export const readerAnswerKey = ({ userId, trip }: SignedInSession): string =>
  trip ? `${userId}:${trip.id}:${trip.role}` : userId;

/** Whether the caller's role in the trip of the path, as the policy let the request in, allows the action. */
export const mayOnPathTrip = (request: FastifyRequest, action: TripAction): boolean =>
  mayOnTrip(request.tripRole, action);

/** Whether the user's role in the trip, read now (after a write that may have changed it), allows the action. */
export async function mayOnTripNow(
  db: Db,
  tripId: string,
  userId: string,
  action: TripAction,
): Promise<boolean> {
  return mayOnTrip(await roleIn(db, tripId, userId), action);
}

/** The caller's role in a trip: one indexed read. */
export async function roleIn(db: Db, tripId: string, userId: string): Promise<TripRole | undefined> {
  const [member] = await db
    .select({ role: tripMembers.role })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  return member?.role;
}

/**
 * The caller's role in the trip the path names, if it allows the action, and the trip's counters, in one
 * indexed read: 404 trip_not_found to anyone who is not a member (a stranger learns nothing of the trip),
 * 403 forbidden_role to a member whose role does not allow it.
 */
export async function authorizeOnTrip(
  db: Db,
  tripId: string,
  userId: string,
  action: TripAction,
): Promise<{ role: TripRole; versions: PathTripVersions }> {
  const [member] = await db
    .select({ role: tripMembers.role, itinerary: tripVersions.itinerary, details: tripVersions.details })
    .from(tripMembers)
    .leftJoin(tripVersions, eq(tripVersions.tripId, tripMembers.tripId))
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  if (!member) throw tripNotFound();
  const { role, itinerary, details } = member;
  if (!mayOnTrip(role, action)) throw forbiddenRole(role, action);
  return { role, versions: { itinerary: itinerary ?? 0, details: details ?? 0 } };
}

/**
 * A write to a trip, as the policy let it in: the trip, the writer and the action the route declared.
 * The write's transaction asks again (holdTripWrite), as the role read when the request arrived may be
 * gone by the time its body is read and its turn comes.
 */
export interface TripWriter {
  tripId: string;
  userId: string;
  action: TripAction;
}

/** The writer of a write to the caller's current trip; none without one (their own rows are theirs). */
export function currentTripWriter(session: SignedInSession, action: TripAction): TripWriter | undefined {
  return session.trip ? { tripId: session.trip.id, userId: session.userId, action } : undefined;
}

/**
 * Checks, inside the write's own transaction, that the writer may still take the action, and holds
 * what the answer rests on until the commit: the trip's row (against its deletion) and the writer's
 * membership (against a removal or a change of role). A removal, a demotion or the trip's deletion that
 * comes first is seen here (404 to a writer who is no longer a member or whose trip is gone, 403 to one
 * whose role no longer allows it); one that comes later waits for this commit. The trip's row is locked
 * before the membership, in the order a trip's deletion takes them, so that the two never wait on each
 * other.
 */
export async function holdTripWrite(
  tx: Db,
  { tripId, userId, action }: TripWriter,
  /** A write that deletes the trip locks its row for that at once, rather than raise its lock later. */
  trip: 'kept' | 'deleted' = 'kept',
): Promise<TripRole> {
  const [held] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(eq(trips.id, tripId))
    .for(trip === 'deleted' ? 'update' : 'key share');
  if (!held) throw tripNotFound();
  const [member] = await tx
    .select({ role: tripMembers.role })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)))
    .for('share');
  if (!member) throw tripNotFound();
  if (!mayOnTrip(member.role, action)) throw forbiddenRole(member.role, action);
  return member.role;
}

/**
 * holdTripWrite for a write of one item of the trip, then the item's own rule on the role it holds
 * (core's TRIP_ITEM_RULES, through requireMayOnItem): 403 forbidden_item when that role writes the trip but
 * may not do `verb` to this item. `item` is read in the same transaction, before any of the feature's rows is locked.
 */
export async function holdItemWrite(
  tx: Db,
  writer: TripWriter,
  kind: TripItemKind,
  verb: ItemVerb,
  item: { createdBy: string | null },
): Promise<TripRole> {
  const role = await holdTripWrite(tx, writer);
  requireMayOnItem({ userId: writer.userId, role }, kind, verb, item);
  return role;
}

/**
 * Runs `write` in a transaction that first holds the trip write, when there is one (holdTripWrite), and
 * hands it the writer as the item rules read them: their role at commit, or none for their own plans.
 */
export function writeInTrip<Written>(
  db: Db,
  writer: TripWriter | undefined,
  write: (tx: Db, held: ItemReader) => Promise<Written>,
): Promise<Written> {
  return db.transaction(async (tx) => {
    if (!writer) return write(tx, { userId: '', role: null });
    const role = await holdTripWrite(tx, writer);
    return write(tx, { userId: writer.userId, role });
  });
}

/** Whether an item's rule for `verb` asks who added it, so that the write must read its author first. */
export const itemRuleReadsAuthor = (kind: TripItemKind, verb: ItemVerb) =>
  TRIP_ITEM_RULES[kind][verb] !== 'role';

/**
 * The item rule (TRIP_ITEM_RULES of core) for the writer as writeInTrip held them, on the item as the
 * write's transaction read it: 403 forbidden_item when it does not hold.
 */
export function requireMayOnItem(
  held: ItemReader,
  kind: TripItemKind,
  verb: ItemVerb,
  item: { createdBy: string | null },
): void {
  if (!mayOnItem(held, kind, verb, item)) throw forbiddenItem(kind, verb);
}

/** Checks each route's declared trip access before its handler: installed by requireUser. */
export function enforceTripAccess(app: FastifyInstance, db: Db): void {
  app.decorateRequest('tripRole', null);
  app.decorateRequest('pathTripVersions', null);
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.tripAccess;
    if (!access) return;
    const { session } = request as FastifyRequest & SignedInRequest;
    if (access.trip === 'current') {
      authorizeOnCurrentTrip(session, access.action);
      return;
    }
    const { tripId } = request.params as { tripId: string };
    const { role, versions } = await authorizeOnTrip(db, tripId, session.userId, access.action);
    request.tripRole = role;
    request.pathTripVersions = versions;
  });
}
