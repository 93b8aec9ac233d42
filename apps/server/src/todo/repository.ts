import type { TodoListMove, TodoListStatus } from '@wayfarer/core';
import { BOARD_MAX_LISTS } from '@wayfarer/core';
import { and, asc, count, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../accounts/accounts-schema';
import type { SignedInRequest } from '../http/auth';
import { scopeOf } from '../http/trip-policy';
import { inScope, ownedBy, scopeColumnsOf, scopedRow, type Scope } from '../db/ownership';
import { atVersion, nextVersion, Stale } from '../db/versions';
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

/** The row a write that named an older version missed, as it is now; undefined when it is gone. */
const asStale = <Row>([current]: Row[]) => current && new Stale(current);

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
export function boardOf(db: Db, scope: Scope, authorId: string, sessionId: string) {
  const newRow = { ...scopeColumnsOf(scope), createdBy: authorId, writtenIn: sessionId };

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
    if ((held?.count ?? 0) >= LIST_CONTENT_LIMITS[content]) throw listFull(content);
    return true;
  }

  async function deleteScopedRow<Table extends typeof todoTasks | typeof todoComments>(
    table: Table,
    id: string,
    expected: number | undefined,
  ): Promise<boolean | Stale<Table['$inferSelect']>> {
    const deleted = await db
      .delete(table)
      .where(and(scopedRow(table, id, scope), atVersion(table, expected, sessionId)))
      .returning({ id: table.id });
    if (deleted.length > 0) return true;
    // The row of this very table: the select is typed for either table it may be.
    const either: typeof todoTasks | typeof todoComments = table;
    const current = (await db
      .select()
      .from(either)
      .where(scopedRow(either, id, scope))) as Table['$inferSelect'][];
    return asStale(current) ?? false;
  }

  return {
    /** The board, or one list of it with what it holds. */
    async board(listId?: string): Promise<TodoBoardRows> {
      const onlyList = <Table extends typeof todoTasks | typeof todoComments | typeof todoAttachments>(
        table: Table,
      ) => (listId === undefined ? undefined : eq(table.toDoListId, listId));
      const lists = await db
        .select()
        .from(todoLists)
        .where(and(inScope(todoLists, scope), listId === undefined ? undefined : eq(todoLists.id, listId)))
        .orderBy(asc(todoLists.status), asc(todoLists.position), asc(todoLists.createdAt));
      const tasks = await db
        .select()
        .from(todoTasks)
        .where(and(inScope(todoTasks, scope), onlyList(todoTasks)))
        .orderBy(asc(todoTasks.createdAt));
      const attachments = await db
        .select()
        .from(todoAttachments)
        .where(and(inScope(todoAttachments, scope), onlyList(todoAttachments)))
        .orderBy(asc(todoAttachments.createdAt));
      const comments = await db
        .select()
        .from(todoComments)
        .where(and(inScope(todoComments, scope), onlyList(todoComments)))
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

    async updateList(
      id: string,
      content: ListContent,
      expected?: number,
    ): Promise<TodoListRow | Stale<TodoListRow> | undefined> {
      const [updated] = await db
        .update(todoLists)
        .set({ ...content, ...nextVersion(todoLists, sessionId) })
        .where(and(scopedRow(todoLists, id, scope), atVersion(todoLists, expected, sessionId)))
        .returning();
      return (
        updated ??
        asStale(
          await db
            .select()
            .from(todoLists)
            .where(scopedRow(todoLists, id, scope)),
        )
      );
    },

    /**
     * Applies every move or none: one statement updates the board's lists named in the batch, its moves
     * passed as three arrays (three parameters, however long the batch), and the transaction is undone
     * when it did not reach them all (an unknown id, or one of another board).
     */
    async moveLists(moves: readonly TodoListMove[]): Promise<true | 'not_found' | Stale<TodoListRow[]>> {
      if (moves.length === 0) return true;
      const ids = moves.map((move) => move.id);
      const statuses = moves.map((move) => move.status);
      const positions = moves.map((move) => move.position);
      const versions = moves.map((move) => move.version ?? null);
      return db
        .transaction(async (tx) => {
          // Moves of one board wait for each other, so their rows are never locked in two orders at once.
          await lockBoard(tx, scope);
          const updated = await tx
            .update(todoLists)
            .set({
              status: sql`moves.status`,
              position: sql`moves.position`,
              ...nextVersion(todoLists, sessionId),
            })
            .from(
              sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(statuses)}::smallint[], ${sql.param(positions)}::integer[], ${sql.param(versions)}::integer[]) as moves (id, status, position, version)`,
            )
            .where(
              and(
                eq(todoLists.id, sql`moves.id`),
                inScope(todoLists, scope),
                sql`(moves.version is null or ${todoLists.version} = moves.version or ${todoLists.writtenIn} = ${sessionId})`,
              ),
            )
            .returning({ id: todoLists.id });
          if (updated.length !== moves.length) throw new IncompleteMove();
          await renumberBoard(tx, scope, ids);
          return true as const;
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof IncompleteMove)) throw error;
          // Undone: a list not on the board, or one someone else wrote since the version the move names.
          const current = await db
            .select()
            .from(todoLists)
            .where(and(inArray(todoLists.id, ids), inScope(todoLists, scope)));
          return current.length === ids.length ? new Stale(current) : 'not_found';
        });
    },

    /** Deletes the list with its tasks, attachments and comments; answers the files to remove. */
    async deleteList(id: string, expected?: number): Promise<string[] | Stale<TodoListRow> | undefined> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ fileName: todoAttachments.fileName })
          .from(todoAttachments)
          .where(and(eq(todoAttachments.toDoListId, id), inScope(todoAttachments, scope)));
        const deleted = await tx
          .delete(todoLists)
          .where(and(scopedRow(todoLists, id, scope), atVersion(todoLists, expected, sessionId)))
          .returning({ id: todoLists.id });
        if (deleted.length === 0)
          return asStale(
            await tx
              .select()
              .from(todoLists)
              .where(scopedRow(todoLists, id, scope)),
          );
        const fileNames = files.map((file) => file.fileName);
        // The uploads behind them go too, whoever of the trip uploaded them.
        if (fileNames.length > 0)
          await tx.delete(todoUploads).where(inArray(todoUploads.fileName, fileNames));
        return fileNames;
      });
    },

    async createTask(
      content: ChildContent & { description: string; done: boolean; dueDate?: string | null | undefined },
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

    /** Ticks the task or not, and sets or clears its due day: what is left undefined stays. */
    async updateTask(
      id: string,
      change: { done?: boolean | undefined; dueDate?: string | null | undefined },
      expected?: number,
    ): Promise<TodoTaskRow | Stale<TodoTaskRow> | undefined> {
      const [updated] = await db
        .update(todoTasks)
        .set({
          ...(change.done === undefined ? {} : { done: change.done }),
          ...(change.dueDate === undefined ? {} : { dueDate: change.dueDate }),
          ...nextVersion(todoTasks, sessionId),
        })
        .where(and(scopedRow(todoTasks, id, scope), atVersion(todoTasks, expected, sessionId)))
        .returning();
      return (
        updated ??
        asStale(
          await db
            .select()
            .from(todoTasks)
            .where(scopedRow(todoTasks, id, scope)),
        )
      );
    },

    deleteTask: (id: string, expected?: number) => deleteScopedRow(todoTasks, id, expected),

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
    async deleteAttachment(
      id: string,
      expected?: number,
    ): Promise<string | Stale<TodoAttachmentRow> | undefined> {
      return db.transaction(async (tx) => {
        const [attachment] = await tx
          .delete(todoAttachments)
          .where(and(scopedRow(todoAttachments, id, scope), atVersion(todoAttachments, expected, sessionId)))
          .returning({ fileName: todoAttachments.fileName });
        if (!attachment) {
          return asStale(
            await tx
              .select()
              .from(todoAttachments)
              .where(scopedRow(todoAttachments, id, scope)),
          );
        }
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

    deleteComment: (id: string, expected?: number) => deleteScopedRow(todoComments, id, expected),

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
  boardOf(db, scopeOf(session), session.userId, session.sessionId);

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
