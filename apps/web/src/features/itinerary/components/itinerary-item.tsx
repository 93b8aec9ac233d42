import type { CalendarDay, ItineraryItem } from '@wayfarer/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { memo, type CSSProperties } from 'react';
import { WaitingMark } from '@/components/ui/waiting-mark';
import { useMessages } from '@/i18n/language';
import { ItemContent } from './item-content';

export interface ItemActions {
  onEdit: (item: ItineraryItem) => void;
  onDelete: (item: ItineraryItem) => void;
}

interface ItineraryItemRowProps extends ItemActions {
  item: ItineraryItem;
  onDay: CalendarDay | null;
  stopNumber: number | undefined;
  colour: string;
  /** A reader who may not move anything: no handle, no drag. */
  readOnly: boolean;
}

/**
 * One item of a day or of the ideas. The mouse (after 5 px) and a touch (after a 120 ms press) drag it
 * from anywhere; the keyboard from its handle. Edit and Delete show where the item's `can` allows them.
 * Drawn again only when its own props change: a drag elsewhere leaves it be.
 */
export const ItineraryItemRow = memo(function ItineraryItemRow({
  item,
  onDay,
  stopNumber,
  colour,
  readOnly,
  onEdit,
  onDelete,
}: ItineraryItemRowProps) {
  const t = useMessages().itinerary.item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: readOnly });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };

  return (
    <li
      ref={setNodeRef}
      style={readOnly ? undefined : style}
      className={['itinerary-item', isDragging && 'itinerary-item--placeholder'].filter(Boolean).join(' ')}
      data-item-id={item.id}
      {...(readOnly ? {} : listeners)}
    >
      <ItemContent item={item} onDay={onDay} stopNumber={stopNumber} colour={colour} />
      <WaitingMark itemIds={[item.id]} />
      <span className="itinerary-item__actions">
        {item.can.edit && !readOnly && (
          <button
            type="button"
            className="icon-button"
            aria-label={t.edit(item.title)}
            onClick={() => onEdit(item)}
          >
            <Pencil aria-hidden="true" size={18} />
          </button>
        )}
        {item.can.delete && !readOnly && (
          <button
            type="button"
            className="icon-button"
            aria-label={t.delete(item.title)}
            onClick={() => onDelete(item)}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        )}
        {!readOnly && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="icon-button itinerary-item__handle"
            {...attributes}
            aria-label={t.move(item.title)}
          >
            <GripVertical aria-hidden="true" size={18} />
          </button>
        )}
      </span>
    </li>
  );
});

/** The item as it follows the pointer (dnd-kit's DragOverlay). */
export function ItineraryItemOverlay({ item, colour }: { item: ItineraryItem; colour: string }) {
  return (
    <div className="itinerary-item itinerary-item--overlay">
      <ItemContent item={item} onDay={null} colour={colour} />
    </div>
  );
}
