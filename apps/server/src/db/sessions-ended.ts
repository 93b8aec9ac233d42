import type { SessionsEnded } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { CHANGES_CHANNEL } from './notifications';

/**
 * Tells every instance, once the statement commits, that the sessions ended, on the changes' channel:
 * the sockets signed in with them close at once, rather than at their next session check.
 */
export async function tellSessionsEnded(db: Db, sessions: SessionsEnded): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(sessions)})`);
}
