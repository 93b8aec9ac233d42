import {
  entranceSchema,
  expenseSchema,
  goalSchema,
  withEntrance,
  withExpense,
  withGoal,
  withoutEntrance,
  withoutExpense,
  withoutGoal,
  type CreateEntranceBody,
  type Entrance,
  type Expense,
  type Goal,
  type CreateExpenseBody,
  type CreateGoalBody,
  type Finances,
  type UpdateEntranceBody,
  type UpdateExpenseBody,
  type UpdateGoalBody,
} from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseData, type ResponseSchema } from '../../../lib/api-client';
import { applyToFinances } from './get-finances';

/** One kind of finance item as the API serves it, and how a stored or deleted one changes the local finances. */
interface FinanceItemEndpoint<Item> {
  /** The spec's paths, misspelling included ('entraces'). */
  path: '/finances/entraces' | '/finances/goals' | '/finances/expenses';
  schema: ResponseSchema<Item>;
  stored: (finances: Finances, item: Item) => Finances;
  removed: (finances: Finances, id: string) => Finances;
}

/**
 * Save and delete of one kind of finance item. Save is POST (201) or, with an id, PATCH (200); both
 * answer the item as stored, which is kept rather than the body sent (a new item's id, a goal's freed
 * expenses). Delete is DELETE ?id= (204). The local finances change only after the server said yes.
 */
function financeItemMutations<Item, Body extends object>(endpoint: FinanceItemEndpoint<Item>) {
  async function save(body: Body): Promise<Item> {
    const response =
      'id' in body ? await api.patch(endpoint.path, body) : await api.post(endpoint.path, body);
    return parseData(endpoint.schema, response);
  }

  async function remove(id: string): Promise<void> {
    await api.delete(`${endpoint.path}?id=${encodeURIComponent(id)}`);
  }

  return {
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: save,
        onSuccess: (item) => applyToFinances(queryClient, (finances) => endpoint.stored(finances, item)),
      });
    },
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: remove,
        onSuccess: (_, id) => applyToFinances(queryClient, (finances) => endpoint.removed(finances, id)),
      });
    },
  };
}

export const entrances = financeItemMutations<Entrance, CreateEntranceBody | UpdateEntranceBody>({
  path: '/finances/entraces',
  schema: entranceSchema,
  stored: withEntrance,
  removed: withoutEntrance,
});

export const goals = financeItemMutations<Goal, CreateGoalBody | UpdateGoalBody>({
  path: '/finances/goals',
  schema: goalSchema,
  stored: withGoal,
  removed: withoutGoal,
});

export const expenses = financeItemMutations<Expense, CreateExpenseBody | UpdateExpenseBody>({
  path: '/finances/expenses',
  schema: expenseSchema,
  stored: withExpense,
  removed: withoutExpense,
});
