import type { Itinerary, ItineraryDay, ItineraryItem } from '@wayfarer/core';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage, useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { useDeleteDay, useSortDay } from '../api/day-writes';
import { useDayRoutes } from '../api/get-day-routes';
import { refusal } from '../api/itinerary-mutation';
import { useDeleteItem } from '../api/item-writes';
import { dayLabels } from '../day-labels';
import { dayIdOfList, dayListId, IDEAS } from '../itinerary-drag';
import { dayColour, mapDaysOf } from '../map-stops';
import { usePhoneLayout } from '../use-phone-layout';
import { useItineraryDrag } from '../use-itinerary-drag';
import { DayFormModal } from './day-form-modal';
import { DayStrip } from './day-strip';
import { IdeasSection } from './ideas-section';
import { ItemFormModal, type ItemFormTarget } from './item-form-modal';
import { ItineraryDaySection, type DayActions } from './itinerary-day';
import { ItineraryItemOverlay } from './itinerary-item';
import { ItineraryMap } from './itinerary-map';

interface ItineraryPlannerProps {
  tripId: string;
  itinerary: Itinerary;
  canWrite: boolean;
  /** The page's "Add a day", opened from its title row. */
  addingDay: boolean;
  onAddDayClosed: () => void;
}

/** The colour of ideas on the map and in the drag: none is theirs yet. */
const IDEAS_COLOUR = '#475467';

/**
 * The trip day by day: the days as a timeline beside the map (on a phone, one day at a time under a
 * strip of days, the map below), the ideas, drag and drop between them, and the dialogs that add, edit
 * and delete.
 */
export function ItineraryPlanner({
  tripId,
  itinerary,
  canWrite,
  addingDay,
  onAddDayClosed,
}: ItineraryPlannerProps) {
  const t = useMessages();
  const language = useLanguage();
  const trip = useCurrentTrip();
  const phone = usePhoneLayout();
  const near = useMemo(() => ({ lat: trip.tripLat, lon: trip.tripLon }), [trip.tripLat, trip.tripLon]);
  const readOnly = !canWrite;

  const labels = useMemo(
    () => itinerary.days.map((day, index) => dayLabels(day, index, language, t)),
    [itinerary.days, language, t],
  );
  const colours = useMemo(() => itinerary.days.map((_, index) => dayColour(index)), [itinerary.days]);
  const listName = useCallback(
    (listId: string) => {
      const dayId = dayIdOfList(listId);
      const index = itinerary.days.findIndex((day) => day.id === dayId);
      return index < 0 ? t.itinerary.ideas.title : (labels[index]?.name ?? '');
    },
    [itinerary.days, labels, t],
  );
  const { lists, dragged, dndContextProps } = useItineraryDrag(tripId, itinerary, listName);

  const [chosenDayId, setChosenDayId] = useState<string | null>(null);
  const selectedDayId = itinerary.days.some((day) => day.id === chosenDayId)
    ? chosenDayId
    : (itinerary.days[0]?.id ?? null);
  const [formTarget, setFormTarget] = useState<ItemFormTarget | null>(null);
  const [editingDay, setEditingDay] = useState<ItineraryDay | null>(null);
  const [deletingDay, setDeletingDay] = useState<ItineraryDay | null>(null);
  const [deletingItem, setDeletingItem] = useState<ItineraryItem | null>(null);
  const deleteDay = useDeleteDay(tripId);
  const deleteItem = useDeleteItem(tripId);
  const { mutate: sort } = useSortDay(tripId);

  const dayActions = useMemo<DayActions>(
    () => ({
      onAdd: (dayId) => {
        setChosenDayId(dayId);
        setFormTarget({ type: 'add', kind: 'place', dayId });
      },
      onEdit: setEditingDay,
      onSort: (day) => sort({ day }),
      onDelete: setDeletingDay,
    }),
    // Made once (mutate is stable), so that no day is drawn again for it.
    [sort],
  );
  const onEditItem = useCallback((item: ItineraryItem) => setFormTarget({ type: 'edit', item }), []);
  const onDeleteItem = useCallback((item: ItineraryItem) => setDeletingItem(item), []);

  const straightDays = useMemo(
    () => mapDaysOf(itinerary, (index) => labels[index]?.name ?? ''),
    [itinerary, labels],
  );
  const routes = useDayRoutes(tripId, straightDays);
  const mapDays = useMemo(
    () => straightDays.map((day) => ({ ...day, lines: routes.lines.get(day.dayId) ?? day.lines })),
    [straightDays, routes.lines],
  );
  const pickOnMap = useCallback(
    (lat: number, lon: number) =>
      setFormTarget({ type: 'add', kind: 'place', dayId: selectedDayId, place: { lat, lon } }),
    [selectedDayId],
  );

  const shownDays = phone ? itinerary.days.filter((day) => day.id === selectedDayId) : itinerary.days;
  const draggedColour = dragged?.dayId
    ? (colours[itinerary.days.findIndex((day) => day.id === dragged.dayId)] ?? IDEAS_COLOUR)
    : IDEAS_COLOUR;

  return (
    <DndContext {...dndContextProps}>
      <div className="itinerary">
        {phone && (
          <DayStrip
            days={itinerary.days}
            labels={labels}
            colours={colours}
            selectedDayId={selectedDayId}
            onSelect={setChosenDayId}
            readOnly={readOnly}
          />
        )}
        <div className="itinerary__plan">
          <ol className="itinerary__days">
            {shownDays.map((day) => {
              const index = itinerary.days.indexOf(day);
              return (
                <li key={day.id} className="itinerary__day">
                  <ItineraryDaySection
                    day={day}
                    items={lists[dayListId(day.id)] ?? day.items}
                    labels={labels[index] ?? { name: '', short: '' }}
                    colour={colours[index] ?? IDEAS_COLOUR}
                    readOnly={readOnly}
                    dayActions={dayActions}
                    onEdit={onEditItem}
                    onDelete={onDeleteItem}
                  />
                </li>
              );
            })}
          </ol>
          <IdeasSection
            items={lists[IDEAS] ?? itinerary.ideas}
            colour={IDEAS_COLOUR}
            readOnly={readOnly}
            onAdd={() => setFormTarget({ type: 'add', kind: 'place', dayId: null })}
            onEdit={onEditItem}
            onDelete={onDeleteItem}
          />
        </div>
        <div className="itinerary__side">
          <ItineraryMap
            days={mapDays}
            routeSources={routes.sources}
            selectedDayId={phone ? selectedDayId : null}
            onPick={canWrite ? pickOnMap : null}
          />
        </div>
      </div>
      {createPortal(
        <DragOverlay>
          {dragged ? <ItineraryItemOverlay item={dragged} colour={draggedColour} /> : null}
        </DragOverlay>,
        document.body,
      )}
      {formTarget && (
        <ItemFormModal
          tripId={tripId}
          target={formTarget}
          days={itinerary.days}
          labels={labels}
          near={near}
          onClose={() => setFormTarget(null)}
        />
      )}
      {(addingDay || editingDay) && (
        <DayFormModal
          tripId={tripId}
          day={editingDay}
          onClose={() => {
            setEditingDay(null);
            onAddDayClosed();
          }}
        />
      )}
      {deletingDay && (
        <ConfirmDialog
          title={t.itinerary.day.deleteTitle(
            labels[itinerary.days.indexOf(deletingDay)]?.name ?? deletingDay.title,
          )}
          confirmLabel={t.itinerary.day.deleteConfirm}
          onConfirm={() => deleteDay.mutateAsync({ day: deletingDay })}
          failure={(error) => refusal(t.itinerary.day.deleteFailed, error)}
          onClose={() => setDeletingDay(null)}
        >
          <p>{t.itinerary.day.deleteText(deletingDay.items.length)}</p>
        </ConfirmDialog>
      )}
      {deletingItem && (
        <ConfirmDialog
          title={t.itinerary.item.deleteTitle(deletingItem.title)}
          confirmLabel={t.itinerary.item.deleteConfirm}
          onConfirm={() => deleteItem.mutateAsync({ item: deletingItem })}
          failure={(error) => refusal(t.itinerary.item.deleteFailed, error)}
          onClose={() => setDeletingItem(null)}
        >
          <p>{t.itinerary.item.deleteText}</p>
        </ConfirmDialog>
      )}
    </DndContext>
  );
}
