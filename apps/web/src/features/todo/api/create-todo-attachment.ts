import { todoAttachmentSchema, type CreateTodoAttachmentBody, type TodoAttachment } from '@wayfarer/core';
import { api, parseData } from '../../../lib/api-client';
import { updateList, useBoardAddMutation } from './board-mutation';

/** POST /todolist/attchaments: attaches an upload (link = its fileName); answers it with a signed link. */
export async function createTodoAttachment(body: CreateTodoAttachmentBody): Promise<TodoAttachment> {
  return parseData(todoAttachmentSchema, await api.post('/todolist/attchaments', body));
}

export function useCreateTodoAttachment() {
  return useBoardAddMutation({
    request: createTodoAttachment,
    add: (lists, attachment: TodoAttachment) =>
      updateList(lists, attachment.toDoListId, (list) => ({
        ...list,
        toDoListAttchaments: [...list.toDoListAttchaments, attachment],
      })),
  });
}

/** Where an attachment opens: a GET of todolist/attchaments/ plus its signed link, under the API base. */
export const attachmentUrl = (link: string) => `/api/todolist/attchaments/${link}`;
