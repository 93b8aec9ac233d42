import type { InvitedRole, TripRole } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-schema';
import { createdAtColumn, versionColumn, writtenInColumn } from '../db/columns';

/** A trip: its places and day. Who plans it is in trip_members. */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currentCity: text('current_city').notNull(),
    currentState: text('current_state').notNull().default(''),
    currentCountry: text('current_country').notNull(),
    currentCountrySlug: text('current_country_slug').notNull(),
    currentCurrency: text('current_currency').notNull().default(''),
    tripCity: text('trip_city').notNull(),
    tripState: text('trip_state').notNull().default(''),
    tripCountry: text('trip_country').notNull(),
    tripCountrySlug: text('trip_country_slug').notNull(),
    tripCurrency: text('trip_currency').notNull().default(''),
    tripLat: doublePrecision('trip_lat').notNull(),
    tripLon: doublePrecision('trip_lon').notNull(),
    /** The trip's day ('YYYY-MM-DD'): the wire's `when` is its noon UTC. */
    whenDay: date('when_day', { mode: 'string' }).notNull(),
    /** The day it ends ('YYYY-MM-DD', the wire's `returnDate`), or null while open-ended. */
    returnDay: date('return_day', { mode: 'string' }),
    version: versionColumn(),
    writtenIn: writtenInColumn(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // Reminders look for the trips whose day is within a few days.
    index('trips_when_day_idx').on(table.whenDay),
    // The trip's day or later, at most a year after it (core's ITINERARY_MAX_DATED_SPAN, 366 days).
    check(
      'trips_return_day_check',
      sql`${table.returnDay} is null or (${table.returnDay} >= ${table.whenDay} and ${table.returnDay} - ${table.whenDay} < 366)`,
    ),
  ],
);

/**
 * The people of a trip and their roles: one owner, any number of editors and viewers. Each user has at
 * most one current trip among theirs, which GET /trip, the board and the trip's finances act on.
 */
export const tripMembers = pgTable(
  'trip_members',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TripRole>().notNull(),
    current: boolean('current').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.userId] }),
    uniqueIndex('trip_members_one_owner')
      .on(table.tripId)
      .where(sql`${table.role} = 'owner'`),
    uniqueIndex('trip_members_one_current')
      .on(table.userId)
      .where(sql`${table.current}`),
    index('trip_members_user_idx').on(table.userId, table.joinedAt),
    check('trip_members_role_check', sql`${table.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/**
 * An invitation by e-mail to join a trip in a role: its link's token is stored hashed, works once and
 * for a week, and dies when the owner revokes it.
 */
export const tripInvitations = pgTable(
  'trip_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** Stored normalised, as users' e-mails are. */
    email: text('email').notNull(),
    role: text('role').$type<InvitedRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('trip_invitations_token_hash_unique').on(table.tokenHash),
    index('trip_invitations_trip_idx').on(table.tripId, table.createdAt),
    check('trip_invitations_role_check', sql`${table.role} in ('editor', 'viewer')`),
  ],
);

/**
 * Whose a row of a board or of the finances is, and who added it: a trip's, which its members reach by
 * their roles, or, for what a user keeps alone (and a board made before any trip), that user's. Exactly
 * one of the two (`oneScope`). The author's name shows on a shared trip; it stays null once their
 * account is gone.
 */
export const scopeColumns = () => ({
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
});

export const oneScope = (name: string, table: { userId: AnyPgColumn; tripId: AnyPgColumn }) =>
  check(name, sql`num_nonnulls(${table.userId}, ${table.tripId}) = 1`);
