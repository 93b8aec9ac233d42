import type { CalendarDay, TodoListAnswer, UpdateTodoListBody } from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { sendOrQueue } from '@/lib/offline/waiting-changes';
import { listConflict } from '../board-conflicts';
import { updateList, useOptimisticBoardMutation } from './board-mutation';

/** The app always sends the list's day, which the server reads over the epoch ms beside it. */
type ListEdit = UpdateTodoListBody & { dateDay: CalendarDay };

/** PATCH /todolist: title, description, colour and date, against the version the edit began from; waits offline. */
export async function updateTodoList(body: ListEdit): Promise<void> {
  await sendOrQueue({
    endpoint: 'updateTodoList',
    input: { body },
    subject: messages().offline.subjects.list(body.title),
    itemId: body.id,
  });
}

export function useUpdateTodoList() {
  return useOptimisticBoardMutation({
    request: updateTodoList,
    apply: (lists, { id, version: _sent, ...fields }: ListEdit) =>
      updateList(lists, id, (list) => ({ ...list, ...fields })),
    failure: 'listNotSaved',
    conflict: {
      conflictOf: (current: TodoListAnswer | null, body) =>
        listConflict(current, { ...body, status: current?.status ?? 1 }),
      again: (body, current) => ({ ...body, version: current.version }),
    },
  });
}
