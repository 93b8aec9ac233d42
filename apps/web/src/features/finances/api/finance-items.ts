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
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client';
import { useAskConflict } from '../../../lib/conflict-choice';
import { useCurrentTrip } from '../../../lib/current-trip';
import { sendKeepingChoice, TheirsKept } from '../../../lib/write-conflict';
import { financeConflict } from '../finance-conflicts';
import { applyToFinances } from './get-finances';

interface StoredItem {
  id: string;
  version: number;
  title: string;
  color: string;
}

/** One kind of finance item: its calls, and how a stored or deleted one changes the local finances. */
interface FinanceItemEndpoints<Item extends StoredItem, Body> {
  kind: 'entrance' | 'goal' | 'expense';
  /** POST a new item (201) or, with an id, PATCH it (200); both answer the item as stored. */
  save: (body: Body) => Promise<{ data: Item }>;
  /** DELETE ?id=&version= (204). */
  remove: (item: Pick<Item, 'id' | 'version'>) => Promise<ApiResponse>;
  stored: (finances: Finances, item: Item) => Finances;
  removed: (finances: Finances, id: string) => Finances;
}

/**
 * Save and delete of one kind of finance item. The item as stored is kept rather than the body sent (a
 * new item's id, a goal's freed expenses), and the local finances change only after the server said yes.
 * An edit or deletion sends the version the form opened with: if a companion wrote the item since, the
 * user chooses between theirs and their own (lib/write-conflict.ts), and taking theirs shows it.
 */
function financeItemMutations<Item extends StoredItem, Body extends object>(
  endpoint: FinanceItemEndpoints<Item, Body>,
) {
  const showTheirs = (queryClient: QueryClient, error: unknown, id: string) => {
    if (!(error instanceof TheirsKept)) return;
    const current = error.current as Item | null;
    applyToFinances(queryClient, (finances) =>
      current ? endpoint.stored(finances, current) : endpoint.removed(finances, id),
    );
  };

  return {
    useSave() {
      const queryClient = useQueryClient();
      const ask = useAskConflict();
      const home = useCurrentTrip().currentCurrency;
      return useMutation({
        mutationFn: async (body: Body): Promise<Item> =>
          (
            await sendKeepingChoice<{ data: Item }, Item>({
              send: (against) => endpoint.save(against ? { ...body, version: against.version } : body),
              ask,
              conflictOf: (current) =>
                financeConflict(endpoint.kind, current, body as Body & StoredItem, false, home),
            })
          ).data,
        onSuccess: (item) => applyToFinances(queryClient, (finances) => endpoint.stored(finances, item)),
        onError: (error, body) => 'id' in body && showTheirs(queryClient, error, String(body.id)),
      });
    },
    useDelete() {
      const queryClient = useQueryClient();
      const ask = useAskConflict();
      const home = useCurrentTrip().currentCurrency;
      return useMutation({
        mutationFn: async (seen: Item): Promise<void> => {
          await sendKeepingChoice<ApiResponse, Item>({
            send: (against) => endpoint.remove(against ?? seen),
            ask,
            conflictOf: (current) => financeConflict(endpoint.kind, current, seen, true, home),
          });
        },
        onSuccess: (_, { id }) => applyToFinances(queryClient, (finances) => endpoint.removed(finances, id)),
        onError: (error, { id }) => showTheirs(queryClient, error, id),
      });
    },
  };
}

export const entrances = financeItemMutations({
  kind: 'entrance',
  save: (body: CreateEntranceBody | UpdateEntranceBody) =>
    'id' in body ? api.call('updateEntrance', { body }) : api.call('createEntrance', { body }),
  remove: ({ id, version }) => api.call('deleteEntrance', { query: { id, version: String(version) } }),
  stored: withEntrance,
  removed: withoutEntrance,
});

export const goals = financeItemMutations({
  kind: 'goal',
  save: (body: CreateGoalBody | UpdateGoalBody) =>
    'id' in body ? api.call('updateGoal', { body }) : api.call('createGoal', { body }),
  remove: ({ id, version }) => api.call('deleteGoal', { query: { id, version: String(version) } }),
  stored: withGoal,
  removed: withoutGoal,
});

export const expenses = financeItemMutations({
  kind: 'expense',
  save: (body: CreateExpenseBody | UpdateExpenseBody) =>
    'id' in body ? api.call('updateExpense', { body }) : api.call('createExpense', { body }),
  remove: ({ id, version }) => api.call('deleteExpense', { query: { id, version: String(version) } }),
  stored: withExpense,
  removed: withoutExpense,
});
