import { todoListFromAnswer, todoListSchema, type CreateTodoListBody, type TodoList } from '@wayfarer/core';
import { api, parseData } from '../../../lib/api-client';
import { useBoardAddMutation } from './board-mutation';

/** POST /todolist: the list is added at the end of To do and answered whole. */
export async function createTodoList(body: CreateTodoListBody): Promise<TodoList> {
  return todoListFromAnswer(parseData(todoListSchema, await api.call('createTodoList', { body })));
}

export function useCreateTodoList() {
  return useBoardAddMutation({
    request: createTodoList,
    add: (lists, created: TodoList) => [...lists.filter((list) => list.id !== created.id), created],
  });
}
