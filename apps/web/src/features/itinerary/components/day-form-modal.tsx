import type { ItineraryDay } from '@wayfarer/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';
import { useCreateDay, useUpdateDay } from '../api/day-writes';
import { NotesField } from './notes-field';

interface DayFormModalProps {
  tripId: string;
  /** The day to edit; none to add one. */
  day: ItineraryDay | null;
  onClose: () => void;
}

/** Add a day (dated or not), or change a day's date, title and notes. */
export function DayFormModal({ tripId, day, onClose }: DayFormModalProps) {
  const t = useMessages();
  const words = t.itinerary.dayForm;
  const formId = useId();
  const create = useCreateDay(tripId);
  const update = useUpdateDay(tripId);
  const [date, setDate] = useState(day?.date ?? '');
  const [title, setTitle] = useState(day?.title ?? '');
  const [notes, setNotes] = useState(day?.notes ?? '');
  const [message, setMessage] = useState<Message | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const body = { date: date || null, title: title.trim(), notes: notes.trim() };
    if (day) {
      update.mutate({ day, change: body });
      onClose();
      return;
    }
    setMessage(null);
    create.mutate(body, {
      onSuccess: onClose,
      onError: (error) => setMessage({ type: 'error', title: words.failed, text: error.message }),
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={day ? words.editTitle : words.addTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            {day ? t.common.save : words.add}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-stack itinerary-form" noValidate onSubmit={handleSubmit}>
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        <fieldset className="form-stack__fields" disabled={create.isPending}>
          <TextInput
            label={words.date}
            type="date"
            value={date}
            hint={words.dateHint}
            onChange={(event) => setDate(event.target.value)}
          />
          <TextInput
            label={words.title}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
          <NotesField label={words.notes} value={notes} onChange={setNotes} />
        </fieldset>
      </form>
    </Modal>
  );
}
