import type { UpdateTodoTaskBody } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist/tasks: done or not. */
export async function updateTodoTask(body: UpdateTodoTaskBody): Promise<void> {
  await api.call('updateTodoTask', { body });
}

export function useUpdateTodoTask() {
  return useOptimisticBoardMutation({
    request: updateTodoTask,
    apply: (lists, { id, status }: UpdateTodoTaskBody) =>
      lists.map((list) =>
        list.tasks.some((task) => task.id === id)
          ? {
              ...list,
              tasks: list.tasks.map((task) => (task.id === id ? { ...task, status } : task)),
            }
          : list,
      ),
    failure: 'The task was not updated.',
  });
}
