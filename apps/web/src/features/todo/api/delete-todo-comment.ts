import { api } from '../../../lib/api-client';
import { useOptimisticBoardMutation } from './board-mutation';

/** DELETE /todolist/comments?id= */
export async function deleteTodoComment(id: string): Promise<void> {
  await api.delete(`/todolist/comments?id=${encodeURIComponent(id)}`);
}

export function useDeleteTodoComment() {
  return useOptimisticBoardMutation({
    request: deleteTodoComment,
    apply: (lists, id: string) =>
      lists.map((list) =>
        list.toDoListComments.some((comment) => comment.id === id)
          ? { ...list, toDoListComments: list.toDoListComments.filter((comment) => comment.id !== id) }
          : list,
      ),
    failure: 'The comment was not deleted.',
  });
}
