import { ApiRequestError } from './api-client';

/*
 * A write the server refused as stale (409 `stale`): a companion wrote the item after the version the app
 * sent. The user is shown what differs and chooses: keep theirs (the item as it now is) or keep mine
 * (sent again, now against the version that refused it).
 */

/** One field that differs: as the other person left it, and as this user meant it. */
export interface ConflictRow {
  label: string;
  theirs: string;
  mine: string;
}

export interface WriteConflict {
  /** What was written: 'the list “Passport”'. */
  subject: string;
  /** The fields that differ; empty when the other change was elsewhere (a task of a list, its place). */
  rows: ConflictRow[];
  /** Someone deleted it: there is nothing left to keep one's change on. */
  gone: boolean;
  /** The button that sends the user's change again, when 'Keep mine' would not say it ('Delete anyway'). */
  keepMineLabel?: string | undefined;
}

export type ConflictChoice = 'mine' | 'theirs';
export type AskConflict = (conflict: WriteConflict) => Promise<ConflictChoice>;

/** Thrown when the user kept the other person's change: nothing of theirs was written, on purpose. */
export class TheirsKept extends Error {
  override readonly name = 'TheirsKept';
  constructor(readonly current: unknown) {
    super('The other person’s change was kept.');
  }
}

/**
 * The item as it is now when `error` refused a write as stale; null when it answered 404, since the item
 * the app read and wrote to was deleted since; undefined for any other refusal.
 */
export function staleCurrentOf(error: unknown): { current: unknown } | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status === 404) return { current: null };
  if (error.status !== 409 || error.code !== 'stale') return undefined;
  const current = (error.answer as { current?: unknown } | undefined)?.current;
  return { current: current ?? null };
}

/** A field of an item as the conflict shows it. */
export interface ConflictField<Item> {
  label: string;
  text: (item: Item) => string;
}

/** The fields whose text differs between the other person's item and this user's. */
export function differingRows<Item>(
  fields: readonly ConflictField<Item>[],
  theirs: Item,
  mine: Item,
): ConflictRow[] {
  return fields
    .map(({ label, text }) => ({ label, theirs: text(theirs), mine: text(mine) }))
    .filter((row) => row.theirs !== row.mine);
}

/** How often "keep mine" is tried again when yet another write came first meanwhile. */
const KEEP_MINE_ATTEMPTS = 3;

interface SendOptions<T, Current> {
  /**
   * Sends the write: first against the versions the app read (`against` undefined), then, when the user
   * keeps their change, against the item as the refusal showed it.
   */
  send: (against: Current | undefined) => Promise<T>;
  ask: AskConflict;
  /** What the conflict shows, from the item as it now is (null when deleted). */
  conflictOf: (current: Current | null) => WriteConflict;
}

/**
 * Sends a versioned write; when it is stale, asks the user, then sends it again against the current
 * version (mine) or throws TheirsKept (theirs, or an item someone deleted).
 */
export async function sendKeepingChoice<T, Current>({
  send,
  ask,
  conflictOf,
}: SendOptions<T, Current>): Promise<T> {
  let against: Current | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(against);
    } catch (error) {
      const stale = staleCurrentOf(error);
      if (!stale || attempt >= KEEP_MINE_ATTEMPTS) throw error;
      const current = stale.current as Current | null;
      const choice = await ask(conflictOf(current));
      if (choice === 'theirs' || current === null) throw new TheirsKept(current);
      against = current;
    }
  }
}
