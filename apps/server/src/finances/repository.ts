import type {
  Entrance,
  Expense,
  FinanceKind,
  Goal,
  OtherCurrencyAmount,
  OtherCurrencyFields,
  StoredAmount,
} from '@wayfarer/core';
import { FINANCES_MAX_ITEMS, TRIP_FINANCES_MAX_ITEMS } from '@wayfarer/core';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from '../accounts/accounts-schema';
import { ownedBy, ownedRow, scopeColumnsOf, type Scope } from '../db/ownership';
import { nextVersion, Stale, writeAtVersion } from '../db/versions';
import { limitReached } from '../http/errors';
import { holdTripWrite, type TripWriter } from '../http/trip-policy';
import { financeEntrances, financeExpenses, financeGoals } from './finances-schema';

/** The columns of an item entered in another currency: all null for one entered in the home currency. */
interface OtherCurrencyTable {
  originalCurrency: AnyPgColumn;
  originalValue: AnyPgColumn;
  rate: AnyPgColumn;
  rateDate: AnyPgColumn;
  rateTyped: AnyPgColumn;
}

/** An item's other-currency columns, to read. */
function otherCurrencyColumns<T extends OtherCurrencyTable>(table: T) {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped }: OtherCurrencyTable = table;
  return { originalCurrency, originalValue, rate, rateDate, rateTyped } as Pick<T, keyof OtherCurrencyTable>;
}

/** An item's other-currency columns as read: each null for an item entered in the home currency. */
export type OtherCurrencyRow = { [Name in keyof OtherCurrencyAmount]: OtherCurrencyAmount[Name] | null };

/**
 * A row as read: the contract's fields, the other-currency ones null where the answer leaves them out,
 * and its day without the wire's epoch ms, which the presenters add.
 */
type Row<Item> = Omit<Item, keyof OtherCurrencyFields | 'date'> & OtherCurrencyRow;
export type EntranceRow = Row<Entrance>;
export type GoalRow = Row<Goal>;
export type ExpenseRow = Row<Expense>;

/**
 * An item's money as stored: home cents, and what it was entered as when that was another currency.
 * (The routes work it out; see amounts.ts.)
 */
export interface StoredMoney {
  value: number;
  other: OtherCurrencyAmount | null;
}

/** The columns a StoredMoney is written to: every other-currency column null for a home amount. */
function moneyColumns({ value, other }: StoredMoney) {
  return {
    value,
    originalCurrency: other?.originalCurrency ?? null,
    originalValue: other?.originalValue ?? null,
    rate: other?.rate ?? null,
    rateDate: other?.rateDate ?? null,
    rateTyped: other?.rateTyped ?? null,
  };
}

/** The other-currency part of a row, or null for an item entered in the home currency. */
export function otherCurrencyOfRow(row: OtherCurrencyRow): OtherCurrencyAmount | null {
  const { originalCurrency, originalValue, rate, rateDate, rateTyped } = row;
  if (originalCurrency === null || originalValue === null || rate === null || rateDate === null) return null;
  return { originalCurrency, originalValue, rate, rateDate, rateTyped: rateTyped ?? false };
}

/*
 * Rows are read with the contract's columns only, and who added them: they leave as they come, and a
 * large state is not slowed by columns nobody sees (the creation time).
 */
const entranceColumns = {
  id: financeEntrances.id,
  version: financeEntrances.version,
  title: financeEntrances.title,
  color: financeEntrances.color,
  value: financeEntrances.value,
  dateDay: financeEntrances.dateDay,
  ...otherCurrencyColumns(financeEntrances),
};
const goalColumns = {
  id: financeGoals.id,
  version: financeGoals.version,
  title: financeGoals.title,
  value: financeGoals.value,
  color: financeGoals.color,
  icon: financeGoals.icon,
  type: financeGoals.type,
  ...otherCurrencyColumns(financeGoals),
  tripId: financeGoals.tripId,
  createdById: financeGoals.createdBy,
};
const expenseColumns = {
  id: financeExpenses.id,
  version: financeExpenses.version,
  type: financeExpenses.type,
  title: financeExpenses.title,
  color: financeExpenses.color,
  value: financeExpenses.value,
  dateDay: financeExpenses.dateDay,
  financesGoalId: financeExpenses.financesGoalId,
  ...otherCurrencyColumns(financeExpenses),
  tripId: financeExpenses.tripId,
  createdById: financeExpenses.createdBy,
};

/** Who added a row of a trip, by name: read with the row, for the presenters. */
interface Authored {
  tripId: string | null;
  createdById: string | null;
  createdByName: string | null;
}
export type SharedGoalRow = GoalRow & Authored;
export type SharedExpenseRow = ExpenseRow & Authored;

export interface FinanceRows {
  entrances: EntranceRow[];
  goals: SharedGoalRow[];
  expenses: SharedExpenseRow[];
}

/** What a save writes: the item's own fields, and its money. */
type Content<Item> = Omit<
  Item,
  'id' | 'version' | 'value' | 'date' | 'createdBy' | keyof OtherCurrencyFields
> & {
  money: StoredMoney;
};
export type EntranceContent = Content<Entrance>;
export type GoalContent = Content<Goal>;
export type ExpenseContent = Content<Expense>;

function columnsOf<T extends { money: StoredMoney }>({ money, ...fields }: T) {
  return { ...fields, ...moneyColumns(money) };
}

/** Why an expense may not point at the goal it names. */
export type GoalLinkProblem = 'goal_not_found' | 'goal_of_other_kind';
/** An expense written, refused for its goal, stale, or (undefined) out of reach. */
export type ExpenseResult = SharedExpenseRow | Stale<SharedExpenseRow> | GoalLinkProblem | undefined;

/** A finance table whose items carry money, some of them dated. */
export type MoneyTable = PgTable &
  OtherCurrencyTable & { id: AnyPgColumn; userId: AnyPgColumn; value: AnyPgColumn; date?: AnyPgColumn };

/** A goals or expenses table: each row its user's (domestic, or a trip item made before any trip) or a trip's. */
type KindTable = typeof financeGoals | typeof financeExpenses;

/**
 * What a request reaches of the finances: the caller's own entrances and domestic goals and costs, and
 * the trip goals and costs of `tripScope`, their current trip's (or, without one, their own).
 */
export interface FinanceReach {
  userId: string;
  tripScope: Scope;
  /** The caller's session, which each write records (db/versions.ts). */
  sessionId: string;
  /** With a current trip, who writes its items: a write of one checks their role again when it commits. */
  tripWriter?: TripWriter | undefined;
}

/** An item's money as stored, and whether it is a trip's (its members' to change, by their roles). */
export type StoredItem = StoredAmount & { type: FinanceKind; shared: boolean };

/**
 * The finance data a request reaches, and the only way the routes reach it. Every statement is narrowed
 * to the caller's own rows (`ownedBy`, `ownedRow`) or to those of the trip scope, so anything else is
 * never read, changed or deleted: it is simply not found. (The expenses' composite foreign keys back
 * this up for goal links.) Whether the caller may change a trip's item is the policy layer's to say,
 * which the routes ask first.
 */
export function financesOf(db: Db, { userId, tripScope, sessionId, tripWriter }: FinanceReach) {
  const tripId = 'tripId' in tripScope ? tripScope.tripId : undefined;
  /** Where a new or edited item of this kind lives. */
  const scopeOfKind = (type: FinanceKind): Scope => (type === 2 ? tripScope : { userId });

  /** The rows of a goals or expenses table the caller reaches. */
  function reachable(table: KindTable): SQL {
    if (!tripId) return eq(table.userId, userId);
    // With a current trip, trip items are that trip's: any made before a trip stay out of sight.
    return or(and(eq(table.userId, userId), eq(table.type, 1)), eq(table.tripId, tripId)) as SQL;
  }
  const reachableRow = (table: KindTable, id: string) => and(eq(table.id, id), reachable(table));

  /** Reads a goal or expense in reach with its author's name. */
  const authorName = { createdByName: users.name };

  /**
   * Checks the goal an expense is to point at and, when it may, locks it until the transaction ends:
   * a goal deleted or moved to the other kind meanwhile cannot leave the expense pointing at it.
   */
  async function checkGoalLink(
    tx: Db,
    goalId: string | null,
    type: FinanceKind,
  ): Promise<GoalLinkProblem | undefined> {
    if (goalId === null) return undefined;
    const [goal] = await tx
      .select({ type: financeGoals.type })
      .from(financeGoals)
      .where(reachableRow(financeGoals, goalId))
      .for('key share');
    if (!goal) return 'goal_not_found';
    return goal.type === type ? undefined : 'goal_of_other_kind';
  }

  /** Locks the goal against links and changes for the rest of the transaction; undefined when out of reach. */
  async function holdGoal(tx: Db, id: string) {
    const [goal] = await tx
      .select({ type: financeGoals.type, version: financeGoals.version, writtenIn: financeGoals.writtenIn })
      .from(financeGoals)
      .where(reachableRow(financeGoals, id))
      .for('update');
    return goal;
  }

  /** Its expenses now count under 'Othres': each is written, its version raised. */
  async function freeExpensesOf(tx: Db, goalId: string) {
    await tx
      .update(financeExpenses)
      .set({ financesGoalId: null, ...nextVersion(financeExpenses, sessionId) })
      .where(and(eq(financeExpenses.financesGoalId, goalId), reachable(financeExpenses)));
  }

  /**
   * Readies the finances for one more item of this kind: a trip's goals and costs are counted for the
   * trip, under a lock of the trip's finances; everything else for the user, under a lock of theirs; so
   * that items added at once cannot all pass the count, and no member's additions fill another's room.
   * Throws limitReached at the cap.
   */
  async function makeRoomForOne(tx: Db, type: FinanceKind | undefined): Promise<void> {
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
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer finances ${userId}`}, 0))`,
    );
    const itemsOf = (table: KindTable) =>
      sql`(select count(*) from ${table} where ${ownedBy(table, userId)})`;
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
   * Holds the trip write (http/trip-policy.ts holdTripWrite) when the item is, or becomes, a trip's: taken
   * first in the transaction, before any row of the finances is locked, in the order a trip's deletion
   * takes the trip and then its items.
   */
  async function holdIfTrip(
    tx: Db,
    table: KindTable | undefined,
    id: string | undefined,
    type?: FinanceKind,
  ) {
    if (!tripWriter) return;
    let shared = type === 2;
    if (!shared && table && id) {
      const [row] = await tx.select({ tripId: table.tripId }).from(table).where(reachableRow(table, id));
      shared = row?.tripId != null;
    }
    if (shared) await holdTripWrite(tx, tripWriter);
  }

  /** The entrance as it now is, when the caller's; undefined when not. */
  async function entranceRow(id: string): Promise<EntranceRow | undefined> {
    const [entrance] = await db
      .select(entranceColumns)
      .from(financeEntrances)
      .where(ownedRow(financeEntrances, id, userId));
    return entrance;
  }

  /** Whether someone else wrote the goal since the version the client read (see db/versions.ts). */
  const writtenSince = (goal: { version: number; writtenIn: string | null }, expected: number | undefined) =>
    expected !== undefined && goal.version !== expected && goal.writtenIn !== sessionId;

  /** A row read again in the transaction that found it: there, whatever else happens meanwhile. */
  function found<Row>(row: Row | undefined): Row {
    if (!row) throw new Error('a row found in this transaction is gone');
    return row;
  }

  /** The goal as it now is, with who added it. */
  async function goalRow(tx: Db, id: string): Promise<SharedGoalRow | undefined> {
    const [goal] = await tx
      .select({ ...goalColumns, ...authorName })
      .from(financeGoals)
      .leftJoin(users, eq(users.id, financeGoals.createdBy))
      .where(eq(financeGoals.id, id));
    return goal;
  }

  /** The expense `where` names as it now is, with who added it. */
  async function expenseRow(tx: Db, where: SQL | undefined): Promise<SharedExpenseRow | undefined> {
    const [expense] = await tx
      .select({ ...expenseColumns, ...authorName })
      .from(financeExpenses)
      .leftJoin(users, eq(users.id, financeExpenses.createdBy))
      .where(where);
    return expense;
  }

  /**
   * Adds an item within the cap of the user's finances (makeRoomForOne): `insert` writes it in the
   * transaction and answers it as read back, or why it may not be added.
   */
  function addItem<Added>(
    type: FinanceKind | undefined,
    insert: (tx: Db) => Promise<Added | undefined>,
  ): Promise<Added> {
    return db.transaction(async (tx) => {
      await holdIfTrip(tx, undefined, undefined, type);
      await makeRoomForOne(tx, type);
      const added = await insert(tx);
      if (added === undefined) throw new Error('insert returned no row');
      return added;
    });
  }

  /** The columns of a new goal or expense: its own, in its kind's scope, added by the caller. */
  const newKindItem = <Content extends GoalContent | ExpenseContent>(content: Content) => ({
    ...columnsOf(content),
    ...scopeColumnsOf(scopeOfKind(content.type)),
    createdBy: userId,
    writtenIn: sessionId,
  });

  /**
   * Changes the goal under holdGoal (and, for a trip's goal or one made a trip's, holdIfTrip), if no
   * one else wrote it since the version the client read: what
   * `change` answers; else the goal as it now is, as Stale, or undefined when it is out of reach.
   */
  function changeGoal<Changed>(
    id: string,
    expected: number | undefined,
    newType: FinanceKind | undefined,
    change: (tx: Db, goal: { type: FinanceKind }) => Promise<Changed>,
  ): Promise<Changed | Stale<SharedGoalRow> | undefined> {
    return db.transaction(async (tx) => {
      await holdIfTrip(tx, financeGoals, id, newType);
      const goal = await holdGoal(tx, id);
      if (!goal) return undefined;
      if (writtenSince(goal, expected)) return new Stale(found(await goalRow(tx, id)));
      return change(tx, goal);
    });
  }

  /** A write of the entrance at the version the client read; else as it now is, or undefined when not theirs. */
  const writeEntrance = <Written>(
    id: string,
    expected: number | undefined,
    write: (where: SQL | undefined) => Promise<Written | undefined>,
  ) =>
    writeAtVersion(
      financeEntrances,
      ownedRow(financeEntrances, id, userId),
      { expected, sessionId },
      write,
      () => entranceRow(id),
    );

  /** A write of the expense at the version the client read; else as it now is, or undefined out of reach. */
  const writeExpense = <Written>(
    tx: Db,
    id: string,
    expected: number | undefined,
    write: (where: SQL | undefined) => Promise<Written | undefined>,
  ) =>
    writeAtVersion(financeExpenses, reachableRow(financeExpenses, id), { expected, sessionId }, write, () =>
      expenseRow(tx, reachableRow(financeExpenses, id)),
    );

  return {
    /**
     * Entrances and expenses newest first; goals in the order they were added. One snapshot for the
     * three reads, so that an expense never names a goal the same answer does not list.
     */
    async all(): Promise<FinanceRows> {
      return db.transaction(
        async (tx) => {
          const entrances = await tx
            .select(entranceColumns)
            .from(financeEntrances)
            .where(ownedBy(financeEntrances, userId))
            .orderBy(desc(financeEntrances.dateDay), desc(financeEntrances.createdAt));
          const goals = await tx
            .select({ ...goalColumns, ...authorName })
            .from(financeGoals)
            .leftJoin(users, eq(users.id, financeGoals.createdBy))
            .where(reachable(financeGoals))
            .orderBy(asc(financeGoals.createdAt), asc(financeGoals.id));
          const expenses = await tx
            .select({ ...expenseColumns, ...authorName })
            .from(financeExpenses)
            .leftJoin(users, eq(users.id, financeExpenses.createdBy))
            .where(reachable(financeExpenses))
            .orderBy(desc(financeExpenses.dateDay), desc(financeExpenses.createdAt));
          return { entrances, goals, expenses };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** An entrance's money as stored, for an edit to work out its new home value from; undefined when not the user's. */
    async storedEntrance(id: string): Promise<StoredAmount | undefined> {
      const [row] = await db
        .select({
          value: financeEntrances.value,
          day: financeEntrances.dateDay,
          ...otherCurrencyColumns(financeEntrances),
        })
        .from(financeEntrances)
        .where(ownedRow(financeEntrances, id, userId));
      return row && { value: row.value, day: row.day, other: otherCurrencyOfRow(row) };
    },

    /** A goal's or expense's money as stored, its kind and whether it is a trip's; undefined when out of reach. */
    async storedItem(table: KindTable, id: string): Promise<StoredItem | undefined> {
      const [row] = await db
        .select({
          value: table.value,
          type: table.type,
          tripId: table.tripId,
          ...(table === financeExpenses ? { day: financeExpenses.dateDay } : {}),
          ...otherCurrencyColumns(table),
        })
        .from(table)
        .where(reachableRow(table, id));
      if (!row) return undefined;
      const {
        value,
        day,
        type,
        tripId: itemTripId,
      } = row as {
        value: number;
        day?: string;
        type: FinanceKind;
        tripId: string | null;
      };
      return {
        value,
        day,
        type,
        shared: itemTripId !== null,
        other: otherCurrencyOfRow(row as OtherCurrencyRow),
      };
    },

    createEntrance: (content: EntranceContent): Promise<EntranceRow> =>
      addItem(undefined, async (tx) => {
        const [entrance] = await tx
          .insert(financeEntrances)
          .values({ ...columnsOf(content), userId, writtenIn: sessionId })
          .returning(entranceColumns);
        return entrance;
      }),

    updateEntrance: (id: string, content: EntranceContent, expected?: number) =>
      writeEntrance(id, expected, async (where) => {
        const [entrance] = await db
          .update(financeEntrances)
          .set({ ...columnsOf(content), ...nextVersion(financeEntrances, sessionId) })
          .where(where)
          .returning(entranceColumns);
        return entrance;
      }),

    deleteEntrance: (id: string, expected?: number) =>
      writeEntrance(id, expected, async (where) => {
        const deleted = await db.delete(financeEntrances).where(where).returning({ id: financeEntrances.id });
        return deleted.length > 0 || undefined;
      }),

    createGoal: (content: GoalContent): Promise<SharedGoalRow> =>
      addItem(content.type, async (tx) => {
        const [created] = await tx
          .insert(financeGoals)
          .values(newKindItem(content))
          .returning({ id: financeGoals.id });
        return created && goalRow(tx, created.id);
      }),

    /**
     * A goal moved to the other kind frees its expenses first (they cannot follow it there), and moves
     * to that kind's scope: a domestic goal made a trip goal becomes the trip's, and back.
     */
    updateGoal: (id: string, content: GoalContent, expected?: number) =>
      changeGoal(id, expected, content.type, async (tx, goal) => {
        const moved = goal.type !== content.type;
        if (moved) await freeExpensesOf(tx, id);
        await tx
          .update(financeGoals)
          .set({
            ...columnsOf(content),
            ...nextVersion(financeGoals, sessionId),
            ...(moved && scopeColumnsOf(scopeOfKind(content.type))),
          })
          .where(reachableRow(financeGoals, id));
        return found(await goalRow(tx, id));
      }),

    /** Frees the goal's expenses and deletes it, both or neither. */
    deleteGoal: (id: string, expected?: number) =>
      changeGoal(id, expected, undefined, async (tx) => {
        await freeExpensesOf(tx, id);
        await tx.delete(financeGoals).where(reachableRow(financeGoals, id));
        return true as const;
      }),

    createExpense: (content: ExpenseContent): Promise<SharedExpenseRow | GoalLinkProblem> =>
      addItem(content.type, async (tx) => {
        const problem = await checkGoalLink(tx, content.financesGoalId, content.type);
        if (problem) return problem;
        const [created] = await tx
          .insert(financeExpenses)
          .values(newKindItem(content))
          .returning({ id: financeExpenses.id });
        return created && expenseRow(tx, eq(financeExpenses.id, created.id));
      }),

    /**
     * The goal is locked before the expense, in the order a goal's change or deletion takes them (the
     * goal, then the expenses it frees): in the other order the two could each wait on the other, and
     * PostgreSQL would abort one as a deadlock. The expense's own row is locked only by its update. An
     * expense moved to the other kind moves to that kind's scope.
     */
    async updateExpense(id: string, content: ExpenseContent, expected?: number): Promise<ExpenseResult> {
      return db.transaction(async (tx) => {
        await holdIfTrip(tx, financeExpenses, id, content.type);
        const problem = await checkGoalLink(tx, content.financesGoalId, content.type);
        if (problem) return problem;
        return writeExpense(tx, id, expected, async (where) => {
          const [updated] = await tx
            .update(financeExpenses)
            .set({
              ...columnsOf(content),
              ...nextVersion(financeExpenses, sessionId),
              ...scopeColumnsOf(scopeOfKind(content.type)),
            })
            .where(where)
            .returning({ id: financeExpenses.id });
          return updated && found(await expenseRow(tx, eq(financeExpenses.id, id)));
        });
      });
    },

    deleteExpense: (id: string, expected?: number) =>
      db.transaction(async (tx) => {
        await holdIfTrip(tx, financeExpenses, id);
        return writeExpense(tx, id, expected, async (where) => {
          const deleted = await tx.delete(financeExpenses).where(where).returning({ id: financeExpenses.id });
          return deleted.length > 0 || undefined;
        });
      }),
  };
}

export type Finances = ReturnType<typeof financesOf>;
