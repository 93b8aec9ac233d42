import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { countHits } from '../http/rate-limits';
import { feedCache } from './feeds-schema';
import { UpstreamError } from './upstream';

/** How long an answer is fresh, and how long past that it may still stand in while its upstream fails. */
export interface FeedPolicy {
  ttlMs: number;
  maxStaleMs: number;
}

/** Thrown by a loader when the upstream says the thing asked for does not exist; cached, then a 404. */
export class FeedNotFound extends Error {
  override readonly name = 'FeedNotFound';
}

export interface FeedRequest<T> {
  /** One destination of one feed from one provider, e.g. 'weather:open-meteo:38.72,-9.14'. */
  key: string;
  policy: FeedPolicy;
  /** What an answer must look like: checked before it is cached, so garbage is a failure, not a result. */
  schema: z.ZodType<T>;
  /** Asks the upstream; every call it makes shares the signal's deadline. */
  load(signal: AbortSignal): Promise<T>;
}

/** A cached answer: its JSON as it is sent, and the value, parsed once when a route needs it. */
export interface FeedAnswer<T> {
  text: string;
  /** When the upstream gave it (epoch ms): a stale answer served while the upstream fails is older than the TTL. */
  fetchedAt: number;
  value(): T;
}

export interface FeedCache {
  /**
   * The answer for a key, asked for by the user `userId`: a fresh one from memory or the database; else a
   * stale one at once, with one refresh behind it; else whatever one upstream call (shared by every
   * concurrent request) brings, which is one of the cold keys the user may cause in a minute. Fails with
   * 503 feed_unavailable when nothing can be served, 404 when the upstream said it has none, and 429
   * too_many_feed_requests, with Retry-After, past the user's cold keys.
   */
  get<T>(request: FeedRequest<T>, userId: string): Promise<FeedAnswer<T>>;
  /** Waits for the refreshes still running (each ends by its deadline). */
  close(): Promise<void>;
}

interface Entry {
  text: string | null;
  missing: string | null;
  fetchedAt: number;
  parsed?: unknown;
}

export interface FeedCacheOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The deadline of one refresh, all its upstream calls together. */
  timeoutMs: number;
  /** Keys one user may have asked of their upstream, with nothing cached to answer, per minute. */
  coldKeysPerMinute: number;
  /** Answers kept in memory in front of the database (least recently used go first). */
  memoryEntries?: number;
  now?: () => number;
}

const COLD_KEY_WINDOW_MS = 60_000;

/** A cold key refused to the user who asked for it, past their minute's limit. */
class TooManyFeedRequests extends HttpError {
  constructor(
    readonly userId: string,
    retryAfterSeconds: number,
  ) {
    super(429, 'too_many_feed_requests', (t) => t.errors.tooManyFeedRequests(retryAfterSeconds), {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

export function feedUnavailable(): HttpError {
  return new HttpError(
    503,
    'feed_unavailable',
    'This information is not available right now: its source did not answer. Please try again later.',
  );
}

export function createFeedCache({
  db,
  log,
  timeoutMs,
  coldKeysPerMinute,
  memoryEntries = 256,
  now = Date.now,
}: FeedCacheOptions): FeedCache {
  const memory = new Map<string, Entry>();
  const running = new Map<string, Promise<Entry>>();
  /** When each key's last refresh failed: its upstream is left alone for a while (see retryAfterMs). */
  const failedAt = new Map<string, number>();
  const behind = new Set<Promise<unknown>>();
  // A failing upstream is asked again after six deadlines: an outage costs each key one wait, not one per request.
  const retryAfterMs = 6 * timeoutMs;

  function remember(key: string, entry: Entry) {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > memoryEntries) memory.delete(memory.keys().next().value ?? key);
  }

  async function readRow(key: string): Promise<Entry | undefined> {
    try {
      const [row] = await db.select().from(feedCache).where(eq(feedCache.key, key)).limit(1);
      return row && { text: row.body, missing: row.missing, fetchedAt: row.fetchedAt.getTime() };
    } catch (error) {
      // The upstream can still answer: a database hiccup should not take the feeds down with it.
      log.warn({ err: error, key }, 'feed cache: reading the database failed');
      return undefined;
    }
  }

  async function writeRow(key: string, entry: Entry, policy: FeedPolicy) {
    try {
      const fetchedAt = new Date(entry.fetchedAt);
      const forgetAt = new Date(entry.fetchedAt + policy.maxStaleMs);
      await db
        .insert(feedCache)
        .values({ key, body: entry.text, missing: entry.missing, fetchedAt, forgetAt })
        .onConflictDoUpdate({
          target: feedCache.key,
          set: { body: entry.text, missing: entry.missing, fetchedAt, forgetAt },
          // Another instance may have stored a newer answer meanwhile: keep the newest.
          setWhere: lt(feedCache.fetchedAt, fetchedAt),
        });
    } catch (error) {
      log.warn({ err: error, key }, 'feed cache: writing the database failed');
    }
  }

  function deadline(signal: AbortSignal): Promise<never> {
    return new Promise((_, reject) => {
      const fail = () => reject(new UpstreamError('feed', 'timeout', `no answer within ${timeoutMs} ms`));
      if (signal.aborted) fail();
      else signal.addEventListener('abort', fail, { once: true });
    });
  }

  async function load<T>(request: FeedRequest<T>): Promise<Entry> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // The race holds the deadline even for a loader that forgot to pass the signal on.
      const value = await Promise.race([request.load(signal), deadline(signal)]);
      const checked = request.schema.safeParse(value);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new UpstreamError(
          'feed',
          'invalid',
          `answer does not fit the contract at ${issue?.path.join('.')}`,
        );
      }
      return { text: JSON.stringify(checked.data), missing: null, fetchedAt: now(), parsed: checked.data };
    } catch (error) {
      if (error instanceof FeedNotFound) return { text: null, missing: error.message, fetchedAt: now() };
      throw error;
    }
  }

  /**
   * Counts a cold key in the user's minute, and refuses it past the limit. The count is kept in the
   * database, so that it holds for a user whose requests a proxy spreads over several instances; only a
   * key about to cost an upstream call pays for the statement, never a cached answer. Should the database
   * fail to count, the key goes through, as a failed read or write of an answer does not stop the feeds.
   */
  async function admitColdKey(userId: string) {
    const rule = { key: `feed-cold-keys:${userId}`, max: coldKeysPerMinute, windowMs: COLD_KEY_WINDOW_MS };
    let over: { retryAfterSeconds: number } | undefined;
    try {
      const [count] = await countHits(db, [rule], new Date(now()));
      if (count?.over) over = count;
    } catch (error) {
      log.warn({ err: error }, 'feed cache: counting a cold key failed');
    }
    if (over) throw new TooManyFeedRequests(userId, over.retryAfterSeconds);
  }

  /** One refresh of the key at a time; `askedBy` is the user it counts against, none for a stale key's. */
  function refresh<T>(request: FeedRequest<T>, askedBy: string | null): Promise<Entry> {
    const { key } = request;
    const already = running.get(key);
    if (already) return already;
    const refreshing = (async () => {
      if (askedBy !== null) await admitColdKey(askedBy);
      let entry: Entry;
      try {
        entry = await load(request);
      } catch (error) {
        // A provider's fair use leaving no turn says nothing of the upstream: the key may be asked again.
        if (!(error instanceof UpstreamError && error.reason === 'busy')) {
          failedAt.set(key, now());
          if (failedAt.size > memoryEntries * 4) failedAt.delete(failedAt.keys().next().value ?? key);
        }
        // The message names the provider and what went wrong, never the address (some carry a key).
        log.warn(
          { key, reason: error instanceof Error ? error.message : String(error) },
          'feed refresh failed',
        );
        throw feedUnavailable();
      }
      failedAt.delete(key);
      remember(key, entry);
      await writeRow(key, entry, request.policy);
      return entry;
    })().finally(() => running.delete(key));
    running.set(key, refreshing);
    return refreshing;
  }

  const failedRecently = (key: string) => now() - (failedAt.get(key) ?? -Infinity) < retryAfterMs;

  function answer<T>(entry: Entry, schema: z.ZodType<T>): FeedAnswer<T> {
    if (entry.missing !== null || entry.text === null) {
      throw new HttpError(404, 'not_found', entry.missing ?? 'Not found.');
    }
    const text = entry.text;
    return {
      text,
      fetchedAt: entry.fetchedAt,
      value() {
        entry.parsed ??= schema.parse(JSON.parse(text));
        return entry.parsed as T;
      },
    };
  }

  async function get<T>(request: FeedRequest<T>, userId: string): Promise<FeedAnswer<T>> {
    const { key, policy, schema } = request;
    const age = (entry: Entry) => now() - entry.fetchedAt;
    let entry = memory.get(key);
    if (!entry || age(entry) >= policy.ttlMs) {
      // Another instance may have refreshed it meanwhile.
      const stored = await readRow(key);
      if (stored && (!entry || stored.fetchedAt > entry.fetchedAt)) {
        entry = stored;
        remember(key, entry);
      }
      // And this one too, while the database answered: the refresh is over, and no longer running.
      const refreshed = memory.get(key);
      if (refreshed && (!entry || refreshed.fetchedAt > entry.fetchedAt)) entry = refreshed;
    }
    if (entry && age(entry) < policy.ttlMs) return answer(entry, schema);
    if (entry && age(entry) < policy.maxStaleMs) {
      if (!running.has(key) && !failedRecently(key)) {
        const refreshing = refresh(request, null).catch(() => undefined);
        behind.add(refreshing);
        void refreshing.finally(() => behind.delete(refreshing));
      }
      return answer(entry, schema);
    }
    const joined = running.has(key);
    if (!joined && failedRecently(key)) throw feedUnavailable();
    try {
      return answer(await refresh(request, userId), schema);
    } catch (error) {
      // The refresh this request joined was refused to the user who started it, not to this one.
      if (joined && error instanceof TooManyFeedRequests && error.userId !== userId) {
        return get(request, userId);
      }
      throw error;
    }
  }

  return {
    get,

    async close() {
      await Promise.allSettled([...behind]);
    },
  };
}
