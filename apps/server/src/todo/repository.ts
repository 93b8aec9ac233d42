import type { TodoListMove, TodoListStatus } from '@wayfarer/core';
import { BOARD_MAX_LISTS } from '@wayfarer/core';
import { and, asc, count, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../accounts/accounts-schema';
import type { SignedInRequest } from '../http/auth';
import { scopeOf } from '../http/trip-policy';
import { inScope, ownedBy, scopeColumnsOf, scopedRow, type Scope } from '../db/ownership';
import { boardFull, LIST_CONTENT_LIMITS, listFull } from './errors';
import { todoAttachments, todoComments, todoLists, todoTasks, todoUploads } from './todo-schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A name for the board of a scope, a trip's or a user's. */
const boardKey = (scope: Scope) => ('tripId' in scope ? `trip ${scope.tripId}` : scope.userId);

/**
 * Makes the board's changes of position wait for each other, whichever member and instance run them: a
 * transaction-scoped advisory lock keyed by the board, released at commit.
 */
async function lockBoard(tx: Tx, scope: Scope): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`wayfarer board ${boardKey(scope)}`}, 0))`,
  );
}

/**
 * Numbers every column of the board 0, 1, 2… in its order, the moved lists first among equal positions.
 * The board sends only the lists whose place changed as it saw them: two tabs (or two instances) moving
 * at once each send a batch that is right for the board before the other's, and applied one after the
 * other they could leave two lists on one place, or a gap. One statement for the whole board, as its
 * lists are bounded (MAX_LISTS_PER_BOARD).
 */
async function renumberBoard(tx: Tx, scope: Scope, movedIds: readonly string[]): Promise<void> {
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
    .where(inScope(todoLists, scope))
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
  /** The names of the people who added the rows of a trip's board, by id. */
  authors: Map<string, string>;
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
 * The board of a scope (a trip's, or a user's own) as `authorId` reaches it, and the only way the routes
 * reach a board. Every statement is narrowed by `inScope` or `scopedRow`, so a list, task, attachment or
 * comment of another trip or user is never read, changed or deleted: it is simply not found. (The
 * composite foreign keys of the schema back this up.) Whether the caller may change the board is the
 * policy layer's to say, before these run; uploads stay their uploader's.
 */
export function boardOf(db: Db, scope: Scope, authorId: string) {
  const newRow = { ...scopeColumnsOf(scope), createdBy: authorId };

  /** What a list holds, by the cap each has. */
  const contents = { tasks: todoTasks, comments: todoComments, attachments: todoAttachments };

  /**
   * Readies the list for one more task, comment or attachment: false when it is not in the scope; else
   * locks it against deletion and against another addition for the rest of the transaction (two added
   * at once cannot both pass the count) and throws listFull when it holds its cap of those already.
   */
  async function holdListToAdd(tx: Db, listId: string, content: keyof typeof contents): Promise<boolean> {
    const [list] = await tx
      .select({ id: todoLists.id })
      .from(todoLists)
      .where(scopedRow(todoLists, listId, scope))
      .for('no key update');
    if (!list) return false;
    const table = contents[content];
    const [held] = await tx
      .select({ count: count() })
      .from(table)
      .where(and(eq(table.toDoListId, listId), inScope(table, scope)));
    if ((held?.count ?? 0) >= LIST_CONTENT_LIMITS[content].max) throw listFull(content);
    return true;
  }

  async function deleteScopedRow(
    table: typeof todoTasks | typeof todoComments,
    id: string,
  ): Promise<boolean> {
    const deleted = await db
      .delete(table)
      .where(scopedRow(table, id, scope))
      .returning({ id: table.id });
    return deleted.length > 0;
  }

  return {
    async board(): Promise<TodoBoardRows> {
      const lists = await db
        .select()
        .from(todoLists)
        .where(inScope(todoLists, scope))
        .orderBy(asc(todoLists.status), asc(todoLists.position), asc(todoLists.createdAt));
      const tasks = await db
        .select()
        .from(todoTasks)
        .where(inScope(todoTasks, scope))
        .orderBy(asc(todoTasks.createdAt));
      const attachments = await db
        .select()
        .from(todoAttachments)
        .where(inScope(todoAttachments, scope))
        .orderBy(asc(todoAttachments.createdAt));
      const comments = await db
        .select()
        .from(todoComments)
        .where(inScope(todoComments, scope))
        .orderBy(desc(todoComments.createdAt));
      return {
        lists,
        tasks,
        attachments,
        comments,
        authors: await authorsOf(db, scope, [lists, tasks, attachments, comments]),
      };
    },

    /** Adds the list at the end of its column; throws boardFull when the board holds its cap. */
    async createList(content: ListContent & { status: TodoListStatus }): Promise<TodoListRow> {
      const endOfColumn = sql<number>`(select coalesce(max(${todoLists.position}) + 1, 0) from ${todoLists}
        where ${inScope(todoLists, scope)} and ${todoLists.status} = ${content.status})`;
      return db.transaction(async (tx) => {
        // Two adds at once (two tabs, two members, two instances) would both read the same end of the column, and count.
        await lockBoard(tx, scope);
        const [board] = await tx.select({ lists: count() }).from(todoLists).where(inScope(todoLists, scope));
        if ((board?.lists ?? 0) >= BOARD_MAX_LISTS) throw boardFull();
        const [list] = await tx
          .insert(todoLists)
          .values({ ...content, ...newRow, position: endOfColumn })
          .returning();
        if (!list) throw new Error('insert returned no row');
        return list;
      });
    },

    async updateList(id: string, content: ListContent): Promise<boolean> {
      const updated = await db
        .update(todoLists)
        .set(content)
        .where(scopedRow(todoLists, id, scope))
        .returning({ id: todoLists.id });
      return updated.length > 0;
    },

    /**
     * Applies every move or none: one statement updates the board's lists named in the batch, its moves
     * passed as three arrays (three parameters, however long the batch), and the transaction is undone
     * when it did not reach them all (an unknown id, or one of another board).
     */
    async moveLists(moves: readonly TodoListMove[]): Promise<boolean> {
      if (moves.length === 0) return true;
      const ids = moves.map((move) => move.id);
      const statuses = moves.map((move) => move.status);
      const positions = moves.map((move) => move.position);
      return db
        .transaction(async (tx) => {
          // Moves of one board wait for each other, so their rows are never locked in two orders at once.
          await lockBoard(tx, scope);
          const updated = await tx
            .update(todoLists)
            .set({ status: sql`moves.status`, position: sql`moves.position` })
            .from(
              sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(statuses)}::smallint[], ${sql.param(positions)}::integer[]) as moves (id, status, position)`,
            )
            .where(and(eq(todoLists.id, sql`moves.id`), inScope(todoLists, scope)))
            .returning({ id: todoLists.id });
          if (updated.length !== moves.length) throw new IncompleteMove();
          await renumberBoard(tx, scope, ids);
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
          .where(and(eq(todoAttachments.toDoListId, id), inScope(todoAttachments, scope)));
        const deleted = await tx
          .delete(todoLists)
          .where(scopedRow(todoLists, id, scope))
          .returning({ id: todoLists.id });
        if (deleted.length === 0) return undefined;
        const fileNames = files.map((file) => file.fileName);
        // The uploads behind them go too, whoever of the trip uploaded them.
        if (fileNames.length > 0)
          await tx.delete(todoUploads).where(inArray(todoUploads.fileName, fileNames));
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
          .values({ ...content, ...newRow })
          .returning();
        return task;
      });
    },

    async setTaskDone(id: string, done: boolean): Promise<boolean> {
      const updated = await db
        .update(todoTasks)
        .set({ done })
        .where(scopedRow(todoTasks, id, scope))
        .returning({ id: todoTasks.id });
      return updated.length > 0;
    },

    deleteTask: (id: string): Promise<boolean> => deleteScopedRow(todoTasks, id),

    /**
     * Records a stored file as the caller's upload, within the quota. The caller's uploads are counted
     * and the row inserted under a lock of their uploads, so that uploads sent at once cannot all pass
     * the same count.
     */
    async recordUpload(
      upload: { fileName: string; mimeType: string; size: number },
      quota: UploadQuota,
    ): Promise<RecordUploadResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${authorId}`}, 0))`);
        const [usage] = await tx
          .select({
            pending: sql<number>`count(*) FILTER (WHERE ${unattached(tx)})`.mapWith(Number),
            bytes: sql<number>`coalesce(sum(${todoUploads.size}), 0)`.mapWith(Number),
          })
          .from(todoUploads)
          .where(ownedBy(todoUploads, authorId));
        const pending = usage?.pending ?? 0;
        const usedBytes = usage?.bytes ?? 0;
        if (pending >= quota.maxPending) return { refused: 'too_many_pending', pending };
        if (usedBytes + upload.size > quota.maxBytes) return { refused: 'over_quota', usedBytes };
        await tx.insert(todoUploads).values({ ...upload, userId: authorId });
        return 'recorded';
      });
    },

    /** Forgets the caller's uploads that no attachment claimed in time; answers their files to remove. */
    sweepAbandonedUploads: (): Promise<string[]> => forgetAbandonedUploads(db, Date.now(), authorId),

    /** Attaches one of the caller's own uploads, once, to a list of the board. */
    async createAttachment(content: ChildContent & { fileName: string }): Promise<AttachResult> {
      return db.transaction(async (tx) => {
        if (!(await holdListToAdd(tx, content.toDoListId, 'attachments'))) return 'no_list';
        const [upload] = await tx
          .select({ fileName: todoUploads.fileName })
          .from(todoUploads)
          .where(and(eq(todoUploads.fileName, content.fileName), ownedBy(todoUploads, authorId)))
          .for('key share');
        if (!upload) return 'no_upload';
        const [attachment] = await tx
          .insert(todoAttachments)
          .values({ ...content, ...newRow })
          .onConflictDoNothing({ target: todoAttachments.fileName })
          .returning();
        return attachment ?? 'already_attached';
      });
    },

    /** Deletes the attachment and its upload, whoever of the trip uploaded it; answers the file to remove. */
    async deleteAttachment(id: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [attachment] = await tx
          .delete(todoAttachments)
          .where(scopedRow(todoAttachments, id, scope))
          .returning({ fileName: todoAttachments.fileName });
        if (!attachment) return undefined;
        await tx.delete(todoUploads).where(eq(todoUploads.fileName, attachment.fileName));
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
          .values({ ...content, ...newRow })
          .returning();
        return comment;
      });
    },

    deleteComment: (id: string): Promise<boolean> => deleteScopedRow(todoComments, id),

    /** The caller's name as a trip's members see it on what they add; none on their own board. */
    async authorNames(): Promise<Map<string, string>> {
      return authorsOf(db, scope, [[{ createdBy: authorId }]]);
    },
  };
}

/** The names of whoever added the rows of a trip's board; none for a user's own board, which shows none. */
async function authorsOf(
  db: Db,
  scope: Scope,
  rowSets: readonly (readonly { createdBy: string | null }[])[],
): Promise<Map<string, string>> {
  if (!('tripId' in scope)) return new Map();
  const ids = [...new Set(rowSets.flat().flatMap(({ createdBy }) => (createdBy ? [createdBy] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map(({ id, name }) => [id, name]));
}

export type Board = ReturnType<typeof boardOf>;

/** The board a signed-in request reaches: its caller's current trip's, or their own. */
export const boardFor = (db: Db, { session }: SignedInRequest) =>
  boardOf(db, scopeOf(session), session.userId);

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
