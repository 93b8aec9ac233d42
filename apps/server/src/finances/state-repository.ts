import { asc, desc, eq } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { ownedBy } from '../db/ownership';
import { entranceColumns } from './entrance-repository';
import { expenseColumns } from './expense-repository';
import { authorName, reachable, type FinanceReach } from './finance-access';
import type { EntranceRow, SharedExpenseRow, SharedGoalRow } from './finance-rows';
import { financeEntrances, financeExpenses, financeGoals } from './finances-schema';
import { goalColumns } from './goal-repository';

export interface FinanceRows {
  entrances: EntranceRow[];
  goals: SharedGoalRow[];
  expenses: SharedExpenseRow[];
}

/**
 * The finances `reach` names, as GET /finances and the export read them: entrances and expenses newest
 * first, goals in the order they were added. One snapshot for the three reads, so that an expense never
 * names a goal the same answer does not list.
 */
export function readFinances(db: Db, reach: FinanceReach): Promise<FinanceRows> {
  return db.transaction(
    async (tx) => {
      const entrances = await tx
        .select(entranceColumns)
        .from(financeEntrances)
        .where(ownedBy(financeEntrances, reach.userId))
        .orderBy(desc(financeEntrances.dateDay), desc(financeEntrances.createdAt));
      const goals = await tx
        .select({ ...goalColumns, ...authorName })
        .from(financeGoals)
        .leftJoin(users, eq(users.id, financeGoals.createdBy))
        .where(reachable(reach, financeGoals))
        .orderBy(asc(financeGoals.createdAt), asc(financeGoals.id));
      const expenses = await tx
        .select({ ...expenseColumns, ...authorName })
        .from(financeExpenses)
        .leftJoin(users, eq(users.id, financeExpenses.createdBy))
        .where(reachable(reach, financeExpenses))
        .orderBy(desc(financeExpenses.dateDay), desc(financeExpenses.createdAt));
      return { entrances, goals, expenses };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
