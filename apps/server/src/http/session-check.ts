import type { Language, TripRole } from '@wayfarer/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, users } from '../accounts/accounts-schema';
import { answerVersions, tripVersions } from '../db/answer-versions-schema';
import type { Db } from '../db/client';
import { tripMembers } from '../trip/trip-schema';

/**
 * A live session as the check reads it: its user and their language, their current trip and role in it
 * (null without one), and the counters of the held answers, the user's own and the trip's (null before
 * any write).
 */
export interface LiveSession {
  sessionId: string;
  userId: string;
  language: Language;
  timeZone: string;
  tripId: string | null;
  role: TripRole | null;
  todo: number | null;
  finances: number | null;
  tripTodo: number | null;
  tripFinances: number | null;
}

export type SessionCheck = (tokenHash: string) => Promise<LiveSession | undefined>;

/** Enough for a busy instance; more wait for the next statement. */
const MAX_TOKENS_PER_STATEMENT = 200;
/** Two may overlap, so that one slow statement does not hold every request up; on PGlite they queue. */
const MAX_STATEMENTS_AT_ONCE = 2;

interface Waiting {
  resolve: (session: LiveSession | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The session, its user's language, current trip and role, and the answer counters in one indexed statement,
 * prepared once (PostgreSQL parses it once per connection, Drizzle does not build its text again): the
 * membership every trip route is checked against costs no query of its own.
 */
function prepareStatement(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      userId: sessions.userId,
      language: users.language,
      timeZone: users.timeZone,
      tripId: tripMembers.tripId,
      role: tripMembers.role,
      todo: answerVersions.todo,
      finances: answerVersions.finances,
      tripTodo: tripVersions.todo,
      tripFinances: tripVersions.finances,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(answerVersions, eq(answerVersions.userId, sessions.userId))
    .leftJoin(tripMembers, and(eq(tripMembers.userId, sessions.userId), eq(tripMembers.current, true)))
    .leftJoin(tripVersions, eq(tripVersions.tripId, tripMembers.tripId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`,
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_check');
}

const checks = new WeakMap<Db, SessionCheck>();

/**
 * Checks bearer tokens (by hash) against the sessions table on every request, so that an Exit or a write
 * on any instance is seen at once, yet with one statement for many requests: the requests that arrive
 * while the statements in flight run (two at most) wait for the next one, which asks for all their tokens
 * together. A database round trip costs the event loop more than the rest of a request that sends a held
 * answer (on PostgreSQL the socket write to the server alone took a third of it, on PGlite the query runs
 * on the event loop); under load each statement answers several requests. A request is never answered by
 * a statement sent before it arrived. One check per database, shared by every signed-in scope.
 */
export function sessionCheckOf(db: Db): SessionCheck {
  const existing = checks.get(db);
  if (existing) return existing;

  const statement = prepareStatement(db);
  const waiting = new Map<string, Waiting[]>();
  let running = 0;
  let scheduled = false;

  /** After the sockets of this turn of the event loop are read: their requests go in the same statement. */
  function schedule(): void {
    if (scheduled || running >= MAX_STATEMENTS_AT_ONCE || waiting.size === 0) return;
    scheduled = true;
    setImmediate(runNext);
  }

  async function runNext(): Promise<void> {
    scheduled = false;
    running += 1;
    const batch = new Map<string, Waiting[]>();
    for (const [tokenHash, waiters] of waiting) {
      if (batch.size === MAX_TOKENS_PER_STATEMENT) break;
      batch.set(tokenHash, waiters);
    }
    for (const tokenHash of batch.keys()) waiting.delete(tokenHash);
    try {
      const rows = await statement.execute({
        tokenHashes: [...batch.keys()],
        now: new Date().toISOString(),
      });
      const found = new Map(rows.map(({ tokenHash, ...session }) => [tokenHash, session]));
      for (const [tokenHash, waiters] of batch) {
        for (const { resolve } of waiters) resolve(found.get(tokenHash));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const { reject } of waiters) reject(error);
    } finally {
      running -= 1;
      schedule();
    }
  }

  const check: SessionCheck = (tokenHash) =>
    new Promise((resolve, reject) => {
      const waiters = waiting.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(tokenHash, [{ resolve, reject }]);
      schedule();
    });
  checks.set(db, check);
  return check;
}
