import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Upstream answers per destination, shared by every user and every instance. `body` is the answer's
 * JSON exactly as it is sent; `missing` instead holds why an upstream said the thing asked for does not
 * exist (an unknown currency pair), which is remembered as long as an answer would be. `forget_at` is
 * when the answer is too old even to stand in for a failing upstream: the sweep deletes it then.
 */
export const feedCache = pgTable('feed_cache', {
  key: text('key').primaryKey(),
  body: text('body'),
  missing: text('missing'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
});
