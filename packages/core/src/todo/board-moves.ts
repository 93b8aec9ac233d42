import { TODO_STATUSES, type TodoListStatus } from './board';

/** What the board needs of a card; the rest of the item is carried along untouched. */
export interface BoardCard {
  id: string;
  status: TodoListStatus;
  position: number;
}

/** Where a dragged card was dropped; a drop outside every column is no drop at all (null). */
export interface BoardDrop {
  activeId: string;
  /** The column dropped into. */
  status: TodoListStatus;
  /** The index the card takes in that column (dnd-kit's `arrayMove` sense); clamped to the column. */
  index: number;
}

export interface BoardMoveResult<T extends BoardCard> {
  /** Every card, column by column (To do, In Progress, Done), each column ordered by position. */
  lists: T[];
  /** Exactly the cards whose status or position changed: what PATCH /todolist/position is sent. */
  changed: T[];
}

export type BoardColumns<T extends BoardCard> = Record<TodoListStatus, T[]>;

/** Each column's cards in display order: by position, equal positions in the order given. */
export function boardColumns<T extends BoardCard>(lists: readonly T[]): BoardColumns<T> {
  const column = (status: TodoListStatus) =>
    lists.filter((card) => card.status === status).sort((a, b) => a.position - b.position);
  return { 1: column(1), 2: column(2), 3: column(3) };
}

const flatten = <T extends BoardCard>(columns: BoardColumns<T>) =>
  TODO_STATUSES.flatMap((status) => columns[status]);

/** A card keeps its identity unless its place really changes, so `changed` can be told by reference. */
function renumbered<T extends BoardCard>(cards: readonly T[], status: TodoListStatus): T[] {
  return cards.map((card, index) =>
    card.status === status && card.position === index ? card : { ...card, status, position: index },
  );
}

/**
 * Applies one drop (spec section 4, "Board moves"): the card takes the target column's status and the
 * drop index; then every card of the affected columns whose position differs from its index is
 * renumbered. A drop outside, on an unknown card, or back on its own place changes nothing.
 */
export function moveCard<T extends BoardCard>(
  lists: readonly T[],
  drop: BoardDrop | null,
): BoardMoveResult<T> {
  const columns = boardColumns(lists);
  const unchanged = { lists: flatten(columns), changed: [] };
  const active = drop && lists.find((card) => card.id === drop.activeId);
  if (!drop || !active) return unchanged;

  const source = columns[active.status];
  const from = source.indexOf(active);
  const remaining = source.filter((card) => card !== active);
  const target = drop.status === active.status ? remaining : [...columns[drop.status]];
  const index = Math.min(Math.max(Math.trunc(drop.index) || 0, 0), target.length);
  if (drop.status === active.status && index === from) return unchanged;

  target.splice(index, 0, active);
  if (drop.status !== active.status) columns[active.status] = renumbered(remaining, active.status);
  columns[drop.status] = renumbered(target, drop.status);

  const before = new Set<T>(lists);
  const moved = flatten(columns);
  return { lists: moved, changed: moved.filter((card) => !before.has(card)) };
}
