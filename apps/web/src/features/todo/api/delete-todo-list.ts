import { api } from '../../../lib/api-client';
import { useOptimisticBoardMutation } from './board-mutation';

/** DELETE /todolist?id=: the list goes with its tasks, attachments (and their files) and comments. */
export async function deleteTodoList(id: string): Promise<void> {
  await api.call('deleteTodoList', { query: { id } });
}

export function useDeleteTodoList() {
  return useOptimisticBoardMutation({
    request: deleteTodoList,
    apply: (lists, id: string) => lists.filter((list) => list.id !== id),
    failure: 'The list was not deleted.',
  });
}
