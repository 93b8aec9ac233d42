import type { ItineraryItemKind, OsmType, TransportMode } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-schema';
import { createdAtColumn, versionColumn, writtenInColumn } from '../db/columns';
import { trips } from '../trip/trip-schema';

/*
 * A trip day by day: its days, and one table of items, each on a day or (no day) an idea. Every row is
 * its trip's, and an item's day is of the same trip: the database itself refuses one on another trip's
 * day. Days and items go with their trip; who added them is forgotten (null) with their account.
 */

/** A place as an item keeps it: where it is, and the OpenStreetMap element it was found as, if any. */
export interface StoredPlace {
  name: string;
  lat: number;
  lon: number;
  address: string;
  osmType: OsmType | null;
  osmId: number | null;
}

/**
 * An order key (fractional-indexing's), compared byte by byte: its digits are case-sensitive, and any
 * collation but "C" would sort 'a0' and 'Zz' as a dictionary does.
 */
const orderKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const addedBy = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });

/** The dates the trip's days were last made for: made again only when the trip's dates move. */
export const itineraries = pgTable('itineraries', {
  tripId: uuid('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
});

export const itineraryDays = pgTable(
  'itinerary_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD', or null: a day of no date. */
    date: date('date', { mode: 'string' }),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Null for a day made from the trip's dates. */
    createdBy: addedBy(),
    version: versionColumn(),
    writtenIn: writtenInColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // One day per date; undated days, as many as are added.
    unique('itinerary_days_trip_date_unique').on(table.tripId, table.date),
    unique('itinerary_days_id_trip_unique').on(table.id, table.tripId),
  ],
);

/** An item's start or end: its wall time, its zone, the instant they name, and how the zone came. */
const timeColumns = (end: 'start' | 'end') => ({
  /** 'YYYY-MM-DDTHH:mm', the wall time in `zone`. */
  local: text(`${end}_local`),
  /** IANA. */
  zone: text(`${end}_zone`),
  /** The instant the wall time names in its zone: what items are sorted and checked by. */
  at: timestamp(`${end}_at`, { withTimezone: true }),
  /** Chosen by a person rather than looked up from the place: a new place does not change it. */
  zoneChosen: boolean(`${end}_zone_chosen`).notNull().default(false),
});

const start = timeColumns('start');
const end = timeColumns('end');

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** Null for an idea. */
    dayId: uuid('day_id'),
    position: orderKey('position').notNull(),
    kind: text('kind').$type<ItineraryItemKind>().notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    place: jsonb('place').$type<StoredPlace>(),
    startLocal: start.local,
    startZone: start.zone,
    startAt: start.at,
    startZoneChosen: start.zoneChosen,
    endLocal: end.local,
    endZone: end.zone,
    endAt: end.at,
    endZoneChosen: end.zoneChosen,
    /** A transport's; null on other kinds. */
    mode: text('mode').$type<TransportMode>(),
    fromPlace: jsonb('from_place').$type<StoredPlace>(),
    toPlace: jsonb('to_place').$type<StoredPlace>(),
    carrier: text('carrier').notNull().default(''),
    number: text('number').notNull().default(''),
    createdBy: addedBy(),
    version: versionColumn(),
    writtenIn: writtenInColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // One order per day and one for the ideas (day null, which NULLS NOT DISTINCT counts as one day):
    // two companions moving at once cannot end on one key. The migration makes it DEFERRABLE (checked
    // at each statement's end), so a sort or a rebalance rewrites a day's keys in one statement.
    unique('itinerary_items_position_unique')
      .on(table.tripId, table.dayId, table.position)
      .nullsNotDistinct(),
    foreignKey({
      name: 'itinerary_items_day_fk',
      columns: [table.dayId, table.tripId],
      foreignColumns: [itineraryDays.id, itineraryDays.tripId],
    }),
    check('itinerary_items_kind_check', sql`${table.kind} in ('place', 'stay', 'transport', 'note')`),
    check(
      'itinerary_items_mode_check',
      sql`(${table.kind} = 'transport') = (${table.mode} is not null) and ${table.mode} in ('flight', 'train', 'bus', 'ferry', 'car', 'walk', 'bike', 'other')`,
    ),
    check(
      'itinerary_items_times_check',
      sql`num_nulls(${table.startLocal}, ${table.startZone}, ${table.startAt}) in (0, 3) and num_nulls(${table.endLocal}, ${table.endZone}, ${table.endAt}) in (0, 3) and (${table.endAt} is null or ${table.startAt} is null or ${table.endAt} >= ${table.startAt})`,
    ),
  ],
);

/**
 * A trip's read-only link, for people without an account: one per trip, its token stored as its SHA-256
 * only (the link itself is shown once, to the owner who made it). A new link replaces the old one, which
 * stops working at once; deleting the row stops sharing.
 */
export const itineraryShares = pgTable(
  'itinerary_shares',
  {
    tripId: uuid('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('itinerary_shares_token_hash_unique').on(table.tokenHash)],
);
