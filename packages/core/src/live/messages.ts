/*
 * The live channel (GET /api/live, a WebSocket): the client signs in with its first message; the server
 * then says which of the data it may see changed, never the data itself, and the client reads it again.
 */

/** What a client sends: its session token, first and within LIVE_AUTH_TIMEOUT_MS. */
export interface LiveAuthMessage {
  type: 'auth';
  token: string;
  /**
   * How long ago, in ms, the oldest data the page shows was read: only changes made since are told
   * again as the socket signs in. Left out, every change of the last seconds is.
   */
  readMsAgo?: number;
}

/**
 * What changed: a trip's board, goals and costs, details, members or itinerary, or (no trip) the reader's
 * own.
 */
export const LIVE_TOPICS = ['todo', 'finances', 'trip', 'members', 'itinerary'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export type LiveServerMessage =
  | { type: 'ready' }
  /**
   * After a committed write: the trip's counter for the topic, the one its held answers use; `tripId`
   * null for what is the reader's alone (their own finances, a board made before any trip).
   */
  | { type: 'changed'; tripId: string | null; topic: LiveTopic; version: number };

/** How long a new socket may take to send its auth message. */
export const LIVE_AUTH_TIMEOUT_MS = 5000;

/** The close codes the server uses beyond the standard ones. */
export const LiveCloseCode = {
  /** No valid auth in time, a bad token, or a session that ended. */
  unauthorized: 4401,
  /** Too many messages from the client. */
  tooManyMessages: 4429,
  /**
   * The account opened more sockets on this instance than it may hold: the oldest is closed to make room,
   * and stays closed until its tab is looked at again.
   */
  tooManySockets: 4409,
  /** The server is stopping: reconnect (to another instance). */
  goingAway: 1001,
} as const;
