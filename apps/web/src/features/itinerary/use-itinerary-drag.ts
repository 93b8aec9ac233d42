import type { Itinerary, ItineraryItem } from '@wayfarer/core';
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
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/i18n/language';
import { holdLiveTopic } from '@/lib/live/live-holds';
import { useMoveItem } from './api/item-writes';
import { dropOf, listOf, listsOf, moveAcross, moveItem, type Lists } from './itinerary-drag';

export interface ItineraryDrag {
  /** The lists to show: the preview while an item is dragged, the dropped order until the data holds it. */
  lists: Lists;
  /** The item being dragged, for the drag overlay; null when none is. */
  dragged: ItineraryItem | null;
  dndContextProps: Omit<DndContextProps, 'children'>;
}

/**
 * The itinerary's drag and drop, as the board's: mouse after 5 px, touch after a 120 ms press, and the
 * keyboard from an item's handle. While an item is dragged it follows the pointer from day to day in a
 * preview; only the drop becomes a move, sent as the item's day and its one neighbour there.
 * `listName` names a list for the screen reader's announcements.
 */
export function useItineraryDrag(
  tripId: string,
  itinerary: Itinerary,
  listName: (listId: string) => string,
): ItineraryDrag {
  const words = useMessages().itinerary.drag;
  const move = useMoveItem(tripId);
  const saved = useMemo(() => listsOf(itinerary), [itinerary]);
  const [dragging, setDragging] = useState<{ activeId: string; lists: Lists } | null>(null);
  // Right after a drop, until the data holds the move, so the item lands where it was dropped.
  const [settling, setSettling] = useState<{ base: Itinerary; lists: Lists } | null>(null);
  if (settling && settling.base !== itinerary) setSettling(null);
  const lists = dragging?.lists ?? (settling?.base === itinerary ? settling.lists : saved);
  const itemOf = (id: UniqueIdentifier) => {
    const list = listOf(saved, String(id));
    return saved[list ?? '']?.find((item) => item.id === id) ?? null;
  };
  const dragged = dragging ? itemOf(dragging.activeId) : null;

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /**
   * The pointer's target is what it is over (a drop outside every list does nothing); the keyboard's,
   * which has no pointer, the item's rectangle. Within a list the nearest of its items is the target.
   */
  const collisionDetection: CollisionDetection = (args) => {
    const hits = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
    const first = getFirstCollision(hits, 'id');
    if (first == null) return [];
    const list = lists[String(first)];
    if (!list || list.length === 0) return [{ id: first }];
    const ids = new Set<UniqueIdentifier>(list.map((item) => item.id));
    const nearest = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => ids.has(container.id)),
    });
    return nearest.length > 0 ? nearest : [{ id: first }];
  };

  // While an item is dragged, a companion's change waits, so the days do not shift under the pointer.
  const liveHold = useRef<(() => void) | null>(null);
  const letLiveChangesIn = () => {
    liveHold.current?.();
    liveHold.current = null;
  };
  useEffect(() => letLiveChangesIn, []);

  function handleDragStart({ active }: DragStartEvent) {
    liveHold.current ??= holdLiveTopic('itinerary');
    setDragging({ activeId: String(active.id), lists });
  }

  function handleDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const rect = active.rect.current.translated;
    const below = rect ? rect.top > over.rect.top + over.rect.height / 2 : false;
    setDragging((current) => {
      if (!current) return current;
      const next = moveAcross(current.lists, String(active.id), String(over.id), below);
      return next === current.lists ? current : { ...current, lists: next };
    });
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    const preview = dragging?.lists;
    setDragging(null);
    const item = itemOf(active.id);
    const place = over && preview && item ? dropOf(saved, preview, item.id, String(over.id)) : null;
    if (item && place) {
      setSettling({ base: itinerary, lists: listsOf(moveItem(itinerary, item.id, place)) });
      move.mutate({ item, place });
    }
    letLiveChangesIn();
  }

  const titleOf = (id: UniqueIdentifier) => itemOf(id)?.title ?? words.someItem;
  const placeOf = (id: UniqueIdentifier) => {
    const list = listOf(lists, String(id));
    if (!list) return words.somewhere;
    const items = lists[list] ?? [];
    const index = items.findIndex((item) => item.id === id);
    return index < 0 ? listName(list) : words.place(listName(list), index + 1, items.length);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => words.pickedUp(titleOf(active.id), placeOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? words.over(titleOf(active.id), placeOf(over.id)) : words.overNothing(titleOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? words.dropped(titleOf(active.id), placeOf(over.id)) : words.droppedOutside(titleOf(active.id)),
    onDragCancel: ({ active }) => words.cancelled(titleOf(active.id)),
  };

  return {
    lists,
    dragged,
    dndContextProps: {
      sensors,
      collisionDetection,
      measuring: { droppable: { strategy: MeasuringStrategy.WhileDragging } },
      accessibility: { announcements, screenReaderInstructions: { draggable: words.instructions } },
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
