import { z } from 'zod';
import { LIVE_TOPICS } from './messages';

/*
 * What travels on the changes' channel (NOTIFY wayfarer_changes) to every instance's live hub: a
 * committed change of a trip's or of a user's data, which the database writes itself (`notify_change`,
 * called by the version triggers of the migrations), or sessions that ended, which the server sends. The
 * hub reads every payload through this one schema, which a test holds against the migrations' SQL.
 */

/** The counter a write moved: which of the data, and where it now stands. */
const movedCounter = {
  topic: z.enum(LIVE_TOPICS),
  version: z.number().int(),
};

export const tripChangeSchema = z.object({
  trip: z.string(),
  ...movedCounter,
  /** The members a membership change took off the trip: told once more, that their app lets go of it. */
  removed: z.array(z.string()).optional(),
});
export type TripChange = z.infer<typeof tripChangeSchema>;

export const userChangeSchema = z.object({
  user: z.string(),
  ...movedCounter,
});
export type UserChange = z.infer<typeof userChangeSchema>;

/**
 * Sessions that ended: every session of the account `ended` (an account deleted, a password reset), or
 * the one whose token hashes to `session` (a sign-out). The sockets signed in with them close at once.
 */
export const sessionsEndedSchema = z.object({
  ended: z.string(),
  session: z.string().optional(),
});
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const changePayloadSchema = z.union([tripChangeSchema, userChangeSchema, sessionsEndedSchema]);
export type ChangePayload = z.infer<typeof changePayloadSchema>;
