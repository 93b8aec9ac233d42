import type { Language, TripRole } from '@wayfarer/core';

/*
 * What a signed-in request carries, apart from the guard that sets it (auth.ts `requireUser`): the policy
 * layer, the idempotency store and the routes read these types without importing the guard, which imports
 * them in turn.
 */

/** Who a request inside a signed-in scope comes from. */
export interface SignedInSession {
  /** The session's own id: what a write records as its author's session (db/versions.ts). */
  sessionId: string;
  userId: string;
  /** The account's language: what its error answers are written in. */
  language: Language;
  /**
   * The account's time zone: a date a client sends as epoch ms alone is read as the day it falls on
   * there (packages/core's `dayOfSentDate`), the day its author meant.
   */
  timeZone: string;
  /** The hash of the bearer token, to end this session on Exit. */
  tokenHash: string;
  /**
   * The user's current trip and their role in it, read in the same statement as the session; null when
   * they have none (then the board and trip finances they reach are their own, as before any trip).
   */
  trip: { id: string; role: TripRole } | null;
  /**
   * Where the held answers' counters stood, read in the same statement as the session: a held answer
   * (http/answer-cache.ts) is checked against them without a query of its own. `todo` is the board's
   * (the trip's, or the user's own); `finances` moves with the user's own items and the trip's.
   */
  answerVersions: { todo: number; finances: number };
}

/**
 * A request inside a signed-in scope: `requireUser`'s hook has set its session. Only the handlers of the
 * endpoints the map marks signed in are given this type (`EndpointRequest`), so a public route that reads
 * a session does not compile.
 */
export interface SignedInRequest {
  session: SignedInSession;
}
