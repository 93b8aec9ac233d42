import { boardColumns, type BoardCard, type TodoListStatus } from '@wayfarer/core';

export interface BoardSummary<T> {
  /** Lists per column. */
  counts: Record<TodoListStatus, number>;
  /** The lists still to finish (not Done), soonest date first: late ones lead. */
  next: T[];
}

/** The dashboard's to-do summary. */
export function summarizeBoard<T extends BoardCard & { date: number }>(
  lists: readonly T[],
  limit = 4,
): BoardSummary<T> {
  const columns = boardColumns(lists);
  const open = [...columns[1], ...columns[2]];
  return {
    counts: { 1: columns[1].length, 2: columns[2].length, 3: columns[3].length },
    next: open.sort((a, b) => a.date - b.date).slice(0, limit),
  };
}
