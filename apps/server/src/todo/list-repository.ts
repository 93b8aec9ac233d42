import type { TodoListMove, TodoListStatus } from '@wayfarer/core';
import { BOARD_MAX_LISTS } from '@wayfarer/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { editedDayColumn, type SentDay } from '../db/edited-day';
import { inScope, type Scope } from '../db/ownership';
import { nextVersion, Stale } from '../db/versions';
import {
  authorsOf,
  BOARD_ITEMS,
  holdItemRule,
  newRowOf,
  writeBoardRow,
  writeOnBoard,
  type BoardAccess,
  type TodoAttachmentRow,
  type TodoCommentRow,
  type TodoListRow,
  type TodoTaskRow,
} from './board-access';
import { boardFull } from './errors';
import { todoAttachments, todoComments, todoLists, todoTasks, todoUploads } from './todo-schema';

/** A name for the board of a scope, a trip's or a user's. */
const boardKey = (scope: Scope) => ('tripId' in scope ? `trip ${scope.tripId}` : scope.userId);

/**
 * Makes the board's changes of position wait for each other, whichever member and instance run them: a
 * transaction-scoped advisory lock keyed by the board, released at commit.
 */
async function lockBoard(tx: Db, scope: Scope): Promise<void> {
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
async function renumberBoard(tx: Db, scope: Scope, movedIds: readonly string[]): Promise<void> {
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
  dateDay: string;
}

/** A list's edit as sent: its day is worked out against the one the list holds (see db/edited-day.ts). */
type ListEdit = Omit<ListContent, 'dateDay'> & { sentDay: SentDay };

/** Thrown inside the move transaction to undo it. */
class IncompleteMove extends Error {}

/** The board of a scope, or one list of it, with what it holds. */
export async function readBoard(db: Db, scope: Scope, listId?: string): Promise<TodoBoardRows> {
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
}

/** The board's lists: read the board, add, edit, move and delete a list. */
export function listsOf(board: BoardAccess) {
  const { db, scope, sessionId } = board;
  return {
    /** The board, or one list of it with what it holds. */
    board: (listId?: string): Promise<TodoBoardRows> => readBoard(db, scope, listId),

    /** Adds the list at the end of its column; throws boardFull when the board holds its cap. */
    async createList(content: ListContent & { status: TodoListStatus }): Promise<TodoListRow> {
      const endOfColumn = sql<number>`(select coalesce(max(${todoLists.position}) + 1, 0) from ${todoLists}
        where ${inScope(todoLists, scope)} and ${todoLists.status} = ${content.status})`;
      return writeOnBoard(board, async (tx) => {
        // Two adds at once (two tabs, two members, two instances) would both read the same end of the column, and count.
        await lockBoard(tx, scope);
        const [held] = await tx.select({ lists: count() }).from(todoLists).where(inScope(todoLists, scope));
        if ((held?.lists ?? 0) >= BOARD_MAX_LISTS) throw boardFull();
        const [list] = await tx
          .insert(todoLists)
          .values({ ...content, ...newRowOf(board), position: endOfColumn })
          .returning();
        if (!list) throw new Error('insert returned no row');
        return list;
      });
    },

    updateList: (id: string, { sentDay, ...content }: ListEdit, expected?: number) =>
      writeOnBoard(board, async (tx, held) => {
        await holdItemRule(tx, board, held, BOARD_ITEMS.list, id, 'edit');
        return writeBoardRow(tx, board, todoLists, id, expected, async (where) => {
          const [updated] = await tx
            .update(todoLists)
            .set({
              ...content,
              dateDay: editedDayColumn(todoLists.dateDay, sentDay),
              ...nextVersion(todoLists, sessionId),
            })
            .where(where)
            .returning();
          return updated;
        });
      }),

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
      return writeOnBoard(board, async (tx) => {
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
      }).catch(async (error: unknown) => {
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
      return writeOnBoard(board, async (tx, held) => {
        await holdItemRule(tx, board, held, BOARD_ITEMS.list, id, 'delete');
        const files = await tx
          .select({ fileName: todoAttachments.fileName })
          .from(todoAttachments)
          .where(and(eq(todoAttachments.toDoListId, id), inScope(todoAttachments, scope)));
        return writeBoardRow(tx, board, todoLists, id, expected, async (where) => {
          const deleted = await tx.delete(todoLists).where(where).returning({ id: todoLists.id });
          if (deleted.length === 0) return undefined;
          const fileNames = files.map((file) => file.fileName);
          // The uploads behind them go too, whoever of the trip uploaded them.
          if (fileNames.length > 0)
            await tx.delete(todoUploads).where(inArray(todoUploads.fileName, fileNames));
          return fileNames;
        });
      });
    },
  };
}
