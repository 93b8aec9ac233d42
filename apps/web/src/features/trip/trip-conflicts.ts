import type { Trip } from '@wayfarer/core';
import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';
import { differingRows, type ConflictField, type WriteConflict } from '@/lib/write-conflict';
import { destinationAddress, destinationLabel, homeAddress, placeLabel } from './trip-form';

/*
 * What a stale save of the trip's places and date shows (lib/write-conflict.ts): the trip as a
 * companion left it beside the trip as this user's edits would make it.
 */

/** The rows, worded in the language the app is drawn in when the conflict is met. */
function fields(): readonly ConflictField<Trip>[] {
  const t = messages().trip.conflict;
  const format = formats(currentLanguage());
  const { date } = format;
  return [
    { label: t.home, text: (trip) => placeLabel(homeAddress(trip), format) },
    { label: t.destination, text: (trip) => placeLabel(destinationAddress(trip), format) },
    {
      label: t.date,
      text: (trip) => date(trip.whenDay, { dateStyle: 'medium' }),
    },
  ];
}

/** A save of `mine` (the trip with the user's edits applied) refused because `current` is newer. */
export function tripConflict(current: Trip | null, mine: Trip): WriteConflict {
  return {
    subject: messages().trip.conflict.subject(destinationLabel(current ?? mine, formats(currentLanguage()))),
    rows: current ? differingRows(fields(), current, mine) : [],
    gone: current === null,
  };
}
