import { currencyOfCountry, tripBodySchema, type Trip, type UserDetailsResult } from '@wayfarer/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../accounts/accounts-schema';
import { ownedBy } from '../db/ownership';
import { preparedOnce } from '../db/prepared-statement';
import { trips } from './trip-schema';
import { presentTrip, withDerivedCurrencies } from './trip-values';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A whole trip as sent: the currencies, if any, are not read. */
type SentTrip = Omit<Trip, 'currentCurrency' | 'tripCurrency'>;

/** GET /trip's read, which every signed-in page makes. */
const tripOf = preparedOnce((db) =>
  db
    .select()
    .from(trips)
    .where(ownedBy(trips, sql.placeholder('userId')))
    .limit(1)
    .prepare('trip_of'),
);

/** The caller's trip and user row, and no one else's: every query here is bound to `userId`. */
export function userTrip(db: Db, userId: string) {
  /** The trip read inside a transaction: `tripOf` would run on a connection of its own, outside it. */
  async function find(tx: Db | Tx): Promise<Trip | undefined> {
    const [row] = await tx.select().from(trips).where(ownedBy(trips, userId)).limit(1);
    return row && presentTrip(row);
  }

  async function update(tx: Db | Tx, fields: Partial<Trip>): Promise<Trip | undefined> {
    const [row] = await tx
      .update(trips)
      .set({ ...withDerivedCurrencies(fields), updatedAt: new Date() })
      .where(ownedBy(trips, userId))
      .returning();
    return row && presentTrip(row);
  }

  /** Creates the trip, or replaces it when there is one (the onboarding form may be sent twice). */
  async function save(tx: Db | Tx, fields: SentTrip): Promise<Trip> {
    const values: Trip = {
      ...fields,
      currentCurrency: currencyOfCountry(fields.currentCountrySlug),
      tripCurrency: currencyOfCountry(fields.tripCountrySlug),
    };
    const [row] = await tx
      .insert(trips)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: trips.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('the trip upsert returned no row');
    return presentTrip(row);
  }

  return {
    async find(): Promise<Trip | undefined> {
      const [row] = await tripOf(db).execute({ userId });
      return row && presentTrip(row);
    },
    save: (fields: SentTrip) => save(db, fields),
    /** Changes some fields of the trip; undefined when the user has none yet. */
    update: (fields: Partial<Trip>) => update(db, fields),

    /**
     * Saves the name and the trip fields of the My Account or onboarding form in one transaction. The
     * trip is updated when it exists; otherwise it is created if every trip field was sent, and the
     * whole save is refused ('no_trip') if not.
     */
    async saveDetails({ name, ...tripFields }: Partial<Trip> & { name?: string }) {
      return db.transaction(async (tx): Promise<UserDetailsResult | 'no_trip'> => {
        let trip = await find(tx);
        if (Object.keys(tripFields).length > 0) {
          if (trip) {
            trip = await update(tx, tripFields);
          } else {
            const whole = tripBodySchema.safeParse(tripFields);
            if (!whole.success) return 'no_trip';
            trip = await save(tx, whole.data);
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
    },
  };
}
