import { useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';
import type { CalendarDay } from '@wayfarer/core';
import { dayFromInput } from '../trip-form';

interface TripDateFieldProps {
  /** The day the field starts at. */
  initialValue: CalendarDay;
  /** The chosen day, or '' while the field holds no whole day. */
  onChange: (whenDay: CalendarDay | '') => void;
}

/**
 * 'When do you intend to go?': the browser's own date picker. The field keeps its raw text, since a
 * year being typed passes through values such as '0002-06-01' that are no trip date yet.
 */
export function TripDateField({ initialValue, onChange }: TripDateFieldProps) {
  const t = useMessages().trip.fields;
  const [raw, setRaw] = useState(initialValue);
  const missing = dayFromInput(raw) === '';
  return (
    <TextInput
      label={t.when}
      type="date"
      name="when"
      required
      min="1970-01-02"
      max="9999-12-31"
      value={raw}
      invalid={missing}
      hint={missing ? t.whenMissing : undefined}
      onChange={(event) => {
        setRaw(event.target.value);
        onChange(dayFromInput(event.target.value));
      }}
    />
  );
}
