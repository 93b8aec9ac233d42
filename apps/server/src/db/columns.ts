import { timestamp } from 'drizzle-orm/pg-core';

/*
 * Column helpers shared by the features' tables. This file imports no table: a helper that references
 * one (the owner's user_id) lives with that table, in accounts/accounts-schema.ts.
 */

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
