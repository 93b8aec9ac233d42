import type { PaletteColor, TodoListMove, TodoListStatus } from '@wayfarer/core';
import { and, asc, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteOwnedRow, ownedBy, ownedRow } from '../db/ownership';
import { todoAttachments, todoComments, todoLists, todoTasks, todoUploads } from './todo-schema';

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
  color: PaletteColor;
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
const ABANDONED_UPLOAD_AGE_MS = 24 * 3_600_000;

/**
 * The to-do data of one user, and the only way the routes reach it. Every statement is narrowed by
 * `ownedBy` or `ownedRow`, so another user's list, task, attachment or comment is never read, changed or
 * deleted: it is simply not found. (The composite foreign keys of the schema back this up.)
 */
export function userTodos(db: Db, userId: string) {
  /** Locks the list against deletion for the rest of the transaction; false when it is not the user's. */
  async function holdList(tx: Db, listId: string): Promise<boolean> {
    const [list] = await tx
      .select({ id: todoLists.id })
      .from(todoLists)
      .where(ownedRow(todoLists, listId, userId))
      .for('key share');
    return list !== undefined;
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

    /** Adds the list at the end of its column. */
    async createList(content: ListContent & { status: TodoListStatus }): Promise<TodoListRow> {
      const endOfColumn = sql<number>`(select coalesce(max(${todoLists.position}) + 1, 0) from ${todoLists}
        where ${ownedBy(todoLists, userId)} and ${todoLists.status} = ${content.status})`;
      const [list] = await db
        .insert(todoLists)
        .values({ ...content, userId, position: endOfColumn })
        .returning();
      if (!list) throw new Error('insert returned no row');
      return list;
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
     * Applies every move or none: one statement updates the user's lists named in the batch, and the
     * transaction is undone when it did not reach them all (an unknown id, or another user's).
     */
    async moveLists(moves: readonly TodoListMove[]): Promise<boolean> {
      if (moves.length === 0) return true;
      const rows = sql.join(
        moves.map((move) => sql`(${move.id}::uuid, ${move.status}::smallint, ${move.position}::integer)`),
        sql`, `,
      );
      const ids = moves.map((move) => move.id);
      return db
        .transaction(async (tx) => {
          // In id order: concurrent moves of the same lists then queue instead of deadlocking, which the
          // update's own order (the rows' places on disk, which each update changes) could not promise.
          await tx
            .select({ id: todoLists.id })
            .from(todoLists)
            .where(and(inArray(todoLists.id, ids), ownedBy(todoLists, userId)))
            .orderBy(asc(todoLists.id))
            .for('update');
          const updated = await tx
            .update(todoLists)
            .set({ status: sql`moves.status`, position: sql`moves.position` })
            .from(sql`(values ${rows}) as moves (id, status, position)`)
            .where(and(eq(todoLists.id, sql`moves.id`), ownedBy(todoLists, userId)))
            .returning({ id: todoLists.id });
          if (updated.length !== moves.length) throw new IncompleteMove();
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
        if (!(await holdList(tx, content.toDoListId))) return undefined;
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

    async recordUpload(upload: { fileName: string; mimeType: string; size: number }): Promise<void> {
      await db.insert(todoUploads).values({ ...upload, userId });
    },

    /** Forgets this user's uploads that no attachment claimed in time; answers their files to remove. */
    async sweepAbandonedUploads(): Promise<string[]> {
      const swept = await db
        .delete(todoUploads)
        .where(
          and(
            ownedBy(todoUploads, userId),
            lt(todoUploads.createdAt, new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS)),
            notExists(
              db
                .select({ id: todoAttachments.id })
                .from(todoAttachments)
                .where(eq(todoAttachments.fileName, todoUploads.fileName)),
            ),
          ),
        )
        .returning({ fileName: todoUploads.fileName });
      return swept.map((upload) => upload.fileName);
    },

    /** Attaches one of the user's own uploads, once, to one of the user's own lists. */
    async createAttachment(content: ChildContent & { fileName: string }): Promise<AttachResult> {
      return db.transaction(async (tx) => {
        if (!(await holdList(tx, content.toDoListId))) return 'no_list';
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
        if (!(await holdList(tx, content.toDoListId))) return undefined;
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
