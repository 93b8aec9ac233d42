import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { CHANGES_CHANNEL } from './notifications';

/**
 * Sessions that ended, told on the changes' channel: the sockets signed in with them close at once, on
 * every instance, rather than at their next session check. Every session of the account (an account
 * deleted, a password reset), or the one whose token hashes to `session` (a sign-out).
 */
export interface SessionsEnded {
  /** The account's id. */
  ended: string;
  session?: string;
}

export function sessionsEndedOf(message: Record<keyof SessionsEnded, unknown>): SessionsEnded | undefined {
  const { ended, session } = message;
  if (typeof ended !== 'string') return undefined;
  if (session === undefined) return { ended };
  return typeof session === 'string' ? { ended, session } : undefined;
}

/** Tells every instance, once the statement commits, that the sessions ended. */
export async function tellSessionsEnded(db: Db, sessions: SessionsEnded): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(sessions)})`);
}
