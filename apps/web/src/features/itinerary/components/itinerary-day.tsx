import type { ItineraryDay, ItineraryItem } from '@wayfarer/core';
import { ArrowDownUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useId, type CSSProperties } from 'react';
import { WaitingMark } from '@/components/ui/waiting-mark';
import { useMessages } from '@/i18n/language';
import type { DayLabels } from '../day-labels';
import { dayListId } from '../itinerary-drag';
import type { ItemActions } from './itinerary-item';
import { ItemList } from './item-list';

export interface DayActions {
  onAdd: (dayId: string) => void;
  onEdit: (day: ItineraryDay) => void;
  onSort: (day: ItineraryDay) => void;
  onDelete: (day: ItineraryDay) => void;
}

interface ItineraryDayProps extends ItemActions {
  day: ItineraryDay;
  /** Its items as shown: the drag's preview while one is dragged. */
  items: readonly ItineraryItem[];
  labels: DayLabels;
  colour: string;
  readOnly: boolean;
  dayActions: DayActions;
}

/** One day of the timeline: its date and title, its notes, its items in order, and its actions. */
export const ItineraryDaySection = memo(function ItineraryDaySection({
  day,
  items,
  labels,
  colour,
  readOnly,
  dayActions,
  onEdit,
  onDelete,
}: ItineraryDayProps) {
  const t = useMessages().itinerary.day;
  const headingId = useId();
  const titled = day.date !== null && day.title;
  return (
    <section
      className="itinerary-day"
      aria-labelledby={headingId}
      data-day-id={day.id}
      style={{ '--day-colour': colour } as CSSProperties}
    >
      <header className="itinerary-day__head">
        <span className="itinerary-day__dot" aria-hidden="true" />
        <div className="itinerary-day__names">
          <h2 id={headingId} className="itinerary-day__date">
            {labels.name}
          </h2>
          {titled && <p className="itinerary-day__title">{day.title}</p>}
        </div>
        <span className="itinerary-day__count">{t.items(items.length)}</span>
        <WaitingMark itemIds={[day.id]} />
      </header>
      {day.notes && <p className="itinerary-day__notes">{day.notes}</p>}
      <ItemList
        listId={dayListId(day.id)}
        items={items}
        onDay={day.date}
        colour={colour}
        readOnly={readOnly}
        empty={{ text: t.empty, hint: t.emptyHint }}
        numbered
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {!readOnly && (
        <div className="itinerary-day__actions">
          <button type="button" className="itinerary-day__action" onClick={() => dayActions.onAdd(day.id)}>
            <Plus aria-hidden="true" size={16} />
            <span aria-hidden="true">{t.add}</span>
            <span className="visually-hidden">{t.addTo(labels.name)}</span>
          </button>
          {day.can.edit && (
            <button type="button" className="itinerary-day__action" onClick={() => dayActions.onEdit(day)}>
              <Pencil aria-hidden="true" size={16} />
              <span className="visually-hidden">{t.edit(labels.name)}</span>
            </button>
          )}
          {day.can.edit && items.some((item) => item.start) && (
            <button type="button" className="itinerary-day__action" onClick={() => dayActions.onSort(day)}>
              <ArrowDownUp aria-hidden="true" size={16} />
              <span>{t.sort}</span>
            </button>
          )}
          {day.can.delete && (
            <button type="button" className="itinerary-day__action" onClick={() => dayActions.onDelete(day)}>
              <Trash2 aria-hidden="true" size={16} />
              <span className="visually-hidden">{t.delete(labels.name)}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
});
