import { ITINERARY_NOTES_MAX_LENGTH } from '@wayfarer/core';
import { useId } from 'react';

interface NotesFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A few lines of notes, in the look of the text fields. */
export function NotesField({ label, value, onChange }: NotesFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input itinerary-notes"
        rows={3}
        maxLength={ITINERARY_NOTES_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
