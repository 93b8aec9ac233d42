import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/*
 * How many times each user's to-do board and finances have changed. Triggers on the features' tables
 * (migration 0005) bump a counter in the same transaction as the write, whatever code made it, so an
 * instance may keep a built answer and serve it again for as long as the counter has not moved: every
 * instance reads the same counter, and a write is seen by all of them at once. No foreign key: the rows
 * deleted with a user still fire the triggers, and a stale counter for a removed id harms nothing.
 */
export const answerVersions = pgTable('answer_versions', {
  userId: uuid('user_id').primaryKey(),
  todo: bigint('todo', { mode: 'number' }).notNull().default(0),
  finances: bigint('finances', { mode: 'number' }).notNull().default(0),
});
