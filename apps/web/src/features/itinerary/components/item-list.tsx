import type { CalendarDay, ItineraryItem } from '@wayfarer/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { stopNumbers } from '../map-stops';
import { ItineraryItemRow, type ItemActions } from './itinerary-item';

interface ItemListProps extends ItemActions {
  /** The list's droppable id (itinerary-drag.ts): a day's, or the ideas'. */
  listId: string;
  items: readonly ItineraryItem[];
  onDay: CalendarDay | null;
  colour: string;
  readOnly: boolean;
  /** Shown in place of the items when there are none. */
  empty: { text: string; hint: string };
  /** Ideas are not numbered: they stop nowhere yet. */
  numbered: boolean;
}

/** A day's items, or the ideas: a drop target even when empty, its items sortable within it. */
export function ItemList({
  listId,
  items,
  onDay,
  colour,
  readOnly,
  empty,
  numbered,
  onEdit,
  onDelete,
}: ItemListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: listId, disabled: readOnly });
  const numbers = useMemo(
    () => (numbered ? stopNumbers(items) : new Map<string, number>()),
    [items, numbered],
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  return (
    <SortableContext id={listId} items={ids} strategy={verticalListSortingStrategy}>
      <div
        ref={setNodeRef}
        className={['itinerary-list', isOver && 'itinerary-list--over'].filter(Boolean).join(' ')}
      >
        {items.length > 0 ? (
          <ol className="itinerary-list__items">
            {items.map((item) => (
              <ItineraryItemRow
                key={item.id}
                item={item}
                onDay={onDay}
                stopNumber={numbers.get(item.id)}
                colour={colour}
                readOnly={readOnly}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </ol>
        ) : (
          <div className="itinerary-list__empty">
            <p>{empty.text}</p>
            {!readOnly && <p className="itinerary-list__hint">{empty.hint}</p>}
          </div>
        )}
      </div>
    </SortableContext>
  );
}
