import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newOpaqueToken } from '../http/auth';
import { writeInTrip, type TripWriter } from '../http/trip-policy';
import { trips } from '../trip/trip-schema';
import { itineraryOf, type ItineraryRows } from './itinerary-repository';
import { itineraryShares } from './itinerary-schema';

/*
 * The itinerary's read-only link: a token of 32 random bytes, kept as its SHA-256 alone, one per trip. Its
 * owner makes it (a new one replaces the old, which stops working at once) and revokes it, each in a
 * transaction that holds their role until it commits.
 */

/** Makes the trip's link, replacing any before it: answers the token, which nothing keeps. */
export function shareItinerary(db: Db, writer: TripWriter): Promise<string> {
  return writeInTrip(db, writer, async (tx) => {
    const { token, hash } = newOpaqueToken();
    await tx
      .insert(itineraryShares)
      .values({ tripId: writer.tripId, tokenHash: hash })
      .onConflictDoUpdate({
        target: itineraryShares.tripId,
        set: { tokenHash: hash, createdAt: new Date() },
      });
    return token;
  });
}

/** Stops sharing the trip's itinerary: its link answers 404 from now on. */
export async function unshareItinerary(db: Db, writer: TripWriter): Promise<void> {
  await writeInTrip(db, writer, (tx) =>
    tx.delete(itineraryShares).where(eq(itineraryShares.tripId, writer.tripId)),
  );
}

/** What a shared link shows: the trip's destination and dates, and its itinerary. */
export interface SharedTrip {
  trip: {
    tripCity: string;
    tripState: string;
    tripCountry: string;
    tripCountrySlug: string;
    whenDay: string;
    returnDay: string | null;
  };
  rows: ItineraryRows;
}

/** The trip a link's token shares, its days made for its dates; undefined for a token that shares none. */
export async function sharedTripOf(db: Db, tokenHash: string): Promise<SharedTrip | undefined> {
  const [shared] = await db
    .select({
      tripId: itineraryShares.tripId,
      trip: {
        tripCity: trips.tripCity,
        tripState: trips.tripState,
        tripCountry: trips.tripCountry,
        tripCountrySlug: trips.tripCountrySlug,
        whenDay: trips.whenDay,
        returnDay: trips.returnDay,
      },
    })
    .from(itineraryShares)
    .innerJoin(trips, eq(trips.id, itineraryShares.tripId))
    .where(eq(itineraryShares.tokenHash, tokenHash));
  if (!shared) return undefined;
  const rows = await itineraryOf(db, shared.tripId);
  return rows && { trip: shared.trip, rows };
}
