import type { TodoTask, UpdateTodoTaskBody } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { taskConflict } from '../board-conflicts';
import { useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist/tasks: done or not. */
export async function updateTodoTask(body: UpdateTodoTaskBody): Promise<void> {
  await api.call('updateTodoTask', { body });
}

/** The task's new state, and the task as the user saw it when they flipped it. */
interface TaskToggle {
  task: TodoTask;
  status: boolean;
}

export function useUpdateTodoTask() {
  return useOptimisticBoardMutation({
    request: ({ task, status }: TaskToggle) => updateTodoTask({ id: task.id, status, version: task.version }),
    apply: (lists, { task: toggled, status }: TaskToggle) =>
      lists.map((list) =>
        list.tasks.some((task) => task.id === toggled.id)
          ? {
              ...list,
              tasks: list.tasks.map((task) => (task.id === toggled.id ? { ...task, status } : task)),
            }
          : list,
      ),
    failure: 'The task was not updated.',
    conflict: {
      conflictOf: (current: TodoTask | null, { task, status }) => taskConflict(current, { ...task, status }),
      again: (toggle, current) => ({ ...toggle, task: { ...toggle.task, version: current.version } }),
    },
  });
}
