import type { FinanceKind, StoredAmount } from '@wayfarer/core';
import { and, eq } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { scopeColumnsOf } from '../db/ownership';
import { nextVersion, Stale } from '../db/versions';
import {
  addToFinances,
  authorName,
  found,
  newKindItem,
  reachable,
  reachableRow,
  scopeOfKind,
  writeInFinances,
  type FinanceAccess,
  type FinanceWrite,
} from './finance-access';
import {
  columnsOf,
  otherCurrencyColumns,
  otherCurrencyOfRow,
  type GoalContent,
  type SharedGoalRow,
} from './finance-rows';
import { financeExpenses, financeGoals } from './finances-schema';

/** A goal's contract columns, and who added it. */
export const goalColumns = {
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

/** The caller's domestic goals and the trip goals in reach: add, edit (to the other kind too), delete one. */
export function goalsOf(access: FinanceAccess) {
  const { sessionId } = access;

  /** The goal as it now is, with who added it. */
  async function goalRow(tx: Db, id: string): Promise<SharedGoalRow | undefined> {
    const [goal] = await tx
      .select({ ...goalColumns, ...authorName })
      .from(financeGoals)
      .leftJoin(users, eq(users.id, financeGoals.createdBy))
      .where(eq(financeGoals.id, id));
    return goal;
  }

  /** Locks the goal against links and changes for the rest of the transaction; undefined when out of reach. */
  async function holdGoal(tx: Db, id: string) {
    const [goal] = await tx
      .select({ type: financeGoals.type, version: financeGoals.version, writtenIn: financeGoals.writtenIn })
      .from(financeGoals)
      .where(reachableRow(access, financeGoals, id))
      .for('update');
    return goal;
  }

  /** Its expenses now count under 'Othres': each is written, its version raised. */
  async function freeExpensesOf(tx: Db, goalId: string) {
    await tx
      .update(financeExpenses)
      .set({ financesGoalId: null, ...nextVersion(financeExpenses, sessionId) })
      .where(and(eq(financeExpenses.financesGoalId, goalId), reachable(access, financeExpenses)));
  }

  /** Whether someone else wrote the goal since the version the client read (see db/versions.ts). */
  const writtenSince = (goal: { version: number; writtenIn: string | null }, expected: number | undefined) =>
    expected !== undefined && goal.version !== expected && goal.writtenIn !== sessionId;

  /**
   * Changes the goal under holdGoal, once the trip's policy let the write in (writeInFinances), if no
   * one else wrote it since the version the client read: what `change` answers; else the goal as it now
   * is, as Stale, or undefined when it is out of reach.
   */
  function changeGoal<Changed>(
    write: FinanceWrite & { item: { id: string } },
    expected: number | undefined,
    change: (tx: Db, goal: { type: FinanceKind }) => Promise<Changed>,
  ): Promise<Changed | Stale<SharedGoalRow> | undefined> {
    const { id } = write.item;
    return writeInFinances(access, write, async (tx) => {
      const goal = await holdGoal(tx, id);
      if (!goal) return undefined;
      if (writtenSince(goal, expected)) return new Stale(found(await goalRow(tx, id)));
      return change(tx, goal);
    });
  }

  return {
    /** A goal's money as stored, for an edit to work out its new home value from; undefined when out of reach. */
    async stored(id: string): Promise<StoredAmount | undefined> {
      const [row] = await access.db
        .select({ value: financeGoals.value, ...otherCurrencyColumns(financeGoals) })
        .from(financeGoals)
        .where(reachableRow(access, financeGoals, id));
      return row && { value: row.value, other: otherCurrencyOfRow(row) };
    },

    createGoal: (content: GoalContent): Promise<SharedGoalRow> =>
      addToFinances(access, content.type, async (tx) => {
        const [created] = await tx
          .insert(financeGoals)
          .values(newKindItem(access, content))
          .returning({ id: financeGoals.id });
        return created && goalRow(tx, created.id);
      }),

    /**
     * A goal moved to the other kind frees its expenses first (they cannot follow it there), and moves
     * to that kind's scope: a domestic goal made a trip goal becomes the trip's, and back.
     */
    updateGoal: (id: string, content: GoalContent, expected?: number) =>
      changeGoal(
        { item: { kind: 'goal', id, verb: 'edit' }, becomes: content.type },
        expected,
        async (tx, goal) => {
          const moved = goal.type !== content.type;
          if (moved) await freeExpensesOf(tx, id);
          await tx
            .update(financeGoals)
            .set({
              ...columnsOf(content),
              ...nextVersion(financeGoals, sessionId),
              ...(moved && scopeColumnsOf(scopeOfKind(access, content.type))),
            })
            .where(reachableRow(access, financeGoals, id));
          return found(await goalRow(tx, id));
        },
      ),

    /** Frees the goal's expenses and deletes it, both or neither. */
    deleteGoal: (id: string, expected?: number) =>
      changeGoal({ item: { kind: 'goal', id, verb: 'delete' } }, expected, async (tx) => {
        await freeExpensesOf(tx, id);
        await tx.delete(financeGoals).where(reachableRow(access, financeGoals, id));
        return true as const;
      }),
  };
}
