import type { Trip } from '@wayfarer/core';
import { differingRows, type ConflictField, type WriteConflict } from '../../lib/write-conflict';
import { destinationAddress, destinationLabel, homeAddress, placeLabel } from './trip-form';

/*
 * What a stale save of the trip's places and date shows (lib/write-conflict.ts): the trip as a
 * companion left it beside the trip as this user's edits would make it.
 */

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const FIELDS: readonly ConflictField<Trip>[] = [
  { label: 'Home city', text: (trip) => placeLabel(homeAddress(trip)) },
  { label: 'Destination', text: (trip) => placeLabel(destinationAddress(trip)) },
  { label: 'Date', text: (trip) => (trip.when > 0 ? dayFormat.format(trip.when) : '') },
];

/** A save of `mine` (the trip with the user's edits applied) refused because `current` is newer. */
export function tripConflict(current: Trip | null, mine: Trip): WriteConflict {
  return {
    subject: `the trip to ${destinationLabel(current ?? mine)}`,
    rows: current ? differingRows(FIELDS, current, mine) : [],
    gone: current === null,
  };
}
