import { canSaveDatedEntry, DEFAULT_COLOR, parseMoneyInput } from '@wayfarer/core';
import { useState } from 'react';
import { moneyInputText } from '../../lib/money-text';
import { entryDate, isDateInput, toDateInput } from './dates';

/** What an entrance and a cost both hold. */
interface DatedEntry {
  title: string;
  /** Cents. */
  value: number;
  color: string;
  /** Epoch ms. */
  date: number;
}

/**
 * The state an entrance's and a cost's forms share: title, value, colour and date, started from the
 * entry being edited (or empty, today, the first colour), wired to DatedEntryFields and ColorPalette.
 */
export function useDatedEntryForm(entry: DatedEntry | undefined) {
  const [title, setTitle] = useState(entry?.title ?? '');
  const [valueText, setValueText] = useState(entry ? moneyInputText(entry.value) : '');
  const [color, setColor] = useState(entry?.color ?? DEFAULT_COLOR);
  const [day, setDay] = useState(() => toDateInput(entry?.date ?? Date.now()));
  const value = parseMoneyInput(valueText);

  return {
    canSave: canSaveDatedEntry({ title, value }) && isDateInput(day),
    /** The shared part of the body sent to the API. */
    body: () => ({
      title: title.trim(),
      color,
      value: value ?? 0,
      date: entryDate(day, entry?.date, Date.now()) ?? 0,
    }),
    /** DatedEntryFields' props. */
    fields: {
      title,
      onTitleChange: setTitle,
      valueText,
      onValueTextChange: setValueText,
      day,
      onDayChange: setDay,
    },
    /** ColorPalette's props. */
    palette: { value: color, onChange: setColor },
  };
}
