import { canSaveDatedEntry, DEFAULT_COLOR, noonUtcOf, type CalendarDay } from '@wayfarer/core';
import { useState } from 'react';
import { useMessages } from '@/i18n/language';
import { localDay, isPlausibleDay } from '@/lib/calendar-day';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { useAmountFields, type AmountItem, type CurrencySide } from './use-amount-fields';

/** What an entrance and a cost both hold. */
interface DatedEntry extends AmountItem {
  title: string;
  color: string;
  dateDay: CalendarDay;
}

/**
 * The state an entrance's and a cost's forms share: title, amount (in the home or the trip currency,
 * `preferred` for a new entry), colour and date, started from the entry being edited (or empty, today,
 * the first colour), wired to DatedEntryFields and ColorPalette.
 */
export function useDatedEntryForm(entry: DatedEntry | undefined, preferred: CurrencySide) {
  const [title, setTitle] = useState(entry?.title ?? '');
  const [color, setColor] = useState(entry?.color ?? DEFAULT_COLOR);
  // The date input's text: a day, or what is being typed while it is not one yet.
  const [day, setDay] = useState(() => entry?.dateDay ?? localDay(Date.now()));
  const whole = isPlausibleDay(day);
  const amount = useAmountFields(entry, preferred, whole ? day : undefined);
  const missing = useMessages().ui.missing;
  // The rate's field says its own problem, from the start.
  const attempt = useSendAttempt({
    title: title.trim() === '' ? missing.title : null,
    value: amount.valueProblem,
    date: whole ? null : missing.date,
    rate: amount.rateMissing,
  });

  return {
    canSave: canSaveDatedEntry({ title, value: amount.cents }) && whole && amount.rateReady,
    attempt,
    /** The shared part of the body sent to the API: the day, and noon UTC of it in the spec's epoch ms. */
    body: () => ({
      title: title.trim(),
      color,
      ...amount.body(),
      date: whole ? noonUtcOf(day) : 0,
      dateDay: day,
    }),
    /** DatedEntryFields' props. */
    fields: {
      title,
      onTitleChange: setTitle,
      amount,
      day,
      onDayChange: setDay,
      problem: attempt.problem,
    },
    /** ColorPalette's props. */
    palette: { value: color, onChange: setColor },
  };
}
