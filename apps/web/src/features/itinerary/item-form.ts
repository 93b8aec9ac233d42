import {
  dayOfWallTime,
  type CreateItineraryItemBody,
  type ItineraryDay,
  type ItineraryItem,
  type ItineraryItemKind,
  type ItineraryPlace,
  type ItineraryPlaceBody,
  type TransportMode,
  type ZonedTimeBody,
} from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';

/*
 * The add and edit form of an item, apart from React: what the user fills in, and the body it sends.
 * Times are typed as wall times ('YYYY-MM-DDTHH:mm', what a datetime-local field gives); their zone is
 * the place's, which the server finds from its coordinates, unless the user names another.
 */

export interface ItemFormValue {
  kind: ItineraryItemKind;
  title: string;
  /** Typed by the user: no longer filled from the place picked. */
  titleTyped: boolean;
  notes: string;
  /** Its day; null for an idea. A stay's check-in day. */
  dayId: string | null;
  place: ItineraryPlaceBody | null;
  /** 'YYYY-MM-DDTHH:mm' or ''. */
  start: string;
  end: string;
  /** An IANA zone the user names; '' for the place's own. */
  zone: string;
  checkOutDayId: string | null;
  checkInTime: string;
  checkOutTime: string;
  mode: TransportMode;
  from: ItineraryPlaceBody | null;
  to: ItineraryPlaceBody | null;
  carrier: string;
  number: string;
}

/** The usual hours a stay is entered and left. */
const CHECK_IN = '15:00';
const CHECK_OUT = '11:00';

export function emptyItemForm(kind: ItineraryItemKind, dayId: string | null): ItemFormValue {
  return {
    kind,
    title: '',
    titleTyped: false,
    notes: '',
    dayId,
    place: null,
    start: '',
    end: '',
    zone: '',
    checkOutDayId: null,
    checkInTime: CHECK_IN,
    checkOutTime: CHECK_OUT,
    mode: 'flight',
    from: null,
    to: null,
    carrier: '',
    number: '',
  };
}

const placeBody = (place: ItineraryPlace | null): ItineraryPlaceBody | null =>
  place && {
    name: place.name,
    lat: place.lat,
    lon: place.lon,
    address: place.address,
    osmType: place.osmType,
    osmId: place.osmId,
  };

const timeOf = (local: string | undefined) => local?.slice(11, 16) ?? '';

/** The form of an item as it is, for its edit. */
export function itemForm(item: ItineraryItem, days: readonly ItineraryDay[]): ItemFormValue {
  const endDay = item.end && dayOfWallTime(item.end.local);
  return {
    ...emptyItemForm(item.kind, item.dayId),
    title: item.title,
    titleTyped: true,
    notes: item.notes,
    place: placeBody(item.place),
    start: item.start?.local ?? '',
    end: item.end?.local ?? '',
    zone: item.kind === 'transport' ? '' : (item.start?.zone ?? ''),
    checkOutDayId: days.find((day) => day.date !== null && day.date === endDay)?.id ?? null,
    checkInTime: timeOf(item.start?.local) || CHECK_IN,
    checkOutTime: timeOf(item.end?.local) || CHECK_OUT,
    mode: item.mode ?? 'flight',
    from: placeBody(item.from),
    to: placeBody(item.to),
    carrier: item.carrier,
    number: item.number,
  };
}

/** A place picked: the title follows it until the user types one. */
export function withPlace(form: ItemFormValue, place: ItineraryPlaceBody | null): ItemFormValue {
  return { ...form, place, title: form.titleTyped || !place ? form.title : place.name };
}

export type ItemField = 'title' | 'place' | 'checkOut';

/** What keeps the form from being sent, field by field. */
export function itemProblems(
  form: ItemFormValue,
  days: readonly ItineraryDay[],
  t: Messages,
): Partial<Record<ItemField, string | null>> {
  const words = t.itinerary.itemForm;
  const needsPlace = form.kind === 'place' || form.kind === 'stay';
  return {
    title: form.kind !== 'transport' && form.title.trim() === '' ? words.titleMissing : null,
    place: needsPlace && !form.place ? words.placeMissing : null,
    checkOut: form.kind === 'stay' && !stayDates(form, days) ? words.checkOutBeforeCheckIn : null,
  };
}

/** A stay's check-in and check-out dates, when both days are dated and in that order. */
function stayDates(form: ItemFormValue, days: readonly ItineraryDay[]): { from: string; to: string } | null {
  const dateOf = (id: string | null) => days.find((day) => day.id === id)?.date ?? null;
  const from = dateOf(form.dayId);
  const to = dateOf(form.checkOutDayId);
  return from && to && to > from ? { from, to } : null;
}

const zoned = (local: string, zone: string): ZonedTimeBody | null =>
  local ? { local, ...(zone.trim() && { zone: zone.trim() }) } : null;

/** The words a transport is named by when the user gave it no title: 'Flight Lisbon → Tokyo'. */
function transportTitle(form: ItemFormValue, t: Messages): string {
  const words = t.itinerary;
  const ends =
    form.from || form.to
      ? ` ${words.item.route(form.from?.name ?? words.item.someWhere, form.to?.name ?? words.item.someWhere)}`
      : '';
  return `${words.modes[form.mode]}${ends}`;
}

/** The fields an item of the form's kind sends, each of them (an edit sends them all). */
export function itemFields(
  form: ItemFormValue,
  days: readonly ItineraryDay[],
  t: Messages,
): Omit<CreateItineraryItemBody, 'dayId'> {
  const title = form.title.trim() || (form.kind === 'transport' ? transportTitle(form, t) : '');
  const common = { kind: form.kind, title, notes: form.notes.trim() };
  switch (form.kind) {
    case 'transport':
      return {
        ...common,
        place: null,
        mode: form.mode,
        from: form.from,
        to: form.to,
        carrier: form.carrier.trim(),
        number: form.number.trim(),
        start: zoned(form.start, ''),
        end: zoned(form.end, ''),
      };
    case 'stay': {
      const dates = stayDates(form, days);
      return {
        ...common,
        place: form.place,
        start: dates ? zoned(`${dates.from}T${form.checkInTime || CHECK_IN}`, form.zone) : null,
        end: dates ? zoned(`${dates.to}T${form.checkOutTime || CHECK_OUT}`, form.zone) : null,
      };
    }
    default:
      return {
        ...common,
        place: form.place,
        start: zoned(form.start, form.zone),
        end: zoned(form.end, form.zone),
      };
  }
}
