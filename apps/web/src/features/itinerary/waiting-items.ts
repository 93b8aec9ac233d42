import type {
  CreateItineraryDayBody,
  CreateItineraryItemBody,
  ItineraryDay,
  ItineraryItem,
  ItineraryPlace,
  ItineraryPlaceBody,
  UpdateItineraryItemBody,
  ZonedTimeBody,
} from '@wayfarer/core';
import { WAITING_VERSION } from '@/lib/offline/waiting-changes';

/*
 * What the itinerary shows of an item or a day the server has not answered yet (added offline), and of
 * an edit before its answer: the body sent. A time sent without its zone shows without one until the
 * server has given it its place's.
 */

/** What the user may do with what they added themselves. */
const OWN_ITEM = { edit: true, delete: true } as const;

export const placeFromBody = (place: ItineraryPlaceBody): ItineraryPlace => ({
  name: place.name,
  lat: place.lat,
  lon: place.lon,
  address: place.address ?? '',
  osmType: place.osmType ?? null,
  osmId: place.osmId ?? null,
});

const timeFromBody = (time: ZonedTimeBody) => ({ local: time.local, zone: time.zone ?? '' });

const placeOrNull = (place: ItineraryPlaceBody | null | undefined) => (place ? placeFromBody(place) : null);
const timeOrNull = (time: ZonedTimeBody | null | undefined) => (time ? timeFromBody(time) : null);

export const waitingItem = (id: string, body: CreateItineraryItemBody): ItineraryItem => ({
  id,
  dayId: body.dayId,
  position: '',
  kind: body.kind,
  title: body.title,
  notes: body.notes ?? '',
  place: placeOrNull(body.place),
  start: timeOrNull(body.start),
  end: timeOrNull(body.end),
  mode: body.kind === 'transport' ? (body.mode ?? 'other') : null,
  from: placeOrNull(body.from),
  to: placeOrNull(body.to),
  carrier: body.carrier ?? '',
  number: body.number ?? '',
  version: WAITING_VERSION,
  can: OWN_ITEM,
});

export const waitingDay = (id: string, body: CreateItineraryDayBody): ItineraryDay => ({
  id,
  date: body.date ?? null,
  title: body.title ?? '',
  notes: body.notes ?? '',
  version: WAITING_VERSION,
  can: OWN_ITEM,
  items: [],
});

/** The item with an edit's fields over it (not its place in the order: a move is placeItem's). */
export function itemWithChange(item: ItineraryItem, change: UpdateItineraryItemBody): ItineraryItem {
  const { kind, title, notes, carrier, number, mode } = change;
  return {
    ...item,
    ...(kind !== undefined && { kind }),
    ...(title !== undefined && { title }),
    ...(notes !== undefined && { notes }),
    ...(carrier !== undefined && { carrier }),
    ...(number !== undefined && { number }),
    ...(mode !== undefined && { mode }),
    ...(change.place !== undefined && { place: placeOrNull(change.place) }),
    ...(change.from !== undefined && { from: placeOrNull(change.from) }),
    ...(change.to !== undefined && { to: placeOrNull(change.to) }),
    ...(change.start !== undefined && { start: timeOrNull(change.start) }),
    ...(change.end !== undefined && { end: timeOrNull(change.end) }),
  };
}
