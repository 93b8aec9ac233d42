import { todoTaskSchema, type CreateTodoTaskBody, type TodoTask } from '@wayfarer/core';
import { api, parseData } from '../../../lib/api-client';
import { updateList, useBoardAddMutation } from './board-mutation';

/** POST /todolist/tasks: answers the created task, not done. */
export async function createTodoTask(body: CreateTodoTaskBody): Promise<TodoTask> {
  return parseData(todoTaskSchema, await api.post('/todolist/tasks', body));
}

export function useCreateTodoTask() {
  return useBoardAddMutation({
    request: createTodoTask,
    add: (lists, task: TodoTask) =>
      updateList(lists, task.toDoListId, (list) => ({
        ...list,
        toDoListTasks: [...list.toDoListTasks, task],
      })),
  });
}
