import type { Itinerary, ItineraryItem } from '@wayfarer/core';

/*
 * What the itinerary does while an item is dragged, apart from React and dnd-kit. The lists shown during
 * a drag are a preview (the item follows the pointer from day to day); only the drop becomes a move,
 * which names the item's new day and the one neighbour it lands next to: the server changes that item's
 * row alone, and the order of everything else stays as it was.
 */

/** The ideas' list: the items of no day. */
export const IDEAS = 'ideas';
const DAY_PREFIX = 'day:';
/** A day's button in the phone's strip: an item dropped on it goes to that day's end. */
const STRIP_PREFIX = 'strip:';

/** The droppable id of a day's list; items use their own UUIDs, so the two never clash. */
export const dayListId = (dayId: string) => `${DAY_PREFIX}${dayId}`;
export const stripId = (dayId: string) => `${STRIP_PREFIX}${dayId}`;

/** The items of each list, by its droppable id: every day's, and the ideas'. */
export type Lists = Readonly<Record<string, readonly ItineraryItem[]>>;

export function listsOf(itinerary: Itinerary): Lists {
  const lists: Record<string, readonly ItineraryItem[]> = { [IDEAS]: itinerary.ideas };
  for (const day of itinerary.days) lists[dayListId(day.id)] = day.items;
  return lists;
}

/** The day a list id stands for; null for the ideas. */
export const dayIdOfList = (listId: string): string | null =>
  listId.startsWith(DAY_PREFIX) ? listId.slice(DAY_PREFIX.length) : null;

const isListId = (lists: Lists, id: string) => Object.hasOwn(lists, id);

/** The list an item, a list or a strip button belongs to; null for anything else. */
export function listOf(lists: Lists, id: string): string | null {
  if (isListId(lists, id)) return id;
  if (id.startsWith(STRIP_PREFIX)) {
    const list = dayListId(id.slice(STRIP_PREFIX.length));
    return isListId(lists, list) ? list : null;
  }
  return Object.keys(lists).find((list) => lists[list]?.some((item) => item.id === id)) ?? null;
}

/**
 * While dragging: the active item enters the list it is over, at the place of the item under it (just
 * after it when `below`), or at the end when over the list itself or a strip button. Within its own list
 * nothing changes here (the sortable list shows that reorder): the same lists object is returned.
 */
export function moveAcross(lists: Lists, activeId: string, overId: string, below = false): Lists {
  const from = listOf(lists, activeId);
  const to = listOf(lists, overId);
  if (!from || !to || from === to) return lists;
  const active = lists[from]?.find((item) => item.id === activeId);
  const target = lists[to];
  if (!active || !target) return lists;
  const overIndex = target.findIndex((item) => item.id === overId);
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  return {
    ...lists,
    [from]: lists[from]?.filter((item) => item !== active) ?? [],
    [to]: [...target.slice(0, index), active, ...target.slice(index)],
  };
}

/** Where an item goes: its day (null for the ideas), right after or before one item, else at the end. */
export interface ItemPlace {
  dayId: string | null;
  after?: string;
  before?: string;
}

function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

/** The item's neighbour in its list, as a move names it: the one before it, else the one after. */
function placeIn(listId: string, items: readonly ItineraryItem[], itemId: string): ItemPlace {
  const index = items.findIndex((item) => item.id === itemId);
  const dayId = dayIdOfList(listId);
  const previous = items[index - 1];
  if (previous) return { dayId, after: previous.id };
  const next = items[index + 1];
  return next ? { dayId, before: next.id } : { dayId };
}

/**
 * The move a drop makes, read from the preview lists: over an item of a list, the dragged item takes
 * that item's index (dnd-kit's arrayMove sense); over the list itself it stays where the preview put it;
 * over a day's strip button it goes to that day's end. Null when it lands where it was, or on nothing.
 */
export function dropOf(saved: Lists, preview: Lists, activeId: string, overId: string): ItemPlace | null {
  const listId = listOf(preview, overId);
  const items = listId ? preview[listId] : undefined;
  if (!listId || !items) return null;
  const activeIndex = items.findIndex((item) => item.id === activeId);
  const active =
    items[activeIndex] ?? saved[listOf(saved, activeId) ?? '']?.find((item) => item.id === activeId);
  if (!active) return null;
  const overIndex = items.findIndex((item) => item.id === overId);
  const others = items.filter((item) => item.id !== activeId);
  const final = overId.startsWith(STRIP_PREFIX)
    ? [...others, active]
    : activeIndex < 0
      ? [...others, active]
      : overIndex < 0
        ? items
        : arrayMove(items, activeIndex, overIndex);
  const before = listOf(saved, activeId);
  const savedItems = before ? saved[before] : undefined;
  if (before === listId && savedItems) {
    const was = savedItems.findIndex((item) => item.id === activeId);
    if (was === final.findIndex((item) => item.id === activeId)) return null;
  }
  return placeIn(listId, final, activeId);
}

/**
 * The itinerary with the item in its place, as the server puts it: next to the named neighbour, else
 * at the end of its day (or of the ideas). An item already in the itinerary leaves its old place.
 */
export function placeItem(itinerary: Itinerary, item: ItineraryItem, place: ItemPlace): Itinerary {
  const placed: ItineraryItem = { ...item, dayId: place.dayId };
  const into = (items: readonly ItineraryItem[], here: boolean): ItineraryItem[] => {
    const rest = items.filter((other) => other.id !== item.id);
    if (!here) return rest;
    const anchor = place.after ?? place.before;
    const index = anchor === undefined ? -1 : rest.findIndex((other) => other.id === anchor);
    if (index < 0) return [...rest, placed];
    const at = place.after !== undefined ? index + 1 : index;
    return [...rest.slice(0, at), placed, ...rest.slice(at)];
  };
  // Only the lists the change touches are new: the other days keep their objects, and are not drawn again.
  const touched = (items: readonly ItineraryItem[], here: boolean) =>
    here || items.some((other) => other.id === item.id);
  const ideasHere = place.dayId === null;
  return {
    ...itinerary,
    ideas: touched(itinerary.ideas, ideasHere) ? into(itinerary.ideas, ideasHere) : itinerary.ideas,
    days: itinerary.days.map((day) =>
      touched(day.items, day.id === place.dayId)
        ? { ...day, items: into(day.items, day.id === place.dayId) }
        : day,
    ),
  };
}

/** The itinerary with one of its items moved; unchanged when it holds no such item. */
export function moveItem(itinerary: Itinerary, itemId: string, place: ItemPlace): Itinerary {
  const found = itemsOf(itinerary).find((item) => item.id === itemId);
  return found ? placeItem(itinerary, found, place) : itinerary;
}

/** The itinerary with one item changed by `change`, wherever it is. */
export function updateItem(
  itinerary: Itinerary,
  itemId: string,
  change: (item: ItineraryItem) => ItineraryItem | null,
): Itinerary {
  const changed = (items: ItineraryItem[]) =>
    items.some((item) => item.id === itemId)
      ? items.flatMap((item) => {
          if (item.id !== itemId) return [item];
          const next = change(item);
          return next ? [next] : [];
        })
      : items;
  return {
    ...itinerary,
    ideas: changed(itinerary.ideas),
    days: itinerary.days.map((day) => {
      const items = changed(day.items);
      return items === day.items ? day : { ...day, items };
    }),
  };
}

/** Every item of the itinerary, the days' in order and then the ideas. */
export const itemsOf = (itinerary: Itinerary): ItineraryItem[] => [
  ...itinerary.days.flatMap((day) => day.items),
  ...itinerary.ideas,
];
