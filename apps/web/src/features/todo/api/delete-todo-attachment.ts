import { api } from '../../../lib/api-client';
import { useOptimisticBoardMutation } from './board-mutation';

/** DELETE /todolist/attchaments?id=: the stored file goes too. */
export async function deleteTodoAttachment(id: string): Promise<void> {
  await api.delete(`/todolist/attchaments?id=${encodeURIComponent(id)}`);
}

export function useDeleteTodoAttachment() {
  return useOptimisticBoardMutation({
    request: deleteTodoAttachment,
    apply: (lists, id: string) =>
      lists.map((list) =>
        list.toDoListAttchaments.some((attachment) => attachment.id === id)
          ? {
              ...list,
              toDoListAttchaments: list.toDoListAttchaments.filter((attachment) => attachment.id !== id),
            }
          : list,
      ),
    failure: 'The attachment was not deleted.',
  });
}
