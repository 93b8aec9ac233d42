import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Hits per key within a fixed window ('login-email:…', 'mail-address:…', …), shared by every instance
 * through the database: sign-in attempts, mails sent, photo changes. See http/rate-limits.ts.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the count starts again from zero; each key's window is its rule's. */
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
