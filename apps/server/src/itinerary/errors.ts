import { ITINERARY_MAX_DAYS, ITINERARY_MAX_ITEMS } from '@wayfarer/core';
import { HttpError, limitReached } from '../http/errors';

export const dayNotFound = () => new HttpError(404, 'day_not_found', 'No day of this trip has this id.');

export const itemNotFound = () => new HttpError(404, 'item_not_found', 'No item of this trip has this id.');

export const dateTaken = () => new HttpError(409, 'date_taken', 'Another day of this trip has this date.');

/** The item named by `after` or `before` left the day (or the trip) since the client read it. */
export const anchorMoved = () =>
  new HttpError(
    409,
    'anchor_moved',
    'The item to place this next to is not in that day any more: nothing was changed. Look at the day again, then place it.',
  );

export const daysFull = () => limitReached((t) => t.errors.itineraryDaysFull(ITINERARY_MAX_DAYS));

export const itemsFull = () => limitReached((t) => t.errors.itineraryItemsFull(ITINERARY_MAX_ITEMS));
