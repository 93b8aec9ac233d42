import {
  withEntrance,
  withExpense,
  withGoal,
  withoutEntrance,
  withoutExpense,
  withoutGoal,
  type CreateEntranceBody,
  type CreateExpenseBody,
  type CreateGoalBody,
  type Finances,
  type UpdateEntranceBody,
  type UpdateExpenseBody,
  type UpdateGoalBody,
} from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client';
import { applyToFinances } from './get-finances';

/** One kind of finance item: its calls, and how a stored or deleted one changes the local finances. */
interface FinanceItemEndpoints<Item, Body> {
  /** POST a new item (201) or, with an id, PATCH it (200); both answer the item as stored. */
  save: (body: Body) => Promise<{ data: Item }>;
  /** DELETE ?id= (204). */
  remove: (id: string) => Promise<ApiResponse>;
  stored: (finances: Finances, item: Item) => Finances;
  removed: (finances: Finances, id: string) => Finances;
}

/**
 * Save and delete of one kind of finance item. The item as stored is kept rather than the body sent (a
 * new item's id, a goal's freed expenses), and the local finances change only after the server said yes.
 */
function financeItemMutations<Item, Body>(endpoint: FinanceItemEndpoints<Item, Body>) {
  const save = async (body: Body): Promise<Item> => (await endpoint.save(body)).data;
  const remove = async (id: string): Promise<void> => {
    await endpoint.remove(id);
  };

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

export const entrances = financeItemMutations({
  save: (body: CreateEntranceBody | UpdateEntranceBody) =>
    'id' in body ? api.call('updateEntrance', { body }) : api.call('createEntrance', { body }),
  remove: (id) => api.call('deleteEntrance', { query: { id } }),
  stored: withEntrance,
  removed: withoutEntrance,
});

export const goals = financeItemMutations({
  save: (body: CreateGoalBody | UpdateGoalBody) =>
    'id' in body ? api.call('updateGoal', { body }) : api.call('createGoal', { body }),
  remove: (id) => api.call('deleteGoal', { query: { id } }),
  stored: withGoal,
  removed: withoutGoal,
});

export const expenses = financeItemMutations({
  save: (body: CreateExpenseBody | UpdateExpenseBody) =>
    'id' in body ? api.call('updateExpense', { body }) : api.call('createExpense', { body }),
  remove: (id) => api.call('deleteExpense', { query: { id } }),
  stored: withExpense,
  removed: withoutExpense,
});
