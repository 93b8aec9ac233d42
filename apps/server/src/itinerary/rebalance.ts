import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rebalanceOrder } from './day-repository';
import { itineraryItems } from './itinerary-schema';
import { LONG_KEY_LENGTH } from './positions';

/** How often each instance looks for orders whose keys grew long. */
export const REBALANCE_INTERVAL_MS = 10 * 60_000;

/** Orders rewritten per run at most: the rest wait for the next. */
const ORDERS_PER_RUN = 20;

/**
 * Gives short keys again to the orders (a day's, or a trip's ideas) in which a key grew past
 * LONG_KEY_LENGTH, each in its own transaction, keeping every order as it is. Answers how many it did.
 */
export async function rebalanceLongKeys(db: Db): Promise<number> {
  const orders = await db
    .selectDistinct({ tripId: itineraryItems.tripId, dayId: itineraryItems.dayId })
    .from(itineraryItems)
    .where(sql`length(${itineraryItems.position}) > ${LONG_KEY_LENGTH}`)
    .limit(ORDERS_PER_RUN);
  for (const { tripId, dayId } of orders) await rebalanceOrder(db, tripId, dayId);
  return orders.length;
}
