import { answer, type ContractTable } from '../http/endpoint';
import { staleAnswer } from '../http/answers';
import type { itineraryEndpoints } from './endpoints';
import { ITINERARY_MAX_DAYS, ITINERARY_MAX_ITEMS } from './itinerary';
import {
  createItineraryDayBodySchema,
  createItineraryItemBodySchema,
  itineraryDayPathSchema,
  itineraryDaySchema,
  itineraryItemPathSchema,
  itineraryItemSchema,
  itineraryPathSchema,
  itineraryRouteQuerySchema,
  itineraryRouteSchema,
  itinerarySchema,
  itineraryShareSchema,
  sharedItineraryPathSchema,
  sharedItinerarySchema,
  itineraryVersionQuerySchema,
  updateItineraryDayBodySchema,
  updateItineraryItemBodySchema,
} from './schemas';

const tag = 'itinerary';
const notAMember = answer('trip_not_found: no trip of the caller has this id');
const noDay = answer('trip_not_found, or day_not_found: the trip has no day of this id');
const noItem = answer('trip_not_found, or item_not_found: the trip has no item of this id');
const theDay = answer('The day as stored, with its items in order', itineraryDaySchema);
const theItem = answer('The item as stored', itineraryItemSchema);
const dateTaken = answer('date_taken: another day of the trip has this date');
const anchorMoved = answer(
  'anchor_moved: the item named by `after` or `before` is not in that day (moved or deleted meanwhile): nothing changed',
);
const daysFull = answer(
  `limit_reached: the itinerary holds ${ITINERARY_MAX_DAYS} days, as many as one may: nothing was added`,
);
const itemsFull = answer(
  `limit_reached: the itinerary holds ${ITINERARY_MAX_ITEMS} items, as many as one may: nothing was added`,
);
const zoneNote =
  'a time sent without its zone takes its place’s (a transport’s start its `from`, its end its `to`), else the trip destination’s; an end before its start, as instants, is refused (400)';

export const itineraryContracts = {
  getItinerary: {
    tag,
    summary:
      'The trip day by day: its days (dated by date, then undated), each with its items in order, and the ideas; the days from the trip’s day to its return day are made at the first read after the dates change',
    params: itineraryPathSchema,
    statuses: { 200: answer('The itinerary', itinerarySchema), 404: notAMember },
  },
  getItineraryRoute: {
    tag,
    summary:
      'The way between a day’s consecutive places, in its order (a stay starts and ends the day): routed on the map’s ways through ROUTING_URL and cached, else straight lines (great circles) timed by mode when routing is off, slow or down',
    params: itineraryPathSchema,
    query: itineraryRouteQuerySchema,
    statuses: {
      200: answer('The day’s legs, and whom the routed ones come from', itineraryRouteSchema),
      404: noDay,
    },
  },
  createItineraryDay: {
    tag,
    summary: 'Add a day, dated or not (owner and editors)',
    params: itineraryPathSchema,
    body: createItineraryDayBodySchema,
    statuses: { 201: theDay, 404: notAMember, 409: answer(`${dateTaken.meaning}; or ${daysFull.meaning}`) },
  },
  updateItineraryDay: {
    tag,
    summary: 'Change a day’s date, title or notes (owner and editors)',
    params: itineraryDayPathSchema,
    body: updateItineraryDayBodySchema,
    statuses: {
      200: theDay,
      404: noDay,
      409: answer(`${staleAnswer.meaning}; or ${dateTaken.meaning}`, staleAnswer.schema),
    },
  },
  deleteItineraryDay: {
    tag,
    summary:
      'Delete a day: its items become ideas, at the end of the ideas, in their order (owner and editors)',
    params: itineraryDayPathSchema,
    query: itineraryVersionQuerySchema,
    statuses: { 204: answer('Deleted'), 404: noDay, 409: staleAnswer },
  },
  sortItineraryDay: {
    tag,
    summary:
      'Sort a day by time: its timed items take the timed items’ places in the order of their start instants; items without a start keep theirs',
    params: itineraryDayPathSchema,
    statuses: { 200: theDay, 404: noDay },
  },
  createItineraryItem: {
    tag,
    summary: `Add an item to a day (or, dayId null, to the ideas): after or before one of its items, else at its end; ${zoneNote}`,
    params: itineraryPathSchema,
    body: createItineraryItemBodySchema,
    statuses: {
      201: theItem,
      404: noDay,
      409: answer(`${anchorMoved.meaning}; or ${itemsFull.meaning}`),
    },
  },
  updateItineraryItem: {
    tag,
    summary: `Change an item’s fields, or move it (dayId, after or before: only its own day and position change), or both; ${zoneNote}`,
    params: itineraryItemPathSchema,
    body: updateItineraryItemBodySchema,
    statuses: {
      200: theItem,
      404: answer(`${noItem.meaning}; or day_not_found: the trip has no day of the dayId sent`),
      409: answer(`${staleAnswer.meaning}; or ${anchorMoved.meaning}`, staleAnswer.schema),
    },
  },
  deleteItineraryItem: {
    tag,
    summary: 'Delete an item (owner and editors)',
    params: itineraryItemPathSchema,
    query: itineraryVersionQuerySchema,
    statuses: { 204: answer('Deleted'), 404: noItem, 409: staleAnswer },
  },
  shareItinerary: {
    tag,
    summary:
      'Make the read-only link to the itinerary, for people without an account (the owner): a new one replaces the old, which stops working at once; only its hash is kept, so the link is shown this once',
    params: itineraryPathSchema,
    statuses: { 201: answer('The link', itineraryShareSchema), 404: notAMember },
  },
  unshareItinerary: {
    tag,
    summary: 'Stop sharing the itinerary: its link stops working (the owner); 204 also when none was shared',
    params: itineraryPathSchema,
    statuses: { 204: answer('Not shared any more'), 404: notAMember },
  },
  getSharedItinerary: {
    tag,
    summary:
      'The itinerary a shared link shows, without a session: the trip’s destination and dates, its days and their items; nothing of its members, board or finances. Sent with X-Robots-Tag: noindex',
    params: sharedItineraryPathSchema,
    statuses: {
      200: answer('The shared itinerary', sharedItinerarySchema),
      404: answer('not_found: no trip is shared by this link (never, or not any more)'),
      429: answer(
        'too_many_requests: too many reads of shared links from this address: wait for Retry-After',
      ),
    },
  },
} as const satisfies ContractTable<typeof itineraryEndpoints>;
