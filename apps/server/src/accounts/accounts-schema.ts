import { DEFAULT_LANGUAGE, LANGUAGES } from '@wayfarer/core';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored normalised (trimmed, lower case) so that look-ups are case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    photo: text('photo').notNull().default('default.jpeg'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Google's `sub` for the account, once the user has signed in with Google. */
    googleId: text('google_id'),
    /** The IANA zone the user's days and reminder times are read in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** What the server's texts and mails say to the user in. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_id_unique').on(table.googleId),
  ],
);

/**
 * The profile: what a person is shown of their account (GET /user, the export), never how they sign in
 * (the password's hash, the Google id). Selected as one set wherever the profile is read.
 */
export const profileColumns = {
  name: users.name,
  email: users.email,
  photo: users.photo,
  timeZone: users.timeZone,
  language: users.language,
};

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mail_tokens_token_hash_unique').on(table.tokenHash)],
);

/** The owning user of a feature's row; the row goes when the user does. */
export const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
