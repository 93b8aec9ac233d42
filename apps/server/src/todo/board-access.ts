import type { ItemReader, TripItemKind } from '@wayfarer/core';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { inScope, scopeColumnsOf, scopedRow, scopeOf, type Scope } from '../db/ownership';
import { writeAtVersion, type Stale } from '../db/versions';
import type { SignedInRequest } from '../http/signed-in';
import {
  currentTripWriter,
  itemRuleReadsAuthor,
  readerOf,
  requireMayOnItem,
  writeInTrip,
  type TripWriter,
} from '../http/trip-policy';
import { LIST_CONTENT_LIMITS, listFull } from './errors';
import { todoAttachments, todoComments, todoLists, todoTasks } from './todo-schema';

/*
 * What the board's repositories share (lists, tasks, comments, attachments, each in its own file as its
 * routes are): the board a request reaches, and the checks their writes make.
 */

export type TodoListRow = typeof todoLists.$inferSelect;
export type TodoTaskRow = typeof todoTasks.$inferSelect;
export type TodoAttachmentRow = typeof todoAttachments.$inferSelect;
export type TodoCommentRow = typeof todoComments.$inferSelect;

/**
 * The board of a scope (a trip's, or a user's own) as `authorId` reaches it, and the only way the
 * repositories reach a board. Every statement is narrowed by `inScope` or `scopedRow`, so a list, task,
 * attachment or comment of another trip or user is never read, changed or deleted: it is simply not
 * found. (The composite foreign keys of the schema back this up.) Whether the caller may change the board
 * is the policy layer's to say, before these run and again inside each write (writeOnBoard); uploads
 * stay their uploader's.
 */
export interface BoardAccess {
  db: Db;
  scope: Scope;
  /** Who adds rows and owns uploads: the caller. */
  authorId: string;
  /** The caller's session, which each write records (db/versions.ts). */
  sessionId: string;
  /** On a trip's board, who writes: each write checks their role again when it commits. */
  writer: TripWriter | undefined;
  /** The caller as the item rules read them: what the answers say they may do. */
  reader: ItemReader;
}

/** The board a signed-in request reaches: its caller's current trip's, or their own. */
export const boardAccessFor = (db: Db, { session }: SignedInRequest): BoardAccess => ({
  db,
  scope: scopeOf(session),
  authorId: session.userId,
  sessionId: session.sessionId,
  writer: currentTripWriter(session, 'write'),
  reader: readerOf(session),
});

/**
 * Runs a write of the board in one transaction that, on a trip's board, first holds the writer's role
 * (http/trip-policy.ts holdTripWrite): a member removed or made a viewer while their request was under
 * way changes nothing. Every write of the board goes through here.
 */
export const writeOnBoard = <Written>(
  board: BoardAccess,
  write: (tx: Db, held: ItemReader) => Promise<Written>,
) => writeInTrip(board.db, board.writer, write);

/** The columns of a row added to the board: its scope, who added it and in which session. */
export const newRowOf = ({ scope, authorId, sessionId }: BoardAccess) => ({
  ...scopeColumnsOf(scope),
  createdBy: authorId,
  writtenIn: sessionId,
});

/** The board's tables, each row with a version. */
type VersionedTable = typeof todoLists | typeof todoTasks | typeof todoComments | typeof todoAttachments;

/**
 * A write of the board's row `id` at the version the client read (writeAtVersion): what `write` answers,
 * else the row as it now is (read with `tx`) as Stale, or undefined when it is not on the board.
 */
export function writeBoardRow<Table extends VersionedTable, Written>(
  tx: Db,
  { scope, sessionId }: BoardAccess,
  table: Table,
  id: string,
  expected: number | undefined,
  write: (where: SQL | undefined) => Promise<Written | undefined>,
): Promise<Written | Stale<Table['$inferSelect']> | undefined> {
  return writeAtVersion(table, scopedRow(table, id, scope), { expected, sessionId }, write, async () => {
    // The row of this very table: the select is typed for any table it may be.
    const anyTable: VersionedTable = table;
    const [current] = await tx
      .select()
      .from(anyTable)
      .where(scopedRow(anyTable, id, scope));
    return current as Table['$inferSelect'] | undefined;
  });
}

/**
 * Where an item's rule asks who added it (a comment's, say: core's TRIP_ITEM_RULES), reads its author in
 * the write's transaction, locking the row against a change of hands until the commit, and holds the
 * rule for the writer at commit (403 forbidden_item). A row not on the board is left to the write to
 * find missing.
 */
export async function holdItemRule(
  tx: Db,
  board: BoardAccess,
  held: ItemReader,
  [kind, table]: readonly [TripItemKind, VersionedTable],
  id: string,
  verb: 'edit' | 'delete',
): Promise<void> {
  if (!itemRuleReadsAuthor(kind, verb)) return;
  const [row] = await tx
    .select({ createdBy: table.createdBy })
    .from(table)
    .where(scopedRow(table, id, board.scope))
    .for('update');
  if (row) requireMayOnItem(held, kind, verb, row);
}

/** The board's kinds of item, as the item rules name them, with their tables. */
export const BOARD_ITEMS = {
  list: ['list', todoLists],
  task: ['task', todoTasks],
  comment: ['comment', todoComments],
  attachment: ['attachment', todoAttachments],
} as const satisfies Record<string, readonly [TripItemKind, VersionedTable]>;

/**
 * Deletes the item `id` at the version the client read, when its rule lets the writer: true, else as
 * writeBoardRow answers.
 */
export const deleteAtVersion = <Table extends VersionedTable>(
  board: BoardAccess,
  item: readonly [TripItemKind, Table],
  id: string,
  expected: number | undefined,
) =>
  writeOnBoard(board, async (tx, held) => {
    await holdItemRule(tx, board, held, item, id, 'delete');
    const [, table] = item;
    return writeBoardRow(tx, board, table, id, expected, async (where) => {
      const deleted = await tx.delete(table).where(where).returning({ id: table.id });
      return deleted.length > 0 || undefined;
    });
  });

/** What a list holds, by the cap each has. */
const contents = { tasks: todoTasks, comments: todoComments, attachments: todoAttachments };

/**
 * Readies the list for one more task, comment or attachment: false when it is not in the scope; else
 * locks it against deletion and against another addition for the rest of the transaction (two added at
 * once cannot both pass the count) and throws listFull when it holds its cap of those already.
 */
export async function holdListToAdd(
  tx: Db,
  { scope }: BoardAccess,
  listId: string,
  content: keyof typeof contents,
): Promise<boolean> {
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

/** What a list holds that is added as sent (an attachment also claims an upload: attachment-repository.ts). */
const addedToList = { tasks: todoTasks, comments: todoComments } as const;

/**
 * Adds a task or a comment to its list, under holdListToAdd; undefined when the list is not on the
 * board.
 */
export function addToList<Content extends keyof typeof addedToList>(
  board: BoardAccess,
  content: Content,
  row: Omit<(typeof addedToList)[Content]['$inferInsert'], keyof ReturnType<typeof newRowOf>>,
): Promise<(typeof addedToList)[Content]['$inferSelect'] | undefined> {
  return writeOnBoard(board, async (tx) => {
    if (!(await holdListToAdd(tx, board, row.toDoListId, content))) return undefined;
    const table: (typeof addedToList)[keyof typeof addedToList] = addedToList[content];
    const [added] = await tx
      .insert(table)
      .values({ ...row, ...newRowOf(board) })
      .returning();
    return added;
  });
}

/** The names of whoever added the rows of a trip's board; none for a user's own board, which shows none. */
export async function authorsOf(
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

/** Who reads the board's rows, as the presenters show them: the reader, and the names of those who added them. */
export interface BoardReader {
  reader: ItemReader;
  authors: ReadonlyMap<string, string>;
}

/** The caller as the presenters show rows to them, with the names of those who added the rows. */
export const boardReaderOf = (
  { reader }: BoardAccess,
  authors: ReadonlyMap<string, string> = new Map(),
): BoardReader => ({ reader, authors });

/** The caller's name as a trip's members see it on what they add; none on their own board. */
export const authorNames = ({ db, scope, authorId }: BoardAccess): Promise<Map<string, string>> =>
  authorsOf(db, scope, [[{ createdBy: authorId }]]);
