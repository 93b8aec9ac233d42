import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/rate-counters-schema';

/** A limit: at most `max` hits on `key` within a window of `windowMs`, counted from the window's first hit. */
export interface RateRule {
  key: string;
  max: number;
  windowMs: number;
}

export interface RateCount {
  key: string;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whether this hit went past the rule's max. */
  over: boolean;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on each rule's key, and answers every key's count with this hit in it. One statement
 * for all keys, each row updated under its lock: of many requests at once, each sees a different count,
 * so exactly `max` of them are within the limit whatever their number (a count read first and written
 * after would let every one of them through). Keys are locked in the rules' order; callers list them in
 * one fixed order, so two statements never wait on each other in a circle.
 */
export async function countHits(db: Db, rules: readonly RateRule[], now = new Date()): Promise<RateCount[]> {
  const open = sql`${rateCounters.windowEndsAt} > ${now}`;
  const rows = await db
    .insert(rateCounters)
    .values(
      rules.map(({ key, windowMs }) => ({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })),
    )
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`CASE WHEN ${open} THEN ${rateCounters.hits} + 1 ELSE 1 END`,
        windowEndsAt: sql`CASE WHEN ${open} THEN ${rateCounters.windowEndsAt} ELSE excluded.window_ends_at END`,
      },
    })
    .returning();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return rules.map(({ key, max }) => {
    const row = byKey.get(key);
    const hits = row?.hits ?? 1;
    const endsAt = row?.windowEndsAt.getTime() ?? now.getTime();
    return {
      key,
      hits,
      over: hits > max,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    };
  });
}

/** The longest wait among the counts that went over their limit; 0 when none did. */
export const retryAfterOf = (counts: readonly RateCount[]) =>
  Math.max(0, ...counts.filter((count) => count.over).map((count) => count.retryAfterSeconds));

/** Starts the keys' counts again from zero (a correct password clears its e-mail's failures). */
export async function forgetHits(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateCounters).where(inArray(rateCounters.key, [...keys]));
}

/** Takes back one counted hit: the attempt turned out not to be one the limit is about. */
export async function takeBackHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ hits: sql`GREATEST(${rateCounters.hits} - 1, 0)` })
    .where(sql`${rateCounters.key} = ${key}`);
}

/** Drops the counters whose window is over: they would start from zero anyway. */
export async function deleteEndedCounters(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, now));
}
