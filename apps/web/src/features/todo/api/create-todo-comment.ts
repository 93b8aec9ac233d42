import { todoCommentSchema, type CreateTodoCommentBody, type TodoComment } from '@wayfarer/core';
import { api, parseData } from '../../../lib/api-client';
import { updateList, useBoardAddMutation } from './board-mutation';

/** POST /todolist/comments: answers the comment with its creation time. */
export async function createTodoComment(body: CreateTodoCommentBody): Promise<TodoComment> {
  return parseData(todoCommentSchema, await api.post('/todolist/comments', body));
}

export function useCreateTodoComment() {
  return useBoardAddMutation({
    request: createTodoComment,
    // Newest first, as GET /todolist orders them.
    add: (lists, comment: TodoComment) =>
      updateList(lists, comment.toDoListId, (list) => ({
        ...list,
        toDoListComments: [comment, ...list.toDoListComments],
      })),
  });
}
