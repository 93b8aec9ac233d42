import { nextVersion } from '../db/versions';
import {
  addToList,
  BOARD_ITEMS,
  deleteAtVersion,
  holdItemRule,
  writeBoardRow,
  writeOnBoard,
  type BoardAccess,
} from './board-access';
import { todoTasks } from './todo-schema';

interface TaskContent {
  toDoListId: string;
  title: string;
  description: string;
  done: boolean;
  dueDate?: string | null | undefined;
}

/** A list's tasks: add one, tick it or give it a due day, delete it. */
export function tasksOf(board: BoardAccess) {
  const { sessionId } = board;
  return {
    /** Adds the task to its list; undefined when the list is not on the board. */
    createTask: (content: TaskContent) => addToList(board, 'tasks', content),

    /** Ticks the task or not, and sets or clears its due day: what is left undefined stays. */
    updateTask: (
      id: string,
      change: { done?: boolean | undefined; dueDate?: string | null | undefined },
      expected?: number,
    ) =>
      writeOnBoard(board, async (tx, held) => {
        await holdItemRule(tx, board, held, BOARD_ITEMS.task, id, 'edit');
        return writeBoardRow(tx, board, todoTasks, id, expected, async (where) => {
          const [updated] = await tx
            .update(todoTasks)
            .set({
              ...(change.done === undefined ? {} : { done: change.done }),
              ...(change.dueDate === undefined ? {} : { dueDate: change.dueDate }),
              ...nextVersion(todoTasks, sessionId),
            })
            .where(where)
            .returning();
          return updated;
        });
      }),

    deleteTask: (id: string, expected?: number) => deleteAtVersion(board, BOARD_ITEMS.task, id, expected),
  };
}
