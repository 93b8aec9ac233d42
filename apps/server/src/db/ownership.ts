import { and, eq, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/*
 * Who may reach a feature's rows, written once: a user's own rows (`ownedBy`, `ownedRow`), and the rows of
 * a scope, a trip's or a user's (`inScope`, `scopedRow`). Every repository narrows its statements with
 * these helpers.
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

/**
 * Whose rows a request reaches on a board or in the trip's finances: a trip's, which its members reach
 * by their roles (the policy layer, http/trip-policy.ts, has checked the role), or, for a user without a
 * current trip, that user's own.
 */
export type Scope = { tripId: string } | { userId: string };

/** Who is asking, as far as their scope goes: the user, and their current trip if they have one. */
export interface ScopeHolder {
  userId: string;
  trip: { id: string } | null;
}

/** The scope a signed-in user's board and trip finances are in: their current trip's, or their own. */
export function scopeOf({ userId, trip }: ScopeHolder): Scope {
  return trip ? { tripId: trip.id } : { userId };
}

/** A table whose rows are a trip's or a user's: exactly one of the two columns is set. */
export interface ScopedTable {
  userId: AnyPgColumn;
  tripId: AnyPgColumn;
}

/** The condition "rows of `table` in the scope". */
export function inScope(table: ScopedTable, scope: Scope) {
  return 'tripId' in scope ? eq(table.tripId, scope.tripId) : eq(table.userId, scope.userId);
}

/** The condition "the row `id` of `table`, if it is in the scope". */
export function scopedRow(table: ScopedTable & { id: AnyPgColumn }, id: string, scope: Scope) {
  return and(eq(table.id, id), inScope(table, scope));
}

/** The scope columns of a row in the scope: one set, the other null. */
export function scopeColumnsOf(scope: Scope) {
  return 'tripId' in scope ? { tripId: scope.tripId, userId: null } : { tripId: null, userId: scope.userId };
}
