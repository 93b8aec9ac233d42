import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Who may reach a feature's rows, written once. Today a row is its owner's alone: the user whose id is in
 * its user_id. Sharing rows later (with the members of the user's trip, say) is a change to `ownedBy`
 * only; every repository narrows its statements with these two helpers.
 */

/** A table whose rows belong to a user. */
export interface OwnedTable {
  userId: AnyPgColumn;
}

/** A table whose rows belong to a user and are reached one by one by their id. */
export interface OwnedRowsTable extends OwnedTable {
  id: AnyPgColumn;
}

/** The condition "rows of `table` that the user may reach". */
export function ownedBy(table: OwnedTable, userId: string) {
  return eq(table.userId, userId);
}

/** The condition "the row `id` of `table`, if the user may reach it": a row of another user is not found. */
export function ownedRow(table: OwnedRowsTable, id: string, userId: string) {
  return and(eq(table.id, id), ownedBy(table, userId));
}
