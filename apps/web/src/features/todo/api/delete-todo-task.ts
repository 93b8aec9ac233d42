import { api } from '../../../lib/api-client';
import { useOptimisticBoardMutation } from './board-mutation';

/** DELETE /todolist/tasks?id= */
export async function deleteTodoTask(id: string): Promise<void> {
  await api.delete(`/todolist/tasks?id=${encodeURIComponent(id)}`);
}

export function useDeleteTodoTask() {
  return useOptimisticBoardMutation({
    request: deleteTodoTask,
    apply: (lists, id: string) =>
      lists.map((list) =>
        list.toDoListTasks.some((task) => task.id === id)
          ? { ...list, toDoListTasks: list.toDoListTasks.filter((task) => task.id !== id) }
          : list,
      ),
    failure: 'The task was not deleted.',
  });
}
