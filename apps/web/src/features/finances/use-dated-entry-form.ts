import { canSaveDatedEntry, DEFAULT_COLOR } from '@wayfarer/core';
import { useState } from 'react';
import { entryDate, isDateInput, toDateInput } from './dates';
import { useAmountFields, type AmountItem, type CurrencySide } from './use-amount-fields';

/** What an entrance and a cost both hold. */
interface DatedEntry extends AmountItem {
  title: string;
  color: string;
  /** Epoch ms. */
  date: number;
}

/**
 * The state an entrance's and a cost's forms share: title, amount (in the home or the trip currency,
 * `preferred` for a new entry), colour and date, started from the entry being edited (or empty, today,
 * the first colour), wired to DatedEntryFields and ColorPalette.
 */
export function useDatedEntryForm(entry: DatedEntry | undefined, preferred: CurrencySide) {
  const [title, setTitle] = useState(entry?.title ?? '');
  const [color, setColor] = useState(entry?.color ?? DEFAULT_COLOR);
  const [day, setDay] = useState(() => toDateInput(entry?.date ?? Date.now()));
  // The instant the rate shown is looked up for: only its day matters, so the time the form opened will do.
  const [openedAt] = useState(() => Date.now());
  const date = entryDate(day, entry?.date, openedAt) ?? undefined;
  const amount = useAmountFields(entry, preferred, date);

  return {
    canSave: canSaveDatedEntry({ title, value: amount.cents }) && isDateInput(day) && amount.rateReady,
    /** The shared part of the body sent to the API. */
    body: () => ({
      title: title.trim(),
      color,
      ...amount.body(),
      date: entryDate(day, entry?.date, Date.now()) ?? 0,
    }),
    /** DatedEntryFields' props. */
    fields: {
      title,
      onTitleChange: setTitle,
      amount,
      day,
      onDayChange: setDay,
    },
    /** ColorPalette's props. */
    palette: { value: color, onChange: setColor },
  };
}
