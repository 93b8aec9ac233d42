import {
  noonUtcOf,
  taskToWire,
  type CreatedBy,
  type TodoAttachment,
  type TodoComment,
  type TodoListAnswer,
  type TodoTask,
} from '@wayfarer/core';
import type { AttachmentLinkSigner } from './attachment-links';
import type { TodoAttachmentRow, TodoCommentRow, TodoListRow, TodoTaskRow } from './board-access';
import type { TodoBoardRows } from './list-repository';

/*
 * Rows as the contract shows them: its field names, epoch ms, signed attachment links, and on a trip's
 * board who added each (`authors`: their names by id).
 */

type Authors = ReadonlyMap<string, string>;
const NO_AUTHORS: Authors = new Map();

/** Who added a row of a trip (null once their account is gone); nothing on a user's own board. */
function authorship(row: { tripId: string | null; createdBy: string | null }, authors: Authors) {
  if (row.tripId === null) return {};
  const createdBy: CreatedBy =
    row.createdBy === null ? null : { id: row.createdBy, name: authors.get(row.createdBy) ?? '' };
  return { createdBy };
}

export function presentTask(row: TodoTaskRow, authors: Authors = NO_AUTHORS): TodoTask {
  return taskToWire({
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    done: row.done,
    dueDate: row.dueDate,
    toDoListId: row.toDoListId,
    ...authorship(row, authors),
  });
}

export function presentAttachment(
  row: TodoAttachmentRow,
  links: AttachmentLinkSigner,
  authors: Authors = NO_AUTHORS,
): TodoAttachment {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    link: links.sign(row.fileName),
    toDoListId: row.toDoListId,
    ...authorship(row, authors),
  };
}

export function presentComment(row: TodoCommentRow, authors: Authors = NO_AUTHORS): TodoComment {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.getTime(),
    toDoListId: row.toDoListId,
    ...authorship(row, authors),
  };
}

type Children = Pick<TodoListAnswer, 'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments'>;

export function presentList(
  row: TodoListRow,
  children: Children = { toDoListTasks: [], toDoListAttchaments: [], toDoListComments: [] },
  authors: Authors = NO_AUTHORS,
): TodoListAnswer {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    color: row.color,
    date: noonUtcOf(row.dateDay),
    dateDay: row.dateDay,
    status: row.status,
    position: row.position,
    ...children,
    ...authorship(row, authors),
  };
}

function groupByList<T extends { toDoListId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.toDoListId);
    if (group) group.push(item);
    else groups.set(item.toDoListId, [item]);
  }
  return groups;
}

/** The board in the repository's order; children keep theirs (comments newest first). */
export function presentBoard(rows: TodoBoardRows, links: AttachmentLinkSigner): TodoListAnswer[] {
  const { authors } = rows;
  const tasks = groupByList(rows.tasks.map((row) => presentTask(row, authors)));
  const attachments = groupByList(rows.attachments.map((row) => presentAttachment(row, links, authors)));
  const comments = groupByList(rows.comments.map((row) => presentComment(row, authors)));
  return rows.lists.map((row) =>
    presentList(
      row,
      {
        toDoListTasks: tasks.get(row.id) ?? [],
        toDoListAttchaments: attachments.get(row.id) ?? [],
        toDoListComments: comments.get(row.id) ?? [],
      },
      authors,
    ),
  );
}
