import type { TodoList } from '@wayfarer/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import type { Messages } from '@/i18n/catalogue';
import { ApiRequestError } from '@/lib/api-client';
import { useAskConflict } from '@/lib/conflict-choice';
import { sendKeepingChoice, TheirsKept, type WriteConflict } from '@/lib/write-conflict';
import { useBoardNotice } from '../board-notice';
import { todoListsQueryKey } from './get-todo-lists';

/** Every call that changes the board shares this key, so the last one to settle can be told. */
export const todoMutationKey = ['todolist'] as const;

/** When the last board call of a burst settles, the board is read again: the server's truth, fresh links. */
function refreshWhenLast(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: todoMutationKey }) !== 1) return;
  void queryClient.invalidateQueries({ queryKey: todoListsQueryKey });
}

/** The titles of the board's refused writes (the catalogue's todo.failures). */
export type BoardFailure = Exclude<keyof Messages['todo']['failures'], 'somethingWrong' | 'refusal'>;

function refusal(failure: BoardFailure, error: unknown): Message {
  const words = messages().todo.failures;
  const reason = error instanceof ApiRequestError ? error.message : words.somethingWrong;
  return { type: 'error', title: words[failure], text: words.refusal(reason) };
}

/**
 * How a write that sends versions meets a companion's change (lib/write-conflict.ts): what the user is
 * shown, and the write again against the item as it now is when they keep theirs.
 */
export interface BoardConflict<V, Current> {
  conflictOf: (current: Current | null, variables: V) => WriteConflict;
  again: (variables: V, current: Current) => V;
}

interface OptimisticOptions<V, Current> {
  request: (variables: V) => Promise<unknown>;
  /** The change as the board shows it at once, before the server answers. */
  apply: (lists: TodoList[], variables: V) => TodoList[];
  /** The message's title if the server refuses, e.g. 'listNotDeleted': 'The list was not deleted.' */
  failure: BoardFailure;
  /** For a write that sends the version it read. */
  conflict?: BoardConflict<V, Current>;
}

/**
 * Edits, deletes, moves and task toggles (spec section 4) show at once; if the server then refuses, the
 * board goes back to what it was and the user is told (the spec only logs it; a silent undo would lose the user's edit).
 * A write a companion's change made stale asks the user which to keep; taking theirs shows the board as
 * it is now, without a word of failure.
 */
export function useOptimisticBoardMutation<V, Current = never>({
  request,
  apply,
  failure,
  conflict,
}: OptimisticOptions<V, Current>) {
  const queryClient = useQueryClient();
  const { notify } = useBoardNotice();
  const ask = useAskConflict();
  return useMutation({
    mutationKey: todoMutationKey,
    mutationFn: (variables: V) =>
      conflict
        ? sendKeepingChoice<unknown, Current>({
            send: (against) => request(against ? conflict.again(variables, against) : variables),
            ask,
            conflictOf: (current) => conflict.conflictOf(current, variables),
          })
        : request(variables),
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: todoListsQueryKey });
      const previous = queryClient.getQueryData(todoListsQueryKey);
      if (previous) queryClient.setQueryData(todoListsQueryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(todoListsQueryKey, context.previous);
      if (error instanceof TheirsKept) {
        void queryClient.invalidateQueries({ queryKey: todoListsQueryKey });
        return;
      }
      console.error(error);
      notify(refusal(failure, error));
    },
    onSettled: () => refreshWhenLast(queryClient),
  });
}

interface AddOptions<V, R> {
  request: (variables: V) => Promise<R>;
  /** Where the created item goes once the server answered with it. */
  add: (lists: TodoList[], created: R, variables: V) => TodoList[];
}

/** Adds wait for the server (spec section 4); the form that asked shows a refusal itself. */
export function useBoardAddMutation<V, R>({ request, add }: AddOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoMutationKey,
    mutationFn: request,
    onSuccess: (created, variables) => {
      const lists = queryClient.getQueryData(todoListsQueryKey);
      if (lists) queryClient.setQueryData(todoListsQueryKey, add(lists, created, variables));
    },
    onError: (error) => console.error(error),
    onSettled: () => refreshWhenLast(queryClient),
  });
}

/** The lists with one of them changed by `change`. */
export function updateList(lists: TodoList[], id: string, change: (list: TodoList) => TodoList): TodoList[] {
  return lists.map((list) => (list.id === id ? change(list) : list));
}
