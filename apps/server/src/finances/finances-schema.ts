import type { FinanceKind } from '@wayfarer/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerColumn } from '../accounts/accounts-schema';
import { editedRowColumns } from '../db/columns';
import { oneScope, scopeColumns } from '../trip/trip-schema';

/*
 * Money is bigint cents; drizzle's 'number' mode is exact up to 2^53, far above MAX_MONEY_CENTS.
 * Entrances and domestic goals and costs are their user's alone (user_id). Trip goals and costs are a
 * trip's (trip_id), shared with its members, but for those a user made before any trip, which stay
 * theirs. An expense's (goal, scope, type) must match its goal's: the database itself refuses an expense
 * on a goal of another user or trip, or of the other kind.
 */

const cents = () => bigint('value', { mode: 'number' }).notNull();
/** The item's day ('YYYY-MM-DD'): the wire's `date` is its noon UTC. */
const calendarDay = () => date('date_day', { mode: 'string' }).notNull();
/** 1 domestic, 2 trip. */
const kind = () => smallint('type').$type<FinanceKind>().notNull();

const positiveValue = (name: string, table: { value: AnyPgColumn }) => check(name, sql`${table.value} > 0`);

/**
 * An item entered in another currency than the home one keeps the amount as entered, its
 * currency, the rate its home `value` was worked out with (exact decimal text, home units per unit),
 * the rate's day and whether the user typed it. An item entered in the home currency has none of them.
 */
const otherCurrencyColumns = () => ({
  originalCurrency: text('original_currency'),
  /** Hundredths of original_currency. */
  originalValue: bigint('original_value', { mode: 'number' }),
  rate: text('rate'),
  rateDate: date('rate_date', { mode: 'string' }),
  rateTyped: boolean('rate_typed'),
});

type OtherCurrencyColumns = { [Name in keyof ReturnType<typeof otherCurrencyColumns>]: AnyPgColumn };

/** All five set or none, an amount above 0, a rate as exact decimal text above 0. */
const otherCurrencyChecks = (table: string, columns: OtherCurrencyColumns) => [
  check(
    `${table}_other_currency_check`,
    sql`num_nulls(${columns.originalCurrency}, ${columns.originalValue}, ${columns.rate}, ${columns.rateDate}, ${columns.rateTyped}) in (0, 5)`,
  ),
  check(`${table}_original_value_check`, sql`${columns.originalValue} > 0`),
  check(`${table}_original_currency_check`, sql`${columns.originalCurrency} ~ '^[A-Z]{3}$'`),
  check(
    `${table}_rate_check`,
    sql`${columns.rate} ~ '^[0-9]{1,7}([.][0-9]{1,10})?$' and ${columns.rate} !~ '^[0.]+$'`,
  ),
];
const knownKind = (name: string, table: { type: AnyPgColumn }) => check(name, sql`${table.type} in (1, 2)`);
/** Only trip goals and costs (type 2) may be a trip's: the domestic ones are always their user's. */
const tripItemsOnly = (name: string, table: { type: AnyPgColumn; tripId: AnyPgColumn }) =>
  check(name, sql`${table.tripId} is null or ${table.type} = 2`);

/** How every finance item is shown: a title in a colour, and its amount in the home currency. */
const shownColumns = () => ({
  title: text('title').notNull(),
  color: text('color').notNull(),
  value: cents(),
});

/** A goal or a cost: a user's or a trip's, of one kind, shown as every finance item is. */
const kindItemColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  ...scopeColumns(),
  type: kind(),
  ...shownColumns(),
});

/** A goal's or a cost's rules: one scope, a trip's only if of the trip kind, a known kind, an amount above 0. */
const kindItemChecks = (
  table: string,
  columns: { userId: AnyPgColumn; tripId: AnyPgColumn; type: AnyPgColumn; value: AnyPgColumn },
) => [
  oneScope(`${table}_scope_check`, columns),
  tripItemsOnly(`${table}_trip_kind_check`, columns),
  positiveValue(`${table}_value_check`, columns),
  knownKind(`${table}_type_check`, columns),
];

export const financeEntrances = pgTable(
  'finance_entrances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    ...shownColumns(),
    dateDay: calendarDay(),
    ...otherCurrencyColumns(),
    ...editedRowColumns(),
  },
  (table) => [
    index('finance_entrances_user_date_day_idx').on(table.userId, table.dateDay),
    positiveValue('finance_entrances_value_check', table),
    ...otherCurrencyChecks('finance_entrances', table),
  ],
);

export const financeGoals = pgTable(
  'finance_goals',
  {
    ...kindItemColumns(),
    /** 1 to 20. */
    icon: smallint('icon').notNull(),
    ...otherCurrencyColumns(),
    ...editedRowColumns(),
  },
  (table) => [
    unique('finance_goals_id_user_type_unique').on(table.id, table.userId, table.type),
    unique('finance_goals_id_trip_type_unique').on(table.id, table.tripId, table.type),
    index('finance_goals_user_idx').on(table.userId, table.createdAt),
    index('finance_goals_trip_idx').on(table.tripId, table.createdAt),
    ...kindItemChecks('finance_goals', table),
    check('finance_goals_icon_check', sql`${table.icon} between 1 and 20`),
    ...otherCurrencyChecks('finance_goals', table),
  ],
);

export const financeExpenses = pgTable(
  'finance_expenses',
  {
    ...kindItemColumns(),
    dateDay: calendarDay(),
    /** Null counts under 'Othres'. A goal is deleted only after its expenses were freed. */
    financesGoalId: uuid('finances_goal_id'),
    ...otherCurrencyColumns(),
    ...editedRowColumns(),
  },
  (table) => [
    foreignKey({
      name: 'finance_expenses_goal_fk',
      columns: [table.financesGoalId, table.userId, table.type],
      foreignColumns: [financeGoals.id, financeGoals.userId, financeGoals.type],
    }),
    foreignKey({
      name: 'finance_expenses_trip_goal_fk',
      columns: [table.financesGoalId, table.tripId, table.type],
      foreignColumns: [financeGoals.id, financeGoals.tripId, financeGoals.type],
    }),
    index('finance_expenses_user_date_day_idx').on(table.userId, table.dateDay),
    index('finance_expenses_trip_date_day_idx').on(table.tripId, table.dateDay),
    index('finance_expenses_goal_idx').on(table.financesGoalId),
    ...kindItemChecks('finance_expenses', table),
    ...otherCurrencyChecks('finance_expenses', table),
  ],
);
