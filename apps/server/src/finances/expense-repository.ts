import type { FinanceKind, StoredAmount } from '@wayfarer/core';
import { eq, type SQL } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { scopeColumnsOf } from '../db/ownership';
import { nextVersion, writeAtVersion, type Stale } from '../db/versions';
import {
  addToFinances,
  authorName,
  found,
  newKindItem,
  reachableRow,
  scopeOfKind,
  writeInFinances,
  type FinanceAccess,
} from './finance-access';
import {
  columnsOf,
  otherCurrencyColumns,
  otherCurrencyOfRow,
  type ExpenseContent,
  type SharedExpenseRow,
} from './finance-rows';
import { financeExpenses, financeGoals } from './finances-schema';

/** An expense's contract columns, and who added it. */
export const expenseColumns = {
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

/** Why an expense may not point at the goal it names. */
export type GoalLinkProblem = 'goal_not_found' | 'goal_of_other_kind';
/** An expense written, refused for its goal, stale, or (undefined) out of reach. */
type ExpenseResult = SharedExpenseRow | Stale<SharedExpenseRow> | GoalLinkProblem | undefined;

/** The caller's domestic costs and the trip costs in reach: add, edit (to the other kind too), delete one. */
export function expensesOf(access: FinanceAccess) {
  const { sessionId } = access;
  const inReach = (id: string) => reachableRow(access, financeExpenses, id);

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
      .where(reachableRow(access, financeGoals, goalId))
      .for('key share');
    if (!goal) return 'goal_not_found';
    return goal.type === type ? undefined : 'goal_of_other_kind';
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

  /** A write of the expense at the version the client read; else as it now is, or undefined out of reach. */
  const writeExpense = <Written>(
    tx: Db,
    id: string,
    expected: number | undefined,
    write: (where: SQL | undefined) => Promise<Written | undefined>,
  ) =>
    writeAtVersion(financeExpenses, inReach(id), { expected, sessionId }, write, () =>
      expenseRow(tx, inReach(id)),
    );

  return {
    /** An expense's money and day as stored, for an edit to work out its new home value from; undefined out of reach. */
    async stored(id: string): Promise<StoredAmount | undefined> {
      const [row] = await access.db
        .select({
          value: financeExpenses.value,
          day: financeExpenses.dateDay,
          ...otherCurrencyColumns(financeExpenses),
        })
        .from(financeExpenses)
        .where(inReach(id));
      return row && { value: row.value, day: row.day, other: otherCurrencyOfRow(row) };
    },

    createExpense: (content: ExpenseContent): Promise<SharedExpenseRow | GoalLinkProblem> =>
      addToFinances(access, content.type, async (tx) => {
        const problem = await checkGoalLink(tx, content.financesGoalId, content.type);
        if (problem) return problem;
        const [created] = await tx
          .insert(financeExpenses)
          .values(newKindItem(access, content))
          .returning({ id: financeExpenses.id });
        return created && expenseRow(tx, eq(financeExpenses.id, created.id));
      }),

    /**
     * The goal is locked before the expense, in the order a goal's change or deletion takes them (the
     * goal, then the expenses it frees): in the other order the two could each wait on the other, and
     * PostgreSQL would abort one as a deadlock. The expense's own row is locked only by its update. An
     * expense moved to the other kind moves to that kind's scope.
     */
    updateExpense: (id: string, content: ExpenseContent, expected?: number): Promise<ExpenseResult> =>
      writeInFinances(
        access,
        { item: { kind: 'expense', id, verb: 'edit' }, becomes: content.type },
        async (tx) => {
          const problem = await checkGoalLink(tx, content.financesGoalId, content.type);
          if (problem) return problem;
          return writeExpense(tx, id, expected, async (where) => {
            const [updated] = await tx
              .update(financeExpenses)
              .set({
                ...columnsOf(content),
                ...nextVersion(financeExpenses, sessionId),
                ...scopeColumnsOf(scopeOfKind(access, content.type)),
              })
              .where(where)
              .returning({ id: financeExpenses.id });
            return updated && found(await expenseRow(tx, eq(financeExpenses.id, id)));
          });
        },
      ),

    deleteExpense: (id: string, expected?: number) =>
      writeInFinances(access, { item: { kind: 'expense', id, verb: 'delete' } }, (tx) =>
        writeExpense(tx, id, expected, async (where) => {
          const deleted = await tx.delete(financeExpenses).where(where).returning({ id: financeExpenses.id });
          return deleted.length > 0 || undefined;
        }),
      ),
  };
}
