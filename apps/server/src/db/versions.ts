import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Rows with a version (db/columns.ts `versionColumn`): each write raises it, and a write that names the
 * version it read applies only if no one else wrote the row since, else it changes nothing and says
 * what is there now. A session's own later writes do not make its copy stale: a client that keeps the
 * item it first read and sends it back with each change (the seed's original client does; so does a
 * queue of changes made offline) would otherwise be refused its second change of an item.
 */

export interface VersionedTable {
  version: AnyPgColumn;
  writtenIn: AnyPgColumn;
}

/**
 * The condition "no one else wrote the row since the version the client read": still at that version,
 * or last written in the caller's session. None when it sent no version (it applies, as before).
 */
export const atVersion = (table: VersionedTable, expected: number | undefined, sessionId: string) =>
  expected === undefined ? undefined : or(eq(table.version, expected), eq(table.writtenIn, sessionId));

/** What a write sets besides its fields: the next version, and the session that wrote it. */
export const nextVersion = (table: VersionedTable, sessionId: string) => ({
  version: sql<number>`${table.version} + 1`,
  writtenIn: sessionId,
});

/** A write refused because another came first: the row as it is now, to show what changed. */
export class Stale<Row> {
  constructor(readonly current: Row) {}
}

/**
 * A write of one row that applies only if no one else wrote it since the version the client read.
 * `write` runs with the condition "`row`, at that version" and answers what it wrote, or undefined when
 * the condition reached no row; then `current` reads the row as it now is, answered as Stale, or
 * undefined when the row is gone (or out of the caller's reach).
 */
export async function writeAtVersion<Written, Row>(
  table: VersionedTable,
  row: SQL | undefined,
  { expected, sessionId }: { expected: number | undefined; sessionId: string },
  write: (where: SQL | undefined) => Promise<Written | undefined>,
  current: () => Promise<Row | undefined>,
): Promise<Written | Stale<Row> | undefined> {
  const written = await write(and(row, atVersion(table, expected, sessionId)));
  if (written !== undefined) return written;
  const now = await current();
  return now && new Stale(now);
}
