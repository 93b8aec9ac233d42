import type { TodoListAnswer, UpdateTodoListBody } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { listConflict } from '../board-conflicts';
import { updateList, useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist: title, description, colour and date, against the version the edit began from. */
export async function updateTodoList(body: UpdateTodoListBody): Promise<void> {
  await api.call('updateTodoList', { body });
}

export function useUpdateTodoList() {
  return useOptimisticBoardMutation({
    request: updateTodoList,
    apply: (lists, { id, version: _sent, ...fields }: UpdateTodoListBody) =>
      updateList(lists, id, (list) => ({ ...list, ...fields })),
    failure: 'listNotSaved',
    conflict: {
      conflictOf: (current: TodoListAnswer | null, body) =>
        listConflict(current, { ...body, status: current?.status ?? 1 }),
      again: (body, current) => ({ ...body, version: current.version }),
    },
  });
}
