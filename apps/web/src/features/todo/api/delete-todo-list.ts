import type { TodoList, TodoListAnswer } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { deleteOrQueue } from '@/lib/offline/waiting-changes';
import { listConflict } from '../board-conflicts';
import { useOptimisticBoardMutation } from './board-mutation';

/** DELETE /todolist?id=: the list goes with its tasks, attachments (and their files) and comments; waits offline. */
export function deleteTodoList(list: Pick<TodoList, 'id' | 'version' | 'title'>): Promise<void> {
  return deleteOrQueue('deleteTodoList', list, messages().offline.subjects.list(list.title));
}

/** Deletes the list as the user saw it: if a companion changed it since, they are asked first. */
export function useDeleteTodoList() {
  return useOptimisticBoardMutation({
    request: deleteTodoList,
    apply: (lists, { id }: TodoList) => lists.filter((list) => list.id !== id),
    failure: 'listNotDeleted',
    conflict: {
      conflictOf: (current: TodoListAnswer | null, seen) =>
        listConflict(current, seen, messages().todo.conflicts.deleteAnyway),
      again: (seen, current) => ({ ...seen, version: current.version }),
    },
  });
}
