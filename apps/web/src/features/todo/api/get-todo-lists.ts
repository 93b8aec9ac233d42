import { todoListFromAnswer, type TodoList } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';

/** GET /todolist: every list with its tasks, attachments and comments. */
export async function getTodoLists(): Promise<TodoList[]> {
  return (await api.call('getTodoLists')).data.map(todoListFromAnswer);
}

/**
 * Attachment links in the answer are signed for 15 minutes, so the board is never kept longer than
 * 10: it is stale after 5, read again when the window regains focus, and every 10 while it stays open.
 */
export const todoListsQueryOptions = () =>
  queryOptions({
    queryKey: ['todolist'],
    queryFn: getTodoLists,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: 10 * 60_000,
  });

export const todoListsQueryKey = todoListsQueryOptions().queryKey;

export function useTodoLists() {
  return useQuery({ ...todoListsQueryOptions(), enabled: useReadsAllowed() });
}
