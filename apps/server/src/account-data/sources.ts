import type {
  FinancesAnswer,
  Itinerary,
  Language,
  TodoListAnswer,
  Trip,
  TripMember,
  TripSummary,
} from '@wayfarer/core';
import type { Db } from '../db/client';
import type { Scope } from '../db/ownership';
import type { NamedFiles } from '../storage/named-files';

/** What counting a sign-in attempt found, as /login counts it. */
export interface CountedSignIn {
  emailRetryAfter: number;
  addressRetryAfter: number;
}

/** The sign-in limits of /login: the same counts, so that a guess here is a guess there. */
export interface SignInThrottle {
  countAttempt(email: string, address: string): Promise<CountedSignIn>;
  succeeded(email: string, address: string): Promise<void>;
}

/** Whose Google account a credential proves, or why it proves none. */
export type GoogleCheck = { googleId: string } | 'invalid' | 'keys_unavailable';

/**
 * What the export and the deletion take from the features that own the data, handed in by the app
 * (account-data-sources.ts): each is the very read or change that feature's own routes make, so the
 * export shows what the app shows and the deletion does what the app's own deletions do. Every function
 * takes the database or transaction to run on.
 */
export interface AccountDataSources {
  /** The trips the user belongs to, with their role: the current first, then the latest joined. */
  tripsOf(db: Db, userId: string): Promise<TripSummary[]>;
  /** A trip's places and day. */
  findTrip(db: Db, tripId: string): Promise<Trip | undefined>;
  /** A trip's members: the owner first, then in the order they joined. */
  membersOf(db: Db, tripId: string): Promise<TripMember[]>;
  /** A board as GET /todolist answers it, but each attachment's `link` is its stored file's name. */
  boardOf(db: Db, scope: Scope): Promise<TodoListAnswer[]>;
  /** The user's own finance items, and the trip goals and costs of `tripScope`, as GET /finances answers them. */
  financesOf(db: Db, userId: string, tripScope: Scope): Promise<FinancesAnswer>;
  /** A trip's itinerary as stored, as GET /trips/:tripId/itinerary answers it. */
  itineraryOf(db: Db, tripId: string): Promise<Itinerary>;
  /** The user's calendar feed as its address serves it. */
  calendarOf(db: Db, owner: { userId: string; language: Language }): Promise<string>;
  /** Makes a member the trip's owner, the owner an editor. */
  handOver(db: Db, tripId: string, ownerId: string, heirId: string): Promise<void>;
  /** Deletes a trip with its board, goals and costs; answers its attachments' files, for removal after commit. */
  deleteTrip(db: Db, tripId: string): Promise<string[]>;
  /** Whether the password is the account's (a decoy check, as long, for an account without one). */
  checkPassword(hash: string | null, password: string): Promise<boolean>;
  /** Null when Google sign-in is off. */
  checkGoogle: ((credential: string) => Promise<GoogleCheck>) | null;
  throttle: SignInThrottle;
  /** The profile photos in the file store. */
  photos: NamedFiles;
}
