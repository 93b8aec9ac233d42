import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_id_unique').on(table.googleId),
  ],
);

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

/** Failed sign-ins per key ('email:…' or 'address:…'), shared by every instance through the database. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const trips = pgTable('trips', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
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
  when: bigint('when', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
export * from '../todo/todo-schema';
export * from '../finances/finances-schema';
export * from '../feeds/feeds-schema';
