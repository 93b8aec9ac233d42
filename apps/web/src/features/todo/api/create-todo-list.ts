import { todoListFromAnswer, type CreateTodoListBody, type TodoList } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { sendOrQueue } from '@/lib/offline/waiting-changes';
import { waitingList } from '../waiting-items';
import { useBoardAddMutation } from './board-mutation';

/** POST /todolist: the list is added at the end of To do and answered whole; offline it waits, shown at once. */
export async function createTodoList(body: CreateTodoListBody): Promise<TodoList> {
  const id = crypto.randomUUID();
  const outcome = await sendOrQueue({
    endpoint: 'createTodoList',
    input: { body },
    subject: messages().offline.subjects.list(body.title),
    itemId: id,
    createsId: id,
  });
  return outcome.queued ? waitingList(id, body) : todoListFromAnswer(outcome.answer.data);
}

export function useCreateTodoList() {
  return useBoardAddMutation({
    request: createTodoList,
    add: (lists, created: TodoList) => [...lists.filter((list) => list.id !== created.id), created],
  });
}
