import { todoListFromAnswer, type CreateTodoListBody, type TodoList } from '@wayfarer/core';
import { api } from '../../../lib/api-client';
import { useBoardAddMutation } from './board-mutation';

/** POST /todolist: the list is added at the end of To do and answered whole. */
export async function createTodoList(body: CreateTodoListBody): Promise<TodoList> {
  return todoListFromAnswer((await api.call('createTodoList', { body })).data);
}

export function useCreateTodoList() {
  return useBoardAddMutation({
    request: createTodoList,
    add: (lists, created: TodoList) => [...lists.filter((list) => list.id !== created.id), created],
  });
}
