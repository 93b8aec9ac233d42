import {
  boardColumns,
  TodoStatus,
  type BoardCard,
  type CalendarDay,
  type TodoListStatus,
} from '@wayfarer/core';

export interface BoardSummary<T> {
  /** Lists per column. */
  counts: Record<TodoListStatus, number>;
  /** The lists still to finish (not Done), soonest date first: late ones lead. */
  next: T[];
}

/** The dashboard's to-do summary. */
export function summarizeBoard<T extends BoardCard & { dateDay: CalendarDay }>(
  lists: readonly T[],
  limit = 4,
): BoardSummary<T> {
  const columns = boardColumns(lists);
  const open = [...columns[TodoStatus.toDo], ...columns[TodoStatus.inProgress]];
  return {
    counts: {
      [TodoStatus.toDo]: columns[TodoStatus.toDo].length,
      [TodoStatus.inProgress]: columns[TodoStatus.inProgress].length,
      [TodoStatus.done]: columns[TodoStatus.done].length,
    },
    next: open.sort((a, b) => (a.dateDay < b.dateDay ? -1 : a.dateDay > b.dateDay ? 1 : 0)).slice(0, limit),
  };
}
