import type {
  Entrance,
  Expense,
  FinanceKind,
  Goal,
  OtherCurrencyAmount,
  OtherCurrencyFields,
  StoredAmount,
} from '@wayfarer/core';
import { FINANCES_MAX_ITEMS } from '@wayfarer/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { deleteOwnedRow, ownedBy, ownedRow } from '../db/ownership';
import { limitReached } from '../http/errors';
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

/** A row as read: the contract's fields, the other-currency ones null where the answer leaves them out. */
type Row<Item> = Omit<Item, keyof OtherCurrencyFields> & OtherCurrencyRow;
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
 * Rows are read with the contract's columns only: they leave as they come, and a large state is not
 * slowed by columns nobody sees (the owner, the creation time).
 */
const entranceColumns = {
  id: financeEntrances.id,
  title: financeEntrances.title,
  color: financeEntrances.color,
  value: financeEntrances.value,
  date: financeEntrances.date,
  ...otherCurrencyColumns(financeEntrances),
};
const goalColumns = {
  id: financeGoals.id,
  title: financeGoals.title,
  value: financeGoals.value,
  color: financeGoals.color,
  icon: financeGoals.icon,
  type: financeGoals.type,
  ...otherCurrencyColumns(financeGoals),
};
const expenseColumns = {
  id: financeExpenses.id,
  type: financeExpenses.type,
  title: financeExpenses.title,
  color: financeExpenses.color,
  value: financeExpenses.value,
  date: financeExpenses.date,
  financesGoalId: financeExpenses.financesGoalId,
  ...otherCurrencyColumns(financeExpenses),
};

export interface FinanceRows {
  entrances: EntranceRow[];
  goals: GoalRow[];
  expenses: ExpenseRow[];
}

/** What a save writes: the item's own fields, and its money. */
type Content<Item> = Omit<Item, 'id' | 'value' | keyof OtherCurrencyFields> & { money: StoredMoney };
export type EntranceContent = Content<Entrance>;
export type GoalContent = Content<Goal>;
export type ExpenseContent = Content<Expense>;

function columnsOf<T extends { money: StoredMoney }>({ money, ...fields }: T) {
  return { ...fields, ...moneyColumns(money) };
}

/** Why an expense may not point at the goal it names. */
export type GoalLinkProblem = 'goal_not_found' | 'goal_of_other_kind';
export type ExpenseResult = ExpenseRow | 'expense_not_found' | GoalLinkProblem;

/** A finance table whose items carry money, some of them dated. */
export type MoneyTable = PgTable &
  OtherCurrencyTable & { id: AnyPgColumn; userId: AnyPgColumn; value: AnyPgColumn; date?: AnyPgColumn };

/**
 * The finance data of one user, and the only way the routes reach it. Every statement is narrowed by
 * `ownedBy` or `ownedRow`, so another user's entrance, goal or expense is never read, changed or deleted: it
 * is simply not found. (The expenses' composite foreign key backs this up for goal links.)
 */
export function userFinances(db: Db, userId: string) {
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
      .where(ownedRow(financeGoals, goalId, userId))
      .for('key share');
    if (!goal) return 'goal_not_found';
    return goal.type === type ? undefined : 'goal_of_other_kind';
  }

  /** Locks the goal against links and changes for the rest of the transaction; undefined when not the user's. */
  async function holdGoal(tx: Db, id: string) {
    const [goal] = await tx
      .select({ type: financeGoals.type })
      .from(financeGoals)
      .where(ownedRow(financeGoals, id, userId))
      .for('update');
    return goal;
  }

  /**
   * Readies the user's finances for one more item: throws limitReached when they hold their cap. The
   * count is taken under a lock of the user's finances, so that items added at once cannot all pass it.
   */
  async function makeRoomForOne(tx: Db): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer finances ${userId}`}, 0))`,
    );
    const itemsOf = (table: MoneyTable) =>
      sql`(select count(*) from ${table} where ${ownedBy(table, userId)})`;
    const [held] = await tx
      .select({
        items: sql<number>`count(*) + ${itemsOf(financeGoals)} + ${itemsOf(financeExpenses)}`.mapWith(Number),
      })
      .from(financeEntrances)
      .where(ownedBy(financeEntrances, userId));
    if ((held?.items ?? 0) >= FINANCES_MAX_ITEMS) {
      throw limitReached(
        `Your finances hold at most ${FINANCES_MAX_ITEMS.toLocaleString('en')} entrances, goals and costs: delete one to add another.`,
      );
    }
  }

  /** Its expenses now count under 'Othres'. */
  async function freeExpensesOf(tx: Db, goalId: string) {
    await tx
      .update(financeExpenses)
      .set({ financesGoalId: null })
      .where(and(eq(financeExpenses.financesGoalId, goalId), ownedBy(financeExpenses, userId)));
  }

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
            .orderBy(desc(financeEntrances.date), desc(financeEntrances.createdAt));
          const goals = await tx
            .select(goalColumns)
            .from(financeGoals)
            .where(ownedBy(financeGoals, userId))
            .orderBy(asc(financeGoals.createdAt), asc(financeGoals.id));
          const expenses = await tx
            .select(expenseColumns)
            .from(financeExpenses)
            .where(ownedBy(financeExpenses, userId))
            .orderBy(desc(financeExpenses.date), desc(financeExpenses.createdAt));
          return { entrances, goals, expenses };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** An item's money as stored, for an edit to work out its new home value from; undefined when not the user's. */
    async storedAmount(table: MoneyTable, id: string): Promise<StoredAmount | undefined> {
      const [row] = await db
        .select({
          value: table.value,
          ...(table.date ? { date: table.date } : {}),
          ...otherCurrencyColumns(table),
        })
        .from(table)
        .where(ownedRow(table, id, userId));
      if (!row) return undefined;
      const { value, date } = row as { value: number; date?: number };
      return { value, date, other: otherCurrencyOfRow(row as OtherCurrencyRow) };
    },

    async createEntrance(content: EntranceContent): Promise<EntranceRow> {
      return db.transaction(async (tx) => {
        await makeRoomForOne(tx);
        const [entrance] = await tx
          .insert(financeEntrances)
          .values({ ...columnsOf(content), userId })
          .returning(entranceColumns);
        if (!entrance) throw new Error('insert returned no row');
        return entrance;
      });
    },

    async updateEntrance(id: string, content: EntranceContent): Promise<EntranceRow | undefined> {
      const [entrance] = await db
        .update(financeEntrances)
        .set(columnsOf(content))
        .where(ownedRow(financeEntrances, id, userId))
        .returning(entranceColumns);
      return entrance;
    },

    deleteEntrance: (id: string): Promise<boolean> => deleteOwnedRow(db, financeEntrances, id, userId),

    async createGoal(content: GoalContent): Promise<GoalRow> {
      return db.transaction(async (tx) => {
        await makeRoomForOne(tx);
        const [goal] = await tx
          .insert(financeGoals)
          .values({ ...columnsOf(content), userId })
          .returning(goalColumns);
        if (!goal) throw new Error('insert returned no row');
        return goal;
      });
    },

    /** A goal moved to the other kind frees its expenses first: they cannot follow it there. */
    async updateGoal(id: string, content: GoalContent): Promise<GoalRow | undefined> {
      return db.transaction(async (tx) => {
        const goal = await holdGoal(tx, id);
        if (!goal) return undefined;
        if (goal.type !== content.type) await freeExpensesOf(tx, id);
        const [updated] = await tx
          .update(financeGoals)
          .set(columnsOf(content))
          .where(ownedRow(financeGoals, id, userId))
          .returning(goalColumns);
        return updated;
      });
    },

    /** Frees the goal's expenses and deletes it, both or neither. */
    async deleteGoal(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await holdGoal(tx, id))) return false;
        await freeExpensesOf(tx, id);
        await tx.delete(financeGoals).where(ownedRow(financeGoals, id, userId));
        return true;
      });
    },

    async createExpense(content: ExpenseContent): Promise<ExpenseResult> {
      return db.transaction(async (tx) => {
        await makeRoomForOne(tx);
        const problem = await checkGoalLink(tx, content.financesGoalId, content.type);
        if (problem) return problem;
        const [expense] = await tx
          .insert(financeExpenses)
          .values({ ...columnsOf(content), userId })
          .returning(expenseColumns);
        if (!expense) throw new Error('insert returned no row');
        return expense;
      });
    },

    /**
     * The goal is locked before the expense, in the order a goal's change or deletion takes them (the
     * goal, then the expenses it frees): in the other order the two could each wait on the other, and
     * PostgreSQL would abort one as a deadlock. The expense's own row is locked only by its update.
     */
    async updateExpense(id: string, content: ExpenseContent): Promise<ExpenseResult> {
      return db.transaction(async (tx) => {
        const problem = await checkGoalLink(tx, content.financesGoalId, content.type);
        if (problem) return problem;
        const [expense] = await tx
          .update(financeExpenses)
          .set(columnsOf(content))
          .where(ownedRow(financeExpenses, id, userId))
          .returning(expenseColumns);
        return expense ?? 'expense_not_found';
      });
    },

    deleteExpense: (id: string): Promise<boolean> => deleteOwnedRow(db, financeExpenses, id, userId),
  };
}

export type UserFinances = ReturnType<typeof userFinances>;
