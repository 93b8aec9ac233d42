import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedCache } from './feeds-schema';

/**
 * Keeps the feed cache within bounds: deletes the answers too old even to stand in for a failing
 * upstream, then, counting the keys' and answers' bytes from the newest answer down, every answer past
 * `maxBytes`. An answer in use is refreshed once a TTL and so stays among the newest; what goes first
 * is what no one has asked for in the longest time.
 */
export async function sweepFeedCache(db: Db, { maxBytes, now }: { maxBytes: number; now: Date }) {
  await db.delete(feedCache).where(lte(feedCache.forgetAt, now));
  await db.execute(sql`
    DELETE FROM feed_cache WHERE key IN (
      SELECT key FROM (
        SELECT key, SUM(octet_length(key) + COALESCE(octet_length(body), 0) + COALESCE(octet_length(missing), 0))
          OVER (ORDER BY fetched_at DESC, key) AS bytes_up_to_here
        FROM feed_cache
      ) AS newest_first
      WHERE bytes_up_to_here > ${maxBytes}
    )`);
}
