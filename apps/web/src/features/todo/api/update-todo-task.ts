import type { TodoTask, UpdateTodoTaskBody } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { taskConflict } from '../board-conflicts';
import { useOptimisticBoardMutation } from './board-mutation';

/** PATCH /todolist/tasks: done or not, its due day (null clears it), or both. */
export async function updateTodoTask(body: UpdateTodoTaskBody): Promise<void> {
  await api.call('updateTodoTask', { body });
}

/** What changes of the task, and the task as the user saw it when they changed it. */
interface TaskChange {
  task: TodoTask;
  change: Partial<Pick<TodoTask, 'status' | 'dueDate'>>;
}

export function useUpdateTodoTask() {
  return useOptimisticBoardMutation({
    request: ({ task, change }: TaskChange) =>
      updateTodoTask({ id: task.id, ...change, version: task.version }),
    apply: (lists, { task: changed, change }: TaskChange) =>
      lists.map((list) =>
        list.tasks.some((task) => task.id === changed.id)
          ? {
              ...list,
              tasks: list.tasks.map((task) => (task.id === changed.id ? { ...task, ...change } : task)),
            }
          : list,
      ),
    failure: 'taskNotUpdated',
    conflict: {
      conflictOf: (current: TodoTask | null, { task, change }) =>
        taskConflict(current, { ...task, ...change }),
      again: (update, current) => ({ ...update, task: { ...update.task, version: current.version } }),
    },
  });
}
