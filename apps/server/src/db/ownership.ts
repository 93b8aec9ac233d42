import { and, eq, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/*
 * Who may reach a feature's rows, written once. Today a row is its owner's alone: the user whose id is in
 * its user_id. Sharing rows later (with the members of the user's trip, say) is a change to `ownedBy`
 * only; every repository narrows its statements with these helpers.
 */

/** A table whose rows belong to a user. */
export interface OwnedTable {
  userId: AnyPgColumn;
}

/** A table whose rows belong to a user and are reached one by one by their id. */
export interface OwnedRowsTable extends OwnedTable {
  id: AnyPgColumn;
}

/** The condition "rows of `table` that the user may reach" (the user given later to a prepared statement). */
export function ownedBy(table: OwnedTable, userId: string | Placeholder) {
  return eq(table.userId, userId);
}

/** The condition "the row `id` of `table`, if the user may reach it": a row of another user is not found. */
export function ownedRow(table: OwnedRowsTable, id: string, userId: string) {
  return and(eq(table.id, id), ownedBy(table, userId));
}

/** Deletes the row `id` of `table` if the user may reach it; answers whether there was one. */
export async function deleteOwnedRow(
  db: Pick<Db, 'delete'>,
  table: PgTable & OwnedRowsTable,
  id: string,
  userId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(ownedRow(table, id, userId))
    .returning({ id: table.id });
  return deleted.length > 0;
}
