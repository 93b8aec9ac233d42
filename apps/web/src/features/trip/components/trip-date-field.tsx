import { useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';
import { dateFromInput, dateInputValue } from '../trip-form';

interface TripDateFieldProps {
  /** The date the field starts at, in epoch ms. */
  initialValue: number;
  /** The start of the chosen day in epoch ms, or 0 while the field holds no whole date. */
  onChange: (when: number) => void;
}

/**
 * 'When do you intend to go?': the browser's own date picker. The field keeps its raw text, since a
 * year being typed passes through values such as '0002-06-01' that are no trip date yet.
 */
export function TripDateField({ initialValue, onChange }: TripDateFieldProps) {
  const t = useMessages().trip.fields;
  const [raw, setRaw] = useState(() => dateInputValue(initialValue));
  const missing = dateFromInput(raw) <= 0;
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
        onChange(dateFromInput(event.target.value));
      }}
    />
  );
}
