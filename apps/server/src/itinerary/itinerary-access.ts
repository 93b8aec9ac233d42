import type { ItemReader } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brokenConstraint } from '../http/errors';
import type { SignedInRequest } from '../http/signed-in';
import { writeInTrip, type PathTripVersions, type TripWriter } from '../http/trip-policy';
import type { itineraryDays, itineraryItems } from './itinerary-schema';

/*
 * What the itinerary's repositories share: the trip a request reaches (the one its path names, which the
 * policy layer let it into), who writes, and how a write runs: in one transaction that holds the writer's
 * role until it commits, sent again when it lost a race for an order key.
 */

export type ItineraryDayRow = typeof itineraryDays.$inferSelect;
export type ItineraryItemRow = typeof itineraryItems.$inferSelect;

export interface ItineraryAccess {
  db: Db;
  tripId: string;
  /** Who adds rows: the caller. */
  authorId: string;
  /** The caller's session, which each write records (db/versions.ts). */
  sessionId: string;
  /** The caller as the item rules read them, for the answers' `can`. */
  reader: ItemReader;
  /**
   * Whose held itinerary the caller reads: one per member, trip and role, as the answer says what its
   * reader may do (`can`) and a change of role moves no counter.
   */
  answerKey: string;
  /**
   * Where the held itinerary stands, as the policy read the trip's counters: its itinerary counter (every
   * write of a day or an item, and a rename of a member who added one) and its details' (its dates, which
   * make and undate days at the next read). Both only grow, so their sum moves whenever either does.
   */
  answerVersion: number;
  writer: TripWriter;
}

/** The itinerary of the trip a signed-in request's path names, as the policy layer let the caller in. */
export function itineraryAccessFor(
  db: Db,
  request: SignedInRequest & {
    params: { tripId: string };
    tripRole: ItemReader['role'];
    pathTripVersions: PathTripVersions | null;
  },
): ItineraryAccess {
  const { session, params, tripRole, pathTripVersions } = request;
  return {
    db,
    tripId: params.tripId,
    authorId: session.userId,
    sessionId: session.sessionId,
    reader: { userId: session.userId, role: tripRole },
    answerKey: `${session.userId}:${params.tripId}:${tripRole}`,
    answerVersion: (pathTripVersions?.itinerary ?? 0) + (pathTripVersions?.details ?? 0),
    writer: { tripId: params.tripId, userId: session.userId, action: 'write' },
  };
}

/** How many times a write that lost a race for an order key is made again before the error stands. */
const POSITION_ATTEMPTS = 5;

/**
 * Runs a write of the itinerary in one transaction that first holds the writer's role (writeInTrip), and
 * hands it the writer as they hold it then. Two companions who place items next to the same one at once
 * compute the same key; the unique key per day refuses the second at its statement, its transaction is
 * undone whole, and it runs again, reading the first's key this time.
 */
export async function writeInItinerary<Written>(
  { db, writer }: ItineraryAccess,
  write: (tx: Db, held: ItemReader) => Promise<Written>,
): Promise<Written> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeInTrip(db, writer, write);
    } catch (error) {
      const lostRace = brokenConstraint(error) === 'itinerary_items_position_unique';
      if (!lostRace || attempt >= POSITION_ATTEMPTS) throw error;
    }
  }
}

/**
 * Holds one order of the trip (a day's, or the ideas' for `dayId` null) for the rest of the
 * transaction: `shared` for a write that computes one key from its neighbours' (writes of this kind go
 * on side by side, the unique key keeping them apart), `whole` for one that rewrites every key of it (a
 * sort, a rebalance), which waits for those under way and holds back new ones until it commits, so that
 * no key is ever computed from neighbours that are being rewritten.
 */
export async function holdOrder(
  tx: Db,
  tripId: string,
  dayId: string | null,
  hold: 'shared' | 'whole',
): Promise<void> {
  const key = sql`hashtextextended(${`wayfarer itinerary order ${tripId} ${dayId ?? 'ideas'}`}, 0)`;
  await tx.execute(
    hold === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
}

/** The columns of a row added to the itinerary: its trip, who added it and in which session. */
export const newRowOf = ({ tripId, authorId, sessionId }: ItineraryAccess) => ({
  tripId,
  createdBy: authorId,
  writtenIn: sessionId,
});

/** Whether a write that names the version it read may apply: no one else wrote the row since. */
export const isCurrent = (
  row: { version: number; writtenIn: string | null },
  expected: number | undefined,
  sessionId: string,
): boolean => expected === undefined || row.version === expected || row.writtenIn === sessionId;
