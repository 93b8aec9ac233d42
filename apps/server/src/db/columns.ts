import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Column helpers shared by the features' tables. This file imports no table: a helper that references
 * one (the owner's user_id) lives with that table, in accounts/accounts-schema.ts.
 */

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * How many times the row was written: each write raises it, and a client that sends the version it read
 * is refused (409 stale) when another write came first, instead of overwriting it unseen.
 */
export const versionColumn = () => integer('version').notNull().default(1);

/**
 * The session whose write made the row's version: a client's own later writes never make its copy stale,
 * only someone else's do (see db/versions.ts). No foreign key: sessions end, the mark stays harmless.
 */
export const writtenInColumn = () => uuid('written_in');

/** What every row a client edits ends with: its version, the session that wrote it, and when it was added. */
export const editedRowColumns = () => ({
  version: versionColumn(),
  writtenIn: writtenInColumn(),
  createdAt: createdAtColumn(),
});
