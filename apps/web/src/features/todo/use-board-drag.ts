import { boardColumns, moveCard, type BoardColumns, type TodoList } from '@wayfarer/core';
import {
  closestCenter,
  getFirstCollision,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/i18n/language';
import { holdLiveTopic } from '@/lib/live/live-holds';
import { useMoveTodoLists } from './api/move-todo-lists';
import { dropOf, findStatus, keyboardTargets, moveAcross, movesOf, statusOfColumnId } from './board-drag';
import { columnTitle } from './messages';

type Columns = BoardColumns<TodoList>;

export interface BoardDrag {
  /** The columns to show: the preview while a card is dragged, the dropped order until the data holds it. */
  columns: Columns;
  /** The list being dragged, for the drag overlay; null when none is. */
  dragged: TodoList | null;
  /** For dnd-kit's DndContext: sensors, collisions, handlers and the screen reader's announcements. */
  dndContextProps: Omit<DndContextProps, 'children'>;
}

/**
 * The board's drag and drop. While a card is dragged the board shows a preview in which the card
 * follows the pointer across columns; only the drop becomes a move, renumbered by core's moveCard, and
 * only the lists it changed are sent. A drop outside every column does nothing.
 */
export function useBoardDrag(lists: TodoList[]): BoardDrag {
  const t = useMessages();
  const words = t.todo.drag;
  const move = useMoveTodoLists();
  const saved = useMemo(() => boardColumns(lists), [lists]);
  const [dragging, setDragging] = useState<{ activeId: string; columns: Columns } | null>(null);
  // Right after a drop, until the board's data holds the move, so the card lands where it was dropped.
  const [settling, setSettling] = useState<{ base: TodoList[]; columns: Columns } | null>(null);
  // Once the data has moved on it is over for good, even if a refused move brings the old data back.
  if (settling && settling.base !== lists) setSettling(null);
  const columns = dragging?.columns ?? (settling?.base === lists ? settling.columns : saved);
  const dragged = (dragging && lists.find((list) => list.id === dragging.activeId)) || null;

  // The keyboard's moves are read when a key is pressed, from the columns as last shown.
  const shown = useRef(columns);
  useEffect(() => {
    shown.current = columns;
  });
  /** dnd-kit's sortable keyboard moves, kept to the card's column (up, down) or the next one (left, right). */
  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    const { active: card, droppableContainers } = args.context;
    const status = card ? findStatus(shown.current, String(card.id)) : null;
    const targets = status && keyboardTargets(shown.current, status, event.code);
    if (!targets) return sortableKeyboardCoordinates(event, args);
    const allowed = {
      getEnabled: () => droppableContainers.getEnabled().filter(({ id }) => targets.has(String(id))),
      get: (id: UniqueIdentifier) => droppableContainers.get(id),
    } as unknown as typeof droppableContainers;
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableContainers: allowed },
    });
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  /**
   * A mouse or touch drag is over what the pointer is over, so a card let go of outside the columns
   * is dropped on nothing (and does nothing) even if its edge overlaps one; the keyboard, which has no
   * pointer, goes by the card's rectangle. Within a column the nearest of its cards is the target; an
   * empty column is its own.
   */
  const collisionDetection: CollisionDetection = (args) => {
    const hits = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
    const first = getFirstCollision(hits, 'id');
    if (first == null) return [];
    const status = statusOfColumnId(String(first));
    if (!status || columns[status].length === 0) return [{ id: first }];
    const ids = new Set<UniqueIdentifier>(columns[status].map((list) => list.id));
    const nearest = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => ids.has(container.id)),
    });
    return nearest.length > 0 ? nearest : [{ id: first }];
  };

  // While a card is dragged, a companion's change waits, so the board does not shift under the pointer.
  const liveHold = useRef<(() => void) | null>(null);
  const letLiveChangesIn = () => {
    liveHold.current?.();
    liveHold.current = null;
  };
  useEffect(() => letLiveChangesIn, []);

  function handleDragStart({ active: card }: DragStartEvent) {
    liveHold.current ??= holdLiveTopic('todo');
    setDragging({ activeId: String(card.id), columns });
  }

  function handleDragOver({ active: card, over }: DragOverEvent) {
    if (!over) return;
    const draggedRect = card.rect.current.translated;
    const below = draggedRect ? draggedRect.top > over.rect.top + over.rect.height / 2 : false;
    setDragging((current) => {
      if (!current) return current;
      const next = moveAcross(current.columns, String(card.id), String(over.id), below);
      return next === current.columns ? current : { ...current, columns: next };
    });
  }

  function handleDragEnd({ active: card, over }: DragEndEvent) {
    const preview = dragging?.columns;
    setDragging(null);
    if (over && preview) {
      const result = moveCard(lists, dropOf(preview, String(card.id), String(over.id)));
      if (result.changed.length > 0) {
        setSettling({ base: lists, columns: boardColumns(result.lists) });
        // Started before the hold is let go, so the change waiting behind it is read after the move.
        move.mutate(movesOf(result.changed));
      }
    }
    letLiveChangesIn();
  }

  const titleOf = (id: UniqueIdentifier) => lists.find((list) => list.id === id)?.title ?? words.someList;
  const placeOf = (id: UniqueIdentifier) => {
    const status = findStatus(columns, String(id));
    const column = (status && columnTitle(t, status)) || words.someColumn;
    if (!status || statusOfColumnId(String(id))) return column;
    const index = columns[status].findIndex((list) => list.id === id);
    return words.place(column, index + 1, columns[status].length);
  };
  const announcements: Announcements = {
    onDragStart: ({ active: card }) => words.pickedUp(titleOf(card.id), placeOf(card.id)),
    onDragOver: ({ active: card, over }) =>
      over ? words.over(titleOf(card.id), placeOf(over.id)) : words.overNothing(titleOf(card.id)),
    onDragEnd: ({ active: card, over }) =>
      over ? words.dropped(titleOf(card.id), placeOf(over.id)) : words.droppedOutside(titleOf(card.id)),
    onDragCancel: ({ active: card }) => words.cancelled(titleOf(card.id)),
  };
  const screenReaderInstructions = { draggable: words.instructions };

  return {
    columns,
    dragged,
    dndContextProps: {
      sensors,
      collisionDetection,
      // Measured while a card is dragged (again as cards move across columns), not on every render: with
      // `Always`, each frame that drew more cards on a cold load measured every droppable and its
      // scrolling ancestors, forcing a layout each time.
      measuring: { droppable: { strategy: MeasuringStrategy.WhileDragging } },
      accessibility: { announcements, screenReaderInstructions },
      onDragStart: handleDragStart,
      onDragOver: handleDragOver,
      onDragEnd: handleDragEnd,
      onDragCancel: () => {
        setDragging(null);
        letLiveChangesIn();
      },
    },
  };
}
