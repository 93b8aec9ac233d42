import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** The owning user of a feature's row; the row goes when the user does. */
export const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
