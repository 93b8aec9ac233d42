import type { TodoAttachment, TodoComment, TodoListAnswer, TodoTask } from '@wayfarer/core';
import type { AttachmentLinkSigner } from './attachment-links';
import type {
  TodoAttachmentRow,
  TodoBoardRows,
  TodoCommentRow,
  TodoListRow,
  TodoTaskRow,
} from './repository';

/* Rows as the contract shows them: its field names, epoch ms, and signed attachment links. */

export function presentTask(row: TodoTaskRow): TodoTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.done,
    toDoListId: row.toDoListId,
  };
}

export function presentAttachment(row: TodoAttachmentRow, links: AttachmentLinkSigner): TodoAttachment {
  return { id: row.id, title: row.title, link: links.sign(row.fileName), toDoListId: row.toDoListId };
}

export function presentComment(row: TodoCommentRow): TodoComment {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.getTime(),
    toDoListId: row.toDoListId,
  };
}

type Children = Pick<TodoListAnswer, 'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments'>;

export function presentList(
  row: TodoListRow,
  children: Children = { toDoListTasks: [], toDoListAttchaments: [], toDoListComments: [] },
): TodoListAnswer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    color: row.color,
    date: row.date,
    status: row.status,
    position: row.position,
    ...children,
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
  const tasks = groupByList(rows.tasks.map(presentTask));
  const attachments = groupByList(rows.attachments.map((row) => presentAttachment(row, links)));
  const comments = groupByList(rows.comments.map(presentComment));
  return rows.lists.map((row) =>
    presentList(row, {
      toDoListTasks: tasks.get(row.id) ?? [],
      toDoListAttchaments: attachments.get(row.id) ?? [],
      toDoListComments: comments.get(row.id) ?? [],
    }),
  );
}
