import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-schema';

/*
 * The answers of signed-in writes sent with an Idempotency-Key, one row per user and key, kept 24 hours
 * (http/idempotency.ts). In the database, so that a repeat that a proxy sends to another instance finds
 * the first answer all the same.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's key, as sent: 1 to 255 visible ASCII characters. */
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The route's path as registered (`/api/notifications/:id`); its parameters are in the hash. */
    path: text('path').notNull(),
    /** SHA-256 (hex) of the canonical JSON of the request's path parameters, query and body. */
    requestHash: text('request_hash').notNull(),
    /** The request answering under this key: only it may store the answer or give the key back. */
    claim: uuid('claim').notNull(),
    /** The answer's status; null while the first request is still being answered. */
    status: smallint('status'),
    /** The answer's content-type and location, those it had. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The answer's text; null for an answer without a body. */
    body: text('body'),
    /** When the key was claimed: the 24 hours, and a pending claim's lease, count from here. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);
