import {
  ITINERARY_ITEM_KINDS,
  TRANSPORT_MODES,
  type ItineraryDay,
  type ItineraryItem,
  type ItineraryItemKind,
  type TransportMode,
} from '@wayfarer/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { useCreateItem, useUpdateItem } from '../api/item-writes';
import type { DayLabels } from '../day-labels';
import {
  emptyItemForm,
  itemFields,
  itemForm,
  itemProblems,
  withPlace,
  type ItemFormValue,
} from '../item-form';
import { NotesField } from './notes-field';
import { PlaceSearchField } from './place-search-field';

/** What the form opens for: a new item of a kind on a day (a place picked on the map, maybe), or an edit. */
export type ItemFormTarget =
  | { type: 'add'; kind: ItineraryItemKind; dayId: string | null; place?: { lat: number; lon: number } }
  | { type: 'edit'; item: ItineraryItem };

interface ItemFormModalProps {
  tripId: string;
  target: ItemFormTarget;
  days: readonly ItineraryDay[];
  labels: readonly DayLabels[];
  near: { lat: number; lon: number };
  onClose: () => void;
}

const DAY_OF_IDEAS = 'ideas';

/**
 * Add or edit an item: a place found by search (or picked on the map), a stay from its check-in day to
 * its check-out day, a transport with its two ends, or a note. The times are the place's wall times;
 * the server gives them the place's zone unless one is named.
 */
export function ItemFormModal({ tripId, target, days, labels, near, onClose }: ItemFormModalProps) {
  const t = useMessages();
  const words = t.itinerary.itemForm;
  const formId = useId();
  const create = useCreateItem(tripId);
  const update = useUpdateItem(tripId);
  const [form, setForm] = useState<ItemFormValue>(() => {
    if (target.type === 'edit') return itemForm(target.item, days);
    const empty = emptyItemForm(target.kind, target.dayId);
    return target.place
      ? withPlace(empty, { name: words.mapPoint, lat: target.place.lat, lon: target.place.lon })
      : empty;
  });
  const [message, setMessage] = useState<Message | null>(null);
  const attempt = useSendAttempt(itemProblems(form, days, t));
  const change = (next: Partial<ItemFormValue>) => setForm((current) => ({ ...current, ...next }));
  const pending = create.isPending || update.isPending;
  const kindName = t.itinerary.kinds[form.kind];
  const datedDays = days.flatMap((day, index) => (day.date ? [{ day, label: labels[index] }] : []));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !attempt.trySend(event.currentTarget)) return;
    setMessage(null);
    const fields = itemFields(form, days, t);
    const failed = (error: Error) =>
      setMessage({ type: 'error', title: words.failed, text: error.message || words.failedText });
    if (target.type === 'add') {
      create.mutate({ ...fields, dayId: form.dayId }, { onSuccess: onClose, onError: failed });
      return;
    }
    const moved = form.dayId !== target.item.dayId ? { dayId: form.dayId } : {};
    // Shown at once, refused in the page's notice: the form need not wait for the answer.
    update.mutate({ item: target.item, change: { ...fields, ...moved } });
    onClose();
  }

  const daySelect = (
    label: string,
    value: string | null,
    onChange: (dayId: string | null) => void,
    ideas: boolean,
  ) => (
    <SelectField
      label={label}
      value={value ?? DAY_OF_IDEAS}
      onChange={(event) => onChange(event.target.value === DAY_OF_IDEAS ? null : event.target.value)}
    >
      {ideas && <option value={DAY_OF_IDEAS}>{words.ideas}</option>}
      {(ideas ? days.map((day, index) => ({ day, label: labels[index] })) : datedDays).map(
        ({ day, label: dayLabel }) => (
          <option key={day.id} value={day.id}>
            {dayLabel?.name}
          </option>
        ),
      )}
    </SelectField>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={target.type === 'add' ? words.addTitle(kindName) : words.editTitle(kindName)}
      size="medium"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button type="submit" form={formId} unready={!attempt.ready} busy={pending}>
            {target.type === 'add' ? words.add : t.common.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-stack itinerary-form" noValidate onSubmit={handleSubmit}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <fieldset className="form-stack__fields" disabled={pending}>
          {target.type === 'add' && (
            <ChoiceGroup<ItineraryItemKind>
              legend={words.kind}
              className="itinerary-kinds"
              value={form.kind}
              options={ITINERARY_ITEM_KINDS.map((kind) => ({ value: kind, name: t.itinerary.kinds[kind] }))}
              onChange={(kind) => change({ kind })}
            />
          )}
          {form.kind === 'transport' && (
            <SelectField
              label={words.mode}
              value={form.mode}
              onChange={(event) => change({ mode: event.target.value as TransportMode })}
            >
              {TRANSPORT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t.itinerary.modes[mode]}
                </option>
              ))}
            </SelectField>
          )}
          {(form.kind === 'place' || form.kind === 'stay' || form.kind === 'note') && (
            <PlaceSearchField
              label={words.place}
              near={near}
              selected={form.place}
              onSelect={(place) => setForm((current) => withPlace(current, place))}
              onClear={() => setForm((current) => withPlace(current, null))}
              problem={attempt.problem('place')}
            />
          )}
          {form.kind === 'transport' && (
            <>
              <PlaceSearchField
                label={words.from}
                near={near}
                selected={form.from}
                onSelect={(from) => change({ from })}
                onClear={() => change({ from: null })}
              />
              <PlaceSearchField
                label={words.to}
                near={near}
                selected={form.to}
                onSelect={(to) => change({ to })}
                onClear={() => change({ to: null })}
              />
            </>
          )}
          <TextInput
            label={words.title}
            value={form.title}
            maxLength={200}
            invalid={attempt.problem('title') !== undefined}
            hint={attempt.problem('title')}
            onChange={(event) => change({ title: event.target.value, titleTyped: true })}
          />
          {form.kind === 'stay' ? (
            datedDays.length === 0 ? (
              <MessageBox type="attention" title={words.noDatedDays} />
            ) : (
              <div className="itinerary-form__pair">
                {daySelect(words.checkInDay, form.dayId, (dayId) => change({ dayId }), false)}
                <TextInput
                  label={words.checkInTime}
                  type="time"
                  value={form.checkInTime}
                  onChange={(event) => change({ checkInTime: event.target.value })}
                />
                <div className="itinerary-form__field">
                  {daySelect(
                    words.checkOutDay,
                    form.checkOutDayId,
                    (checkOutDayId) => change({ checkOutDayId }),
                    false,
                  )}
                  {attempt.problem('checkOut') && (
                    <p className="field__hint field__hint--error">{attempt.problem('checkOut')}</p>
                  )}
                </div>
                <TextInput
                  label={words.checkOutTime}
                  type="time"
                  value={form.checkOutTime}
                  onChange={(event) => change({ checkOutTime: event.target.value })}
                />
              </div>
            )
          ) : (
            <>
              {daySelect(words.day, form.dayId, (dayId) => change({ dayId }), true)}
              <div className="itinerary-form__pair">
                <TextInput
                  label={form.kind === 'transport' ? words.departure : words.start}
                  type="datetime-local"
                  value={form.start}
                  onChange={(event) => change({ start: event.target.value })}
                />
                <TextInput
                  label={form.kind === 'transport' ? words.arrival : words.end}
                  type="datetime-local"
                  value={form.end}
                  onChange={(event) => change({ end: event.target.value })}
                />
              </div>
            </>
          )}
          {form.kind === 'transport' && (
            <div className="itinerary-form__pair">
              <TextInput
                label={words.carrier}
                value={form.carrier}
                maxLength={100}
                onChange={(event) => change({ carrier: event.target.value })}
              />
              <TextInput
                label={words.number}
                value={form.number}
                maxLength={100}
                onChange={(event) => change({ number: event.target.value })}
              />
            </div>
          )}
          {form.kind !== 'transport' && (
            <TextInput
              label={words.zone}
              value={form.zone}
              hint={words.zoneHint}
              list={`${formId}-zones`}
              autoComplete="off"
              onChange={(event) => change({ zone: event.target.value })}
            />
          )}
          <datalist id={`${formId}-zones`}>
            {Intl.supportedValuesOf('timeZone').map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <NotesField label={words.notes} value={form.notes} onChange={(notes) => change({ notes })} />
        </fieldset>
      </form>
    </Modal>
  );
}
