import type { UpdateTodoListBody } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { updateList, useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist: title, description, colour and date. */
export async function updateTodoList(body: UpdateTodoListBody): Promise<void> {
  await api.call('updateTodoList', { body });
}

export function useUpdateTodoList() {
  return useOptimisticBoardMutation({
    request: updateTodoList,
    apply: (lists, { id, ...fields }: UpdateTodoListBody) =>
      updateList(lists, id, (list) => ({ ...list, ...fields })),
    failure: 'The list was not saved.',
  });
}
