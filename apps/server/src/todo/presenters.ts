import {
  abilitiesOn,
  noonUtcOf,
  taskToWire,
  type CreatedBy,
  type ItemReader,
  type TodoAttachment,
  type TodoComment,
  type TodoListAnswer,
  type TodoTask,
} from '@wayfarer/core';
import type { AttachmentLinkSigner } from './attachment-links';
import type {
  BoardReader,
  TodoAttachmentRow,
  TodoCommentRow,
  TodoListRow,
  TodoTaskRow,
} from './board-access';
import type { TodoBoardRows } from './list-repository';

/*
 * Rows as the contract shows them to one reader: its field names, epoch ms, signed attachment links, on
 * a trip's board who added each (`authors`: their names by id), and what the reader may do with each
 * (`can`, from core's item rules).
 */

type Authors = ReadonlyMap<string, string>;

/** Who added a row of a trip (null once their account is gone); nothing on a user's own board. */
function authorship(row: { tripId: string | null; createdBy: string | null }, authors: Authors) {
  if (row.tripId === null) return {};
  const createdBy: CreatedBy =
    row.createdBy === null ? null : { id: row.createdBy, name: authors.get(row.createdBy) ?? '' };
  return { createdBy };
}

export function presentTask(row: TodoTaskRow, { reader, authors }: BoardReader): TodoTask {
  return taskToWire({
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    done: row.done,
    dueDate: row.dueDate,
    toDoListId: row.toDoListId,
    ...authorship(row, authors),
    can: abilitiesOn(reader, 'task', row),
  });
}

export function presentAttachment(
  row: TodoAttachmentRow,
  links: AttachmentLinkSigner,
  { reader, authors }: BoardReader,
): TodoAttachment {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    link: links.sign(row.fileName),
    toDoListId: row.toDoListId,
    ...authorship(row, authors),
    can: abilitiesOn(reader, 'attachment', row),
  };
}

export function presentComment(row: TodoCommentRow, { reader, authors }: BoardReader): TodoComment {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.getTime(),
    toDoListId: row.toDoListId,
    ...authorship(row, authors),
    can: abilitiesOn(reader, 'comment', row),
  };
}

type Children = Pick<TodoListAnswer, 'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments'>;

const NO_CHILDREN: Children = { toDoListTasks: [], toDoListAttchaments: [], toDoListComments: [] };

export function presentList(
  row: TodoListRow,
  { reader, authors }: BoardReader,
  children: Children = NO_CHILDREN,
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
    can: abilitiesOn(reader, 'list', row),
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

/** The board in the repository's order, as `reader` reads it; children keep theirs (comments newest first). */
export function presentBoard(
  rows: TodoBoardRows,
  links: AttachmentLinkSigner,
  reader: ItemReader,
): TodoListAnswer[] {
  const viewer: BoardReader = { reader, authors: rows.authors };
  const tasks = groupByList(rows.tasks.map((row) => presentTask(row, viewer)));
  const attachments = groupByList(rows.attachments.map((row) => presentAttachment(row, links, viewer)));
  const comments = groupByList(rows.comments.map((row) => presentComment(row, viewer)));
  return rows.lists.map((row) =>
    presentList(row, viewer, {
      toDoListTasks: tasks.get(row.id) ?? [],
      toDoListAttchaments: attachments.get(row.id) ?? [],
      toDoListComments: comments.get(row.id) ?? [],
    }),
  );
}
