import {
  API_BASE,
  endpoints,
  taskFromWire,
  type CreateTodoAttachmentBody,
  type CreateTodoCommentBody,
  type CreateTodoTaskBody,
  type TodoAttachment,
  type TodoComment,
  type TodoList,
  type TodoTask,
} from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { api } from '@/lib/api-client';
import { addOrQueue, deleteOrQueue } from '@/lib/offline/waiting-changes';
import { waitingComment, waitingTask } from '../waiting-items';
import type { WriteConflict } from '@/lib/write-conflict';
import { itemConflict, taskConflict } from '../board-conflicts';
import {
  updateList,
  useBoardAddMutation,
  useOptimisticBoardMutation,
  type BoardFailure,
} from './board-mutation';

/** The fields of a list that hold its items. */
type ItemField = 'tasks' | 'comments' | 'attachments';
type ItemOf<F extends ItemField> = TodoList[F][number];

/** `Answer`: the item as the server sends it, which a refusal as stale carries. */
interface ListItemEndpoint<F extends ItemField, Body, Answer extends { version: number }> {
  /** POST the new item: the server answers it whole, named as the board reads it. */
  create: (body: Body) => Promise<ItemOf<F>>;
  /** DELETE ?id=&version=: refused as stale when a companion changed the item since it was read. */
  remove: (item: ItemOf<F>) => Promise<unknown>;
  /** What the user is shown when the item changed since: the item as it now is (null: deleted). */
  conflictOf: (current: Answer | null, seen: ItemOf<F>) => WriteConflict;
  field: F;
  /** Comments show newest first, as GET /todolist orders them; tasks and attachments in the order added. */
  newestFirst: boolean;
  /** The message when a delete fails: 'taskNotDeleted'. */
  deleteFailure: BoardFailure;
}

/** The list with its items of `field` replaced. */
function withItems<F extends ItemField>(list: TodoList, field: F, items: TodoList[F]): TodoList {
  return { ...list, [field]: items };
}

/**
 * Add and delete of one kind of a list's items. Add is POST, and waits for the server's item (its id,
 * its creation time, an attachment's signed link); delete is DELETE ?id=, applied at once and undone if
 * the server refuses (spec section 4).
 */
function listItemMutations<F extends ItemField, Body, Answer extends { version: number }>(
  endpoint: ListItemEndpoint<F, Body, Answer>,
) {
  const { field, create } = endpoint;
  const remove = async (item: ItemOf<F>): Promise<void> => {
    await endpoint.remove(item);
  };

  return {
    useCreate() {
      return useBoardAddMutation({
        request: create,
        add: (lists, item: ItemOf<F>) =>
          updateList(lists, item.toDoListId, (list) => {
            const items = list[field] as ItemOf<F>[];
            return withItems(
              list,
              field,
              (endpoint.newestFirst ? [item, ...items] : [...items, item]) as TodoList[F],
            );
          }),
      });
    },
    useDelete() {
      return useOptimisticBoardMutation({
        request: remove,
        apply: (lists, { id }: ItemOf<F>) =>
          lists.map((list) => {
            const items = list[field] as ItemOf<F>[];
            return items.some((item) => item.id === id)
              ? withItems(list, field, items.filter((item) => item.id !== id) as TodoList[F])
              : list;
          }),
        failure: endpoint.deleteFailure,
        conflict: {
          conflictOf: (current: Answer | null, seen) => endpoint.conflictOf(current, seen),
          again: (seen, current) => ({ ...seen, version: current.version }),
        },
      });
    },
  };
}

export const todoTasks = listItemMutations({
  create: (body: CreateTodoTaskBody) =>
    addOrQueue(
      { endpoint: 'createTodoTask', input: { body }, subject: messages().offline.subjects.task(body.title) },
      { fromAnswer: ({ data }) => taskFromWire(data), waiting: (id) => waitingTask(id, body) },
    ),
  remove: (task) => deleteOrQueue('deleteTodoTask', task, messages().offline.subjects.task(task.title)),
  conflictOf: (current: TodoTask | null, seen) =>
    taskConflict(current && taskFromWire(current), seen, messages().todo.conflicts.deleteAnyway),
  field: 'tasks',
  newestFirst: false,
  deleteFailure: 'taskNotDeleted',
});

export const todoComments = listItemMutations({
  create: (body: CreateTodoCommentBody) =>
    addOrQueue(
      {
        endpoint: 'createTodoComment',
        input: { body },
        subject: messages().offline.subjects.comment(body.title),
      },
      { fromAnswer: ({ data }) => data, waiting: (id) => waitingComment(id, body) },
    ),
  remove: (comment) =>
    deleteOrQueue('deleteTodoComment', comment, messages().offline.subjects.comment(comment.title)),
  conflictOf: (current: TodoComment | null, seen) => itemConflict('comment', seen.title, current === null),
  field: 'comments',
  newestFirst: true,
  deleteFailure: 'commentNotDeleted',
});

/** An attachment's `link` is the fileName of an upload (upload-attachment.ts); the answer has a signed link. */
export const todoAttachments = listItemMutations({
  create: async (body: CreateTodoAttachmentBody) => (await api.call('createTodoAttachment', { body })).data,
  remove: ({ id, version }) => api.call('deleteTodoAttachment', { query: { id, version: String(version) } }),
  conflictOf: (current: TodoAttachment | null, seen) =>
    itemConflict('attachment', seen.title, current === null),
  field: 'attachments',
  newestFirst: false,
  deleteFailure: 'attachmentNotDeleted',
});

/** Where an attachment opens: its signed link (fileName and signature) in place of openAttachment's `:fileName`. */
export const attachmentUrl = (link: string) =>
  `${API_BASE}${endpoints.openAttachment.path.replace(':fileName', link)}`;
