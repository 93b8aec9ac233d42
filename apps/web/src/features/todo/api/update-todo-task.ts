import { taskFromWire, taskToWire, type BoardTask, type TodoTask } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { sendOrQueue } from '@/lib/offline/waiting-changes';
import { taskConflict } from '../board-conflicts';
import { useOptimisticBoardMutation } from './board-mutation';

/** What of a task a write changes: done or not, its due day (null clears it), or both. */
type TaskFields = Partial<Pick<BoardTask, 'done' | 'dueDate'>>;

/** PATCH /todolist/tasks, whose body names `done` `status`, as the wire does; waits offline. */
export async function updateTodoTask({
  id,
  version,
  title,
  ...change
}: TaskFields & Pick<BoardTask, 'id' | 'version' | 'title'>): Promise<void> {
  await sendOrQueue({
    endpoint: 'updateTodoTask',
    input: { body: { id, ...taskToWire(change), version } },
    subject: messages().offline.subjects.task(title),
    itemId: id,
  });
}

/** What changes of the task, and the task as the user saw it when they changed it. */
interface TaskChange {
  task: BoardTask;
  change: TaskFields;
}

export function useUpdateTodoTask() {
  return useOptimisticBoardMutation({
    request: ({ task, change }: TaskChange) =>
      updateTodoTask({ id: task.id, title: task.title, ...change, version: task.version }),
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
        taskConflict(current && taskFromWire(current), { ...task, ...change }),
      again: (update, current) => ({ ...update, task: { ...update.task, version: current.version } }),
    },
  });
}
