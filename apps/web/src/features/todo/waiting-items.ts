import {
  dayOfSentDate,
  type BoardTask,
  type CreateTodoCommentBody,
  type CreateTodoListBody,
  type CreateTodoTaskBody,
  type TodoComment,
  type TodoList,
} from '@wayfarer/core';
import { deviceTimeZone } from '@/lib/calendar-day';
import { WAITING_VERSION } from '@/lib/offline/waiting-changes';

/*
 * What the board shows of an item added offline until the server has it: the body sent, under the
 * temporary id the waiting change carries (lib/offline/waiting-changes.ts). Who added it is left out,
 * as for one's own items: a null author would read "Former member" on a shared trip.
 */

/** What the user may do with what they added themselves, by every item rule of core (trip/roles.ts). */
const OWN_ITEM = { edit: true, delete: true } as const;

/** Past every position the server gives: a list added offline shows at the end of its column. */
const AT_THE_END = Number.MAX_SAFE_INTEGER;

export const waitingList = (id: string, body: CreateTodoListBody): TodoList => ({
  id,
  version: WAITING_VERSION,
  title: body.title,
  description: body.description,
  color: body.color,
  date: body.date,
  dateDay: body.dateDay ?? dayOfSentDate(body.date, deviceTimeZone()),
  status: body.status ?? 1,
  position: AT_THE_END,
  tasks: [],
  attachments: [],
  comments: [],
  can: OWN_ITEM,
});

export const waitingTask = (id: string, body: CreateTodoTaskBody): BoardTask => ({
  id,
  version: WAITING_VERSION,
  title: body.title,
  description: body.description,
  done: false,
  dueDate: null,
  toDoListId: body.toDoListId,
  can: OWN_ITEM,
});

export const waitingComment = (id: string, body: CreateTodoCommentBody): TodoComment => ({
  id,
  version: WAITING_VERSION,
  title: body.title,
  description: body.description,
  createdAt: Date.now(),
  toDoListId: body.toDoListId,
  can: OWN_ITEM,
});
