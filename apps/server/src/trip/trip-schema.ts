import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-schema';

/** One trip per user: the row is keyed by, and goes with, its user. */
export const trips = pgTable('trips', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentCity: text('current_city').notNull(),
  currentState: text('current_state').notNull().default(''),
  currentCountry: text('current_country').notNull(),
  currentCountrySlug: text('current_country_slug').notNull(),
  currentCurrency: text('current_currency').notNull().default(''),
  tripCity: text('trip_city').notNull(),
  tripState: text('trip_state').notNull().default(''),
  tripCountry: text('trip_country').notNull(),
  tripCountrySlug: text('trip_country_slug').notNull(),
  tripCurrency: text('trip_currency').notNull().default(''),
  tripLat: doublePrecision('trip_lat').notNull(),
  tripLon: doublePrecision('trip_lon').notNull(),
  when: bigint('when', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
