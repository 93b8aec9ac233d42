import type { TodoListMove, TodoListStatus } from '@wayfarer/core';
import { BOARD_MAX_LISTS } from '@wayfarer/core';
import { and, asc, count, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteOwnedRow, ownedBy, ownedRow } from '../db/ownership';
import { boardFull, LIST_CONTENT_LIMITS, listFull } from './errors';
import { todoAttachments, todoComments, todoLists, todoTasks, todoUploads } from './todo-schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Makes the user's board changes of position wait for each other, whichever instance runs them: a
 * transaction-scoped advisory lock keyed by the user, released at commit.
 */
async function lockBoard(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer board ${userId}`}, 0))`);
}

/**
 * Numbers every column of the board 0, 1, 2… in its order, the moved lists first among equal positions.
 * The board sends only the lists whose place changed as it saw them: two tabs (or two instances) moving
 * at once each send a batch that is right for the board before the other's, and applied one after the
 * other they could leave two lists on one place, or a gap. One statement for the whole board, as its
 * lists are bounded (MAX_LISTS_PER_BOARD).
 */
async function renumberBoard(tx: Tx, userId: string, movedIds: readonly string[]): Promise<void> {
  const moved = sql`${todoLists.id} = any(${sql.param(movedIds)}::uuid[])`;
  const ranked = tx
    .select({
      id: todoLists.id,
      place: sql<number>`(row_number() over (partition by ${todoLists.status}
        order by ${todoLists.position}, ${moved} desc, ${todoLists.createdAt}, ${todoLists.id}) - 1)::integer`.as(
        'place',
      ),
    })
    .from(todoLists)
    .where(ownedBy(todoLists, userId))
    .as('ranked');
  await tx
    .update(todoLists)
    .set({ position: sql`${ranked.place}` })
    .from(ranked)
    .where(and(eq(todoLists.id, ranked.id), sql`${todoLists.position} <> ${ranked.place}`));
}

export type TodoListRow = typeof todoLists.$inferSelect;
export type TodoTaskRow = typeof todoTasks.$inferSelect;
export type TodoAttachmentRow = typeof todoAttachments.$inferSelect;
export type TodoCommentRow = typeof todoComments.$inferSelect;

export interface TodoBoardRows {
  lists: TodoListRow[];
  tasks: TodoTaskRow[];
  attachments: TodoAttachmentRow[];
  comments: TodoCommentRow[];
}

interface ListContent {
  title: string;
  description: string;
  color: string;
  date: number;
}

interface ChildContent {
  toDoListId: string;
  title: string;
}

export type AttachResult = TodoAttachmentRow | 'no_list' | 'no_upload' | 'already_attached';

/** Thrown inside the move transaction to undo it. */
class IncompleteMove extends Error {}

/** Unattached uploads this old are abandoned forms; their files are swept. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 3_600_000;

/** How many files a user may keep waiting to be attached, and how many bytes of files in all. */
export interface UploadQuota {
  maxPending: number;
  maxBytes: number;
}

export type RecordUploadResult =
  | 'recorded'
  | { refused: 'too_many_pending'; pending: number }
  | { refused: 'over_quota'; usedBytes: number };

/** An upload no attachment claims. */
const unattached = (db: Db) =>
  notExists(
    db
      .select({ id: todoAttachments.id })
      .from(todoAttachments)
      .where(eq(todoAttachments.fileName, todoUploads.fileName)),
  );

/**
 * Forgets the uploads that no attachment claimed within ABANDONED_UPLOAD_AGE_MS, of every user or of
 * one; answers their files, for the caller to remove.
 */
export async function forgetAbandonedUploads(db: Db, now: number, userId?: string): Promise<string[]> {
  const swept = await db
    .delete(todoUploads)
    .where(
      and(
        userId === undefined ? undefined : ownedBy(todoUploads, userId),
        lt(todoUploads.createdAt, new Date(now - ABANDONED_UPLOAD_AGE_MS)),
        unattached(db),
      ),
    )
    .returning({ fileName: todoUploads.fileName });
  return swept.map((upload) => upload.fileName);
}

/**
 * The to-do data of one user, and the only way the routes reach it. Every statement is narrowed by
 * `ownedBy` or `ownedRow`, so another user's list, task, attachment or comment is never read, changed or
 * deleted: it is simply not found. (The composite foreign keys of the schema back this up.)
 */
export function userTodos(db: Db, userId: string) {
  /** What a list holds, by the cap each has. */
  const contents = { tasks: todoTasks, comments: todoComments, attachments: todoAttachments };

  /**
   * Readies the list for one more task, comment or attachment: false when it is not the user's; else
   * locks it against deletion and against another addition for the rest of the transaction (two added
   * at once cannot both pass the count) and throws listFull when it holds its cap of those already.
   */
  async function holdListToAdd(tx: Db, listId: string, content: keyof typeof contents): Promise<boolean> {
    const [list] = await tx
      .select({ id: todoLists.id })
      .from(todoLists)
      .where(ownedRow(todoLists, listId, userId))
      .for('no key update');
    if (!list) return false;
    const table = contents[content];
    const [held] = await tx
      .select({ count: count() })
      .from(table)
      .where(and(eq(table.toDoListId, listId), ownedBy(table, userId)));
    if ((held?.count ?? 0) >= LIST_CONTENT_LIMITS[content].max) throw listFull(content);
    return true;
  }

  return {
    async board(): Promise<TodoBoardRows> {
      const lists = await db
        .select()
        .from(todoLists)
        .where(ownedBy(todoLists, userId))
        .orderBy(asc(todoLists.status), asc(todoLists.position), asc(todoLists.createdAt));
      const tasks = await db
        .select()
        .from(todoTasks)
        .where(ownedBy(todoTasks, userId))
        .orderBy(asc(todoTasks.createdAt));
      const attachments = await db
        .select()
        .from(todoAttachments)
        .where(ownedBy(todoAttachments, userId))
        .orderBy(asc(todoAttachments.createdAt));
      const comments = await db
        .select()
        .from(todoComments)
        .where(ownedBy(todoComments, userId))
        .orderBy(desc(todoComments.createdAt));
      return { lists, tasks, attachments, comments };
    },

    /** Adds the list at the end of its column; throws boardFull when the board holds its cap. */
    async createList(content: ListContent & { status: TodoListStatus }): Promise<TodoListRow> {
      const endOfColumn = sql<number>`(select coalesce(max(${todoLists.position}) + 1, 0) from ${todoLists}
        where ${ownedBy(todoLists, userId)} and ${todoLists.status} = ${content.status})`;
      return db.transaction(async (tx) => {
        // Two adds at once (two tabs, two instances) would both read the same end of the column, and count.
        await lockBoard(tx, userId);
        const [board] = await tx.select({ lists: count() }).from(todoLists).where(ownedBy(todoLists, userId));
        if ((board?.lists ?? 0) >= BOARD_MAX_LISTS) throw boardFull();
        const [list] = await tx
          .insert(todoLists)
          .values({ ...content, userId, position: endOfColumn })
          .returning();
        if (!list) throw new Error('insert returned no row');
        return list;
      });
    },

    async updateList(id: string, content: ListContent): Promise<boolean> {
      const updated = await db
        .update(todoLists)
        .set(content)
        .where(ownedRow(todoLists, id, userId))
        .returning({ id: todoLists.id });
      return updated.length > 0;
    },

    /**
     * Applies every move or none: one statement updates the user's lists named in the batch, its moves
     * passed as three arrays (three parameters, however long the batch), and the transaction is undone
     * when it did not reach them all (an unknown id, or another user's).
     */
    async moveLists(moves: readonly TodoListMove[]): Promise<boolean> {
      if (moves.length === 0) return true;
      const ids = moves.map((move) => move.id);
      const statuses = moves.map((move) => move.status);
      const positions = moves.map((move) => move.position);
      return db
        .transaction(async (tx) => {
          // Moves of one board wait for each other, so their rows are never locked in two orders at once.
          await lockBoard(tx, userId);
          const updated = await tx
            .update(todoLists)
            .set({ status: sql`moves.status`, position: sql`moves.position` })
            .from(
              sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(statuses)}::smallint[], ${sql.param(positions)}::integer[]) as moves (id, status, position)`,
            )
            .where(and(eq(todoLists.id, sql`moves.id`), ownedBy(todoLists, userId)))
            .returning({ id: todoLists.id });
          if (updated.length !== moves.length) throw new IncompleteMove();
          await renumberBoard(tx, userId, ids);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof IncompleteMove) return false;
          throw error;
        });
    },

    /** Deletes the list with its tasks, attachments and comments; answers the files to remove. */
    async deleteList(id: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ fileName: todoAttachments.fileName })
          .from(todoAttachments)
          .where(and(eq(todoAttachments.toDoListId, id), ownedBy(todoAttachments, userId)));
        const deleted = await tx
          .delete(todoLists)
          .where(ownedRow(todoLists, id, userId))
          .returning({ id: todoLists.id });
        if (deleted.length === 0) return undefined;
        const fileNames = files.map((file) => file.fileName);
        if (fileNames.length > 0) {
          await tx
            .delete(todoUploads)
            .where(and(inArray(todoUploads.fileName, fileNames), ownedBy(todoUploads, userId)));
        }
        return fileNames;
      });
    },

    async createTask(
      content: ChildContent & { description: string; done: boolean },
    ): Promise<TodoTaskRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await holdListToAdd(tx, content.toDoListId, 'tasks'))) return undefined;
        const [task] = await tx
          .insert(todoTasks)
          .values({ ...content, userId })
          .returning();
        return task;
      });
    },

    async setTaskDone(id: string, done: boolean): Promise<boolean> {
      const updated = await db
        .update(todoTasks)
        .set({ done })
        .where(ownedRow(todoTasks, id, userId))
        .returning({ id: todoTasks.id });
      return updated.length > 0;
    },

    deleteTask: (id: string): Promise<boolean> => deleteOwnedRow(db, todoTasks, id, userId),

    /**
     * Records a stored file as the user's upload, within the quota. The user's uploads are counted and
     * the row inserted under a lock of that user's uploads, so that uploads sent at once cannot all pass
     * the same count.
     */
    async recordUpload(
      upload: { fileName: string; mimeType: string; size: number },
      quota: UploadQuota,
    ): Promise<RecordUploadResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
        const [usage] = await tx
          .select({
            pending: sql<number>`count(*) FILTER (WHERE ${unattached(tx)})`.mapWith(Number),
            bytes: sql<number>`coalesce(sum(${todoUploads.size}), 0)`.mapWith(Number),
          })
          .from(todoUploads)
          .where(ownedBy(todoUploads, userId));
        const pending = usage?.pending ?? 0;
        const usedBytes = usage?.bytes ?? 0;
        if (pending >= quota.maxPending) return { refused: 'too_many_pending', pending };
        if (usedBytes + upload.size > quota.maxBytes) return { refused: 'over_quota', usedBytes };
        await tx.insert(todoUploads).values({ ...upload, userId });
        return 'recorded';
      });
    },

    /** Forgets this user's uploads that no attachment claimed in time; answers their files to remove. */
    sweepAbandonedUploads: (): Promise<string[]> => forgetAbandonedUploads(db, Date.now(), userId),

    /** Attaches one of the user's own uploads, once, to one of the user's own lists. */
    async createAttachment(content: ChildContent & { fileName: string }): Promise<AttachResult> {
      return db.transaction(async (tx) => {
        if (!(await holdListToAdd(tx, content.toDoListId, 'attachments'))) return 'no_list';
        const [upload] = await tx
          .select({ fileName: todoUploads.fileName })
          .from(todoUploads)
          .where(and(eq(todoUploads.fileName, content.fileName), ownedBy(todoUploads, userId)))
          .for('key share');
        if (!upload) return 'no_upload';
        const [attachment] = await tx
          .insert(todoAttachments)
          .values({ ...content, userId })
          .onConflictDoNothing({ target: todoAttachments.fileName })
          .returning();
        return attachment ?? 'already_attached';
      });
    },

    /** Deletes the attachment and its upload; answers the file to remove. */
    async deleteAttachment(id: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [attachment] = await tx
          .delete(todoAttachments)
          .where(ownedRow(todoAttachments, id, userId))
          .returning({ fileName: todoAttachments.fileName });
        if (!attachment) return undefined;
        await tx
          .delete(todoUploads)
          .where(and(eq(todoUploads.fileName, attachment.fileName), ownedBy(todoUploads, userId)));
        return attachment.fileName;
      });
    },

    async createComment(
      content: ChildContent & { description: string },
    ): Promise<TodoCommentRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await holdListToAdd(tx, content.toDoListId, 'comments'))) return undefined;
        const [comment] = await tx
          .insert(todoComments)
          .values({ ...content, userId })
          .returning();
        return comment;
      });
    },

    deleteComment: (id: string): Promise<boolean> => deleteOwnedRow(db, todoComments, id, userId),
  };
}

export type UserTodos = ReturnType<typeof userTodos>;

/**
 * The file behind a signed link, with what serving it needs. Not scoped to a user: here the link's
 * signature, checked before this is called, is what grants access.
 */
export async function findAttachedFile(db: Db, fileName: string) {
  const [file] = await db
    .select({ title: todoAttachments.title, mimeType: todoUploads.mimeType, size: todoUploads.size })
    .from(todoAttachments)
    .innerJoin(todoUploads, eq(todoUploads.fileName, todoAttachments.fileName))
    .where(eq(todoAttachments.fileName, fileName))
    .limit(1);
  return file;
}
