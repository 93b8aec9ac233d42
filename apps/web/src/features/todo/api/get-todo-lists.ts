import { todoBoardSchema, todoListFromAnswer, type TodoList } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseData } from '../../../lib/api-client';

/** GET /todolist: every list with its tasks, attachments and comments. */
export async function getTodoLists(): Promise<TodoList[]> {
  return parseData(todoBoardSchema, await api.call('getTodoLists')).map(todoListFromAnswer);
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
  return useQuery(todoListsQueryOptions());
}
