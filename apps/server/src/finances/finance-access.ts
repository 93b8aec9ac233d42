import type { FinanceKind, ItemVerb } from '@wayfarer/core';
import { FINANCES_MAX_ITEMS, TRIP_FINANCES_MAX_ITEMS } from '@wayfarer/core';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { ownedBy, scopeColumnsOf, scopeOf, type Scope } from '../db/ownership';
import { limitReached } from '../http/errors';
import type { SignedInRequest } from '../http/signed-in';
import { currentTripWriter, holdItemWrite, holdTripWrite, type TripWriter } from '../http/trip-policy';
import { columnsOf, type ExpenseContent, type GoalContent } from './finance-rows';
import { financeEntrances, financeExpenses, financeGoals } from './finances-schema';

/*
 * What the finances' repositories share (entrances, goals, expenses, each in its own file): the finances
 * a request reaches, and the checks their writes make.
 */

/**
 * The finances a request reaches, and the only way the repositories reach them: the caller's own
 * entrances and domestic goals and costs, and the trip goals and costs of `tripScope`, their current
 * trip's (or, without one, their own). Every statement is narrowed to the caller's own rows (`ownedBy`,
 * `ownedRow`) or to those of the trip scope, so anything else is never read, changed or deleted: it is
 * simply not found. (The expenses' composite foreign keys back this up for goal links.) Whether the
 * caller may change a trip's item is the policy layer's to say, inside the write (writeInFinances).
 */
export interface FinanceAccess {
  db: Db;
  userId: string;
  tripScope: Scope;
  /** The caller's session, which each write records (db/versions.ts). */
  sessionId: string;
  /** With a current trip, who writes its items: a write of one checks their role when it commits. */
  writer?: TripWriter | undefined;
}

/** Whose finances a read reaches: the caller's own, and the trip scope's goals and costs. */
export type FinanceReach = Pick<FinanceAccess, 'userId' | 'tripScope'>;

/** The finances a signed-in request reaches: its caller's own, and their current trip's. */
export const financeAccessFor = (db: Db, { session }: SignedInRequest): FinanceAccess => ({
  db,
  userId: session.userId,
  tripScope: scopeOf(session),
  sessionId: session.sessionId,
  writer: currentTripWriter(session, 'write'),
});

/** The tables of the items that may be a trip's, by their kind in the trip's item rules (core's TRIP_ITEM_RULES). */
const KIND_TABLES = { goal: financeGoals, expense: financeExpenses } as const;
export type KindItem = keyof typeof KIND_TABLES;
/** A goals or expenses table: each row its user's (domestic, or a trip item made before any trip) or a trip's. */
type KindTable = (typeof KIND_TABLES)[KindItem];

const tripIdOf = ({ tripScope }: FinanceReach) => ('tripId' in tripScope ? tripScope.tripId : undefined);

/** The rows of a goals or expenses table the caller reaches. */
export function reachable(access: FinanceReach, table: KindTable): SQL {
  const tripId = tripIdOf(access);
  if (!tripId) return eq(table.userId, access.userId);
  // With a current trip, trip items are that trip's: any made before a trip stay out of sight.
  return or(and(eq(table.userId, access.userId), eq(table.type, 1)), eq(table.tripId, tripId)) as SQL;
}

export const reachableRow = (access: FinanceReach, table: KindTable, id: string) =>
  and(eq(table.id, id), reachable(access, table));

/** Where a new or edited item of this kind lives. */
export const scopeOfKind = ({ tripScope, userId }: FinanceAccess, type: FinanceKind): Scope =>
  type === 2 ? tripScope : { userId };

/** The columns of a new goal or expense: its own, in its kind's scope, added by the caller. */
export const newKindItem = <Content extends GoalContent | ExpenseContent>(
  access: FinanceAccess,
  content: Content,
) => ({
  ...columnsOf(content),
  ...scopeColumnsOf(scopeOfKind(access, content.type)),
  createdBy: access.userId,
  writtenIn: access.sessionId,
});

/** Reads a goal or expense in reach with its author's name. */
export const authorName = { createdByName: users.name };

/** A row read again in the transaction that found it: there, whatever else happens meanwhile. */
export function found<Row>(row: Row | undefined): Row {
  if (!row) throw new Error('a row found in this transaction is gone');
  return row;
}

/**
 * What a write does, for the trip's policy to decide on: add an item of kind `becomes`, or do `verb` to
 * the goal or expense `id`, which an edit may make of kind `becomes`. An entrance is its user's alone:
 * nothing to decide.
 */
export interface FinanceWrite {
  item?: { kind: KindItem; id: string; verb: ItemVerb };
  becomes?: FinanceKind | undefined;
}

/**
 * Asks the trip's policy, in the write's transaction, when the item is or becomes a trip's: the writer's
 * role held until the commit (holdTripWrite), and for a trip's item its own rule too (holdItemWrite).
 * Taken first, before any row of the finances is locked, in the order a trip's deletion takes the trip
 * and then its items. An item out of reach is left for the write to find missing.
 */
async function holdIfTrip(tx: Db, access: FinanceAccess, { item, becomes }: FinanceWrite): Promise<void> {
  const { writer } = access;
  if (!writer) return;
  if (item) {
    const table = KIND_TABLES[item.kind];
    const [row] = await tx
      .select({ tripId: table.tripId, createdBy: table.createdBy })
      .from(table)
      .where(reachableRow(access, table, item.id));
    if (row?.tripId != null) {
      await holdItemWrite(tx, writer, item.kind, item.verb, row);
      return;
    }
  }
  if (becomes === 2) await holdTripWrite(tx, writer);
}

/**
 * Runs a write of the finances in one transaction that first asks the trip's policy (holdIfTrip): a
 * viewer's write of a trip's item, or that of a member removed or made a viewer while their request
 * was under way, changes nothing. Every write of a goal or an expense goes through here.
 */
export const writeInFinances = <Written>(
  access: FinanceAccess,
  write: FinanceWrite,
  run: (tx: Db) => Promise<Written>,
): Promise<Written> =>
  access.db.transaction(async (tx) => {
    await holdIfTrip(tx, access, write);
    return run(tx);
  });

/**
 * Readies the finances for one more item of this kind: a trip's goals and costs are counted for the
 * trip, under a lock of the trip's finances; everything else for the user, under a lock of theirs; so
 * that items added at once cannot all pass the count, and no member's additions fill another's room.
 * Throws limitReached at the cap.
 */
async function makeRoomForOne(tx: Db, access: FinanceAccess, type: FinanceKind | undefined): Promise<void> {
  const tripId = tripIdOf(access);
  if (type === 2 && tripId) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer finances trip ${tripId}`}, 0))`,
    );
    const costs = sql`(select count(*) from ${financeExpenses} where ${eq(financeExpenses.tripId, tripId)})`;
    const [held] = await tx
      .select({ items: sql<number>`count(*) + ${costs}`.mapWith(Number) })
      .from(financeGoals)
      .where(eq(financeGoals.tripId, tripId));
    if ((held?.items ?? 0) >= TRIP_FINANCES_MAX_ITEMS) {
      throw limitReached((t) => t.errors.tripFinancesFull(TRIP_FINANCES_MAX_ITEMS));
    }
    return;
  }
  const { userId } = access;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer finances ${userId}`}, 0))`);
  const itemsOf = (table: KindTable) => sql`(select count(*) from ${table} where ${ownedBy(table, userId)})`;
  const [held] = await tx
    .select({
      items: sql<number>`count(*) + ${itemsOf(financeGoals)} + ${itemsOf(financeExpenses)}`.mapWith(Number),
    })
    .from(financeEntrances)
    .where(ownedBy(financeEntrances, userId));
  if ((held?.items ?? 0) >= FINANCES_MAX_ITEMS) {
    throw limitReached((t) => t.errors.financesFull(FINANCES_MAX_ITEMS));
  }
}

/**
 * Adds an item of kind `type` (none for an entrance) within the cap of the finances it joins
 * (makeRoomForOne), once the trip's policy let it in: `insert` writes it in the transaction and answers
 * it as read back, or why it may not be added.
 */
export const addToFinances = <Added>(
  access: FinanceAccess,
  type: FinanceKind | undefined,
  insert: (tx: Db) => Promise<Added | undefined>,
): Promise<Added> =>
  writeInFinances(access, { becomes: type }, async (tx) => {
    await makeRoomForOne(tx, access, type);
    const added = await insert(tx);
    if (added === undefined) throw new Error('insert returned no row');
    return added;
  });
