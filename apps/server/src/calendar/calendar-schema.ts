import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerColumn } from '../accounts/accounts-schema';
import { createdAtColumn } from '../db/columns';

/** A user's reminder settings; a user without a row has the defaults (DEFAULT_REMINDER_SETTINGS). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: ownerColumn().primaryKey(),
  email: boolean('email').notNull(),
  daysBefore: smallint('days_before').array().notNull(),
  /** 'HH:MM' in the user's zone. */
  time: text('time').notNull(),
});

/** What the app tells a user in its bell: each reminder leaves one. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One reminder of one item's day to one person: the unique key makes it happen once whichever instance
 * finds it, and a moved date is a new day, so a new reminder. Its notification is written with it; its
 * e-mail, when the person wants one, waits in `mail_state` 'pending' until an instance claims it (until
 * `claimed_until`), sends it and marks it 'sent'.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    itemKind: text('item_kind', { enum: ['task', 'list', 'trip'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    itemDay: date('item_day', { mode: 'string' }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    mailState: text('mail_state', { enum: ['pending', 'sent', 'none'] }).notNull(),
    /** The mail as it goes: subject, text and link, fixed when the reminder was found. */
    mailSubject: text('mail_subject').notNull(),
    mailText: text('mail_text').notNull(),
    mailLink: text('mail_link').notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('reminder_deliveries_once').on(
      table.userId,
      table.itemKind,
      table.itemId,
      table.itemDay,
      table.daysBefore,
    ),
    index('reminder_deliveries_mail_idx')
      .on(table.claimedUntil)
      .where(sql`${table.mailState} = 'pending'`),
    check('reminder_deliveries_days_check', sql`${table.daysBefore} between 0 and 14`),
  ],
);

/**
 * A user's private calendar feed. Its token is derived from `feed_id` with the server's feed secret, so
 * the address can be shown again; what is looked up is the token's SHA-256, so the table alone opens
 * no feed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: ownerColumn().primaryKey(),
    feedId: uuid('feed_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [unique('calendar_feeds_token_unique').on(table.tokenHash)],
);
