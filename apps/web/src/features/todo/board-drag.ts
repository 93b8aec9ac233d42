import {
  TODO_STATUSES,
  boardColumns,
  type BoardCard,
  type BoardColumns,
  type BoardDrop,
  type TodoListMove,
  type TodoListStatus,
} from '@wayfarer/core';

/*
 * What the board does while a card is being dragged, apart from React and dnd-kit. The columns shown
 * during a drag are a preview: the card follows the pointer from column to column, and only the drop
 * becomes a move (core's moveCard, which renumbers and tells which cards changed).
 */

const COLUMN_PREFIX = 'column-';

/** The droppable id of a column; cards use their list id, a UUID, so the two never clash. */
export const columnId = (status: TodoListStatus) => `${COLUMN_PREFIX}${status}`;

export function statusOfColumnId(id: string): TodoListStatus | null {
  if (!id.startsWith(COLUMN_PREFIX)) return null;
  const status = Number(id.slice(COLUMN_PREFIX.length));
  return TODO_STATUSES.find((known) => known === status) ?? null;
}

/** The column a card or a column id belongs to; null for anything else. */
export function findStatus<T extends BoardCard>(columns: BoardColumns<T>, id: string): TodoListStatus | null {
  const column = statusOfColumnId(id);
  if (column) return column;
  return TODO_STATUSES.find((status) => columns[status].some((card) => card.id === id)) ?? null;
}

/**
 * While dragging: the active card enters the column it is over, at the place of the card under it
 * (just after it when `below`), or at the end when it is over the column itself. Within its own column
 * nothing changes here (the sortable list shows that reorder); the same columns object is returned.
 */
export function moveAcross<T extends BoardCard>(
  columns: BoardColumns<T>,
  activeId: string,
  overId: string,
  below = false,
): BoardColumns<T> {
  const from = findStatus(columns, activeId);
  const to = findStatus(columns, overId);
  if (!from || !to || from === to) return columns;
  const active = columns[from].find((card) => card.id === activeId);
  if (!active) return columns;

  const target = columns[to];
  const overIndex = target.findIndex((card) => card.id === overId);
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  return {
    ...columns,
    [from]: columns[from].filter((card) => card !== active),
    [to]: [...target.slice(0, index), active, ...target.slice(index)],
  };
}

/**
 * The drop, read from the preview columns: the column the card ends in and its index there. Over a
 * card of that column, the card takes that card's index (dnd-kit's arrayMove sense); over the column
 * itself it stays where the preview put it. Null when the drop is on nothing the board knows.
 */
export function dropOf<T extends BoardCard>(
  columns: BoardColumns<T>,
  activeId: string,
  overId: string,
): BoardDrop | null {
  const status = findStatus(columns, overId);
  if (!status) return null;
  const cards = columns[status];
  const activeIndex = cards.findIndex((card) => card.id === activeId);
  const overIndex = cards.findIndex((card) => card.id === overId);
  if (activeIndex < 0) return { activeId, status, index: overIndex < 0 ? cards.length : overIndex };
  return { activeId, status, index: overIndex < 0 ? activeIndex : overIndex };
}

/**
 * Where the keyboard may take the dragged card: up and down among the cards of its own column, left
 * and right to the cards of the next column (or to that column itself when it is empty). Null for any
 * other key. Without this, a column's own box, which starts left of its cards, counts as "to the left".
 */
export function keyboardTargets<T extends BoardCard>(
  columns: BoardColumns<T>,
  status: TodoListStatus,
  key: string,
): Set<string> | null {
  const ids = (cards: readonly T[]) => new Set(cards.map((card) => card.id));
  if (key === 'ArrowUp' || key === 'ArrowDown') return ids(columns[status]);
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const next = TODO_STATUSES.find((other) => other === status + (key === 'ArrowLeft' ? -1 : 1));
  if (!next) return new Set();
  return columns[next].length > 0 ? ids(columns[next]) : new Set([columnId(next)]);
}

/** Applies the moves a drop sent to the server to a (possibly newer) copy of the board. */
export function applyMoves<T extends BoardCard>(lists: readonly T[], moves: readonly TodoListMove[]): T[] {
  const byId = new Map(moves.map((move) => [move.id, move]));
  const moved = lists.map((card) => {
    const move = byId.get(card.id);
    return move ? { ...card, status: move.status, position: move.position } : card;
  });
  const columns = boardColumns(moved);
  return TODO_STATUSES.flatMap((status) => columns[status]);
}

/**
 * Only what PATCH /todolist/position needs of each changed card, and the version it was read at: a move
 * of a list someone else changed since is refused whole, never applied over their change.
 */
export const movesOf = (changed: readonly (BoardCard & { version?: number })[]): TodoListMove[] =>
  changed.map(({ id, status, position, version }) => ({ id, status, position, version }));
