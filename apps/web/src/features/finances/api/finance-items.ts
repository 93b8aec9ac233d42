import {
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
  type FinanceRate,
  type Finances,
  type UpdateEntranceBody,
  type UpdateExpenseBody,
  type UpdateGoalBody,
} from '@wayfarer/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messages } from '@/i18n/language';
import { deleteOrQueue, sendOrQueue, WAITING_VERSION } from '@/lib/offline/waiting-changes';
import { useAskConflict } from '@/lib/conflict-choice';
import { useCurrentTrip } from '@/lib/current-trip';
import { sendKeepingChoice, TheirsKept } from '@/lib/write-conflict';
import { financeConflict } from '../finance-conflicts';
import { applyToFinances, financesQueryKey } from './get-finances';

interface StoredItem {
  id: string;
  version: number;
  title: string;
  color: string;
}

type SaveEndpoint =
  'createEntrance' | 'updateEntrance' | 'createGoal' | 'updateGoal' | 'createExpense' | 'updateExpense';

/** One kind of finance item: its calls, and how a stored or deleted one changes the local finances. */
interface FinanceItemEndpoints<Item extends StoredItem> {
  kind: 'entrance' | 'goal' | 'expense';
  /**
   * POST a new item (201) or, with an id, PATCH it (200); both answer the item as stored. Offline the
   * change waits (features/offline) and the item is shown as the body describes it meanwhile.
   */
  create: SaveEndpoint;
  update: SaveEndpoint;
  /** DELETE ?id=&version= (204), or waits offline. */
  remove: 'deleteEntrance' | 'deleteGoal' | 'deleteExpense';
  stored: (finances: Finances, item: Item) => Finances;
  removed: (finances: Finances, id: string) => Finances;
}

/**
 * The item as a waiting change shows it: the body over the item as it was (an edit) or a new id (an
 * add). An amount typed in another currency is shown at the last rate read for it, if any; the
 * server's own conversion replaces it once the change is through.
 */
function waitingItem<Item>(body: object, id: string, queryClient: QueryClient): Item {
  const { originalCurrency, originalValue, value, typedRate } = body as {
    originalCurrency?: string;
    originalValue?: number;
    value?: number;
    typedRate?: string | null;
  };
  const [, lastRead] =
    queryClient.getQueriesData<FinanceRate>({ queryKey: ['finance-rate', originalCurrency] })[0] ?? [];
  const rate = Number(typedRate ?? lastRead?.rate ?? 0);
  const estimated = value ?? (originalValue === undefined ? 0 : Math.round(originalValue * rate));
  // An edit keeps what the body does not carry (its author, its rate, what the reader may do) from the item
  // as it was shown; what the user adds is theirs to change.
  const shown = queryClient.getQueryData<Finances>(financesQueryKey);
  const own = { edit: true, delete: true };
  return { version: WAITING_VERSION, can: own, ...itemIn(shown, id), ...body, id, value: estimated } as Item;
}

/** The item of that id wherever the finances hold it (entrances, a kind's goals or costs). */
function itemIn(finances: unknown, id: string): object | undefined {
  if (Array.isArray(finances)) {
    for (const entry of finances) {
      const found = itemIn(entry, id);
      if (found) return found;
    }
  } else if (finances && typeof finances === 'object') {
    if ((finances as { id?: unknown }).id === id) return finances;
    for (const inner of Object.values(finances)) {
      const found = typeof inner === 'object' ? itemIn(inner, id) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

async function saveOrWait<Item extends StoredItem>(
  endpoint: SaveEndpoint,
  body: object & { title: string },
  queryClient: QueryClient,
): Promise<{ data: Item }> {
  const id = 'id' in body && typeof body.id === 'string' ? body.id : crypto.randomUUID();
  const creates = !('id' in body);
  const outcome = await sendOrQueue({
    endpoint,
    input: { body } as never,
    subject: messages().offline.subjects.financeItem(body.title),
    itemId: id,
    createsId: creates ? id : null,
  });
  return outcome.queued
    ? { data: waitingItem<Item>(body, id, queryClient) }
    : (outcome.answer as unknown as { data: Item });
}

/**
 * Save and delete of one kind of finance item. The item as stored is kept rather than the body sent (a
 * new item's id, a goal's freed expenses), and the local finances change only after the server said yes.
 * An edit or deletion sends the version the form opened with: if a companion wrote the item since, the
 * user chooses between theirs and their own (lib/write-conflict.ts), and taking theirs shows it.
 */
function financeItemMutations<Item extends StoredItem, Body extends object & { title: string }>(
  endpoint: FinanceItemEndpoints<Item>,
) {
  const save = (body: Body, queryClient: QueryClient) =>
    saveOrWait<Item>('id' in body ? endpoint.update : endpoint.create, body, queryClient);
  const remove = (item: Pick<Item, 'id' | 'version' | 'title'>) =>
    deleteOrQueue(endpoint.remove, item, messages().offline.subjects.financeItem(item.title));
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
              send: (against) => save(against ? { ...body, version: against.version } : body, queryClient),
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
          await sendKeepingChoice<unknown, Item>({
            send: (against) => remove(against ?? seen),
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

export const entrances = financeItemMutations<Entrance, CreateEntranceBody | UpdateEntranceBody>({
  kind: 'entrance',
  create: 'createEntrance',
  update: 'updateEntrance',
  remove: 'deleteEntrance',
  stored: withEntrance,
  removed: withoutEntrance,
});

export const goals = financeItemMutations<Goal, CreateGoalBody | UpdateGoalBody>({
  kind: 'goal',
  create: 'createGoal',
  update: 'updateGoal',
  remove: 'deleteGoal',
  stored: withGoal,
  removed: withoutGoal,
});

export const expenses = financeItemMutations<Expense, CreateExpenseBody | UpdateExpenseBody>({
  kind: 'expense',
  create: 'createExpense',
  update: 'updateExpense',
  remove: 'deleteExpense',
  stored: withExpense,
  removed: withoutExpense,
});
