import { eq } from 'drizzle-orm';
import { answerVersions } from '../db/answer-versions-schema';
import type { Db } from '../db/client';

/** The counters of db/answer-versions-schema.ts: one per cached answer. */
export type AnswerKind = 'todo' | 'finances';

export interface AnswerCacheOptions {
  /** How many owners' answers one instance keeps (the least recently read go first). */
  maxEntries: number;
  /** An answer older than this is built again even if nothing changed (signed links inside it expire). */
  maxAgeMs: number;
  now?: () => number;
}

interface Held {
  version: number;
  text: string;
  builtAt: number;
}

/**
 * A per-instance store of built answers (JSON text) by owner, valid while the owner's counter in
 * answer_versions has not moved. Reading the counter is one indexed lookup; building an answer is
 * several queries and a serialisation of tens of KB. Keyed by the owner of the data — the user today, the
 * trip when a board is shared — never by the caller.
 */
export function createAnswerCache(db: Db, kind: AnswerKind, options: AnswerCacheOptions) {
  const held = new Map<string, Held>();
  const now = options.now ?? Date.now;

  async function versionOf(ownerId: string): Promise<number> {
    const [row] = await db
      .select({ version: answerVersions[kind] })
      .from(answerVersions)
      .where(eq(answerVersions.userId, ownerId))
      .limit(1);
    return row?.version ?? 0;
  }

  return {
    /**
     * The owner's answer: the held text when the counter still says what it said when the text was
     * built, else `build()`'s text, held for the next read. The counter is read before building, so a
     * held text is never older than the counter it is filed under.
     */
    async text(ownerId: string, build: () => Promise<string>): Promise<string> {
      const version = await versionOf(ownerId);
      const entry = held.get(ownerId);
      held.delete(ownerId);
      if (entry && entry.version === version && now() - entry.builtAt < options.maxAgeMs) {
        held.set(ownerId, entry);
        return entry.text;
      }
      const text = await build();
      held.set(ownerId, { version, text, builtAt: now() });
      if (held.size > options.maxEntries) {
        const oldest = held.keys().next().value;
        if (oldest !== undefined) held.delete(oldest);
      }
      return text;
    },
  };
}
