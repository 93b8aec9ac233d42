import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/*
 * How many times the data behind each held answer has changed. Triggers on the features' tables bump a
 * counter in the same transaction as the write, whatever code made it, so an instance may keep a built
 * answer and serve it again for as long as the counter has not moved: every instance reads the same
 * counter, and a write is seen by all of them at once. No foreign keys: the rows deleted with a user or
 * a trip still fire the triggers, and a stale counter for a removed id harms nothing.
 */

/** What a user keeps alone: a board made before any trip, and their own finances. */
export const answerVersions = pgTable('answer_versions', {
  userId: uuid('user_id').primaryKey(),
  todo: bigint('todo', { mode: 'number' }).notNull().default(0),
  finances: bigint('finances', { mode: 'number' }).notNull().default(0),
});

/**
 * What a trip's members share, by topic: its board, its goals and costs, its details, its members, its
 * itinerary.
 */
export const tripVersions = pgTable('trip_versions', {
  tripId: uuid('trip_id').primaryKey(),
  todo: bigint('todo', { mode: 'number' }).notNull().default(0),
  finances: bigint('finances', { mode: 'number' }).notNull().default(0),
  details: bigint('details', { mode: 'number' }).notNull().default(0),
  members: bigint('members', { mode: 'number' }).notNull().default(0),
  itinerary: bigint('itinerary', { mode: 'number' }).notNull().default(0),
});
