import { todoListFromAnswer, type CreateTodoListBody, type TodoList } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { addOrQueue } from '@/lib/offline/waiting-changes';
import { waitingList } from '../waiting-items';
import { useBoardAddMutation } from './board-mutation';

/** POST /todolist: the list is added at the end of To do and answered whole; offline it waits, shown at once. */
export function createTodoList(body: CreateTodoListBody): Promise<TodoList> {
  return addOrQueue(
    { endpoint: 'createTodoList', input: { body }, subject: messages().offline.subjects.list(body.title) },
    { fromAnswer: ({ data }) => todoListFromAnswer(data), waiting: (id) => waitingList(id, body) },
  );
}

export function useCreateTodoList() {
  return useBoardAddMutation({
    request: createTodoList,
    add: (lists, created: TodoList) => [...lists.filter((list) => list.id !== created.id), created],
  });
}
