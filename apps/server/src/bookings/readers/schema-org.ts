import type {
  BookingDraft,
  BookingKind,
  BookingPlace,
  BookingPrice,
  BookingSegment,
  BookingSource,
} from '@wayfarer/core';
import { airportOf, airportPlace } from './airports';
import { READ_LIMITS } from './limits';
import { timeAt, zoneOfPlace } from './zoned';

/*
 * schema.org reservations, as Gmail's markup reference and schema.org's examples write them, in JSON-LD
 * or Microdata alike (both arrive here as plain objects), made into drafts. A field not found stays
 * empty; nothing is guessed from another.
 */

type Thing = Record<string, unknown>;

const TRANSPORTS: Record<string, BookingKind> = {
  FlightReservation: 'flight',
  TrainReservation: 'train',
  BusReservation: 'bus',
  BoatReservation: 'ferry',
  RentalCarReservation: 'car',
};
const OTHERS: Record<string, BookingKind> = {
  LodgingReservation: 'stay',
  EventReservation: 'event',
  FoodEstablishmentReservation: 'restaurant',
};

/** A value as one thing: the first of an array, objects only. */
function thing(value: unknown): Thing | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as Thing) : undefined;
}

/** A value as text: a string or a number, trimmed, or the `name` of a thing; '' otherwise. */
function text(value: unknown): string {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first === 'string') return first.replace(/\s+/g, ' ').trim().slice(0, 500);
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  const named = thing(first);
  return named ? text(named['name']) : '';
}

/** The schema.org type of a thing, without its vocabulary's address ('http://schema.org/Flight' → 'Flight'). */
export function typeOf(value: unknown): string {
  const found = thing(value);
  if (!found) return '';
  const type = Array.isArray(found['@type']) ? (found['@type'] as unknown[])[0] : found['@type'];
  return typeof type === 'string' ? type.replace(/^https?:\/\/schema\.org\//i, '').trim() : '';
}

function coordinate(value: unknown, bound: number): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= bound ? number : null;
}

/** An address as one line: a text, or a PostalAddress's parts in their order. */
function addressOf(value: unknown): string {
  const address = thing(value);
  if (!address) return text(value);
  return ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']
    .map((key) => text(address[key]))
    .filter(Boolean)
    .join(', ');
}

/** A place: an airport by its IATA code from the table, else its name (or address) and coordinates. */
function placeOf(value: unknown): BookingPlace | null {
  const place = thing(value);
  if (!place) {
    const name = text(value);
    return name ? { name, code: '', lat: null, lon: null } : null;
  }
  const name = text(place['name']);
  const code = text(place['iataCode']);
  const airport = code ? airportOf(code) : undefined;
  if (airport) return airportPlace(airport, name);
  const geo = thing(place['geo']) ?? place;
  const lat = coordinate(geo['latitude'], 90);
  const lon = coordinate(geo['longitude'], 180);
  const located = lat !== null && lon !== null;
  const shown = name || addressOf(place['address']);
  if (!shown && !code && !located) return null;
  return { name: shown || code, code, lat: located ? lat : null, lon: located ? lon : null };
}

/** The decimal separator's place in a written amount: the last of two kinds, or one alone not before a group of three. */
function decimalAt(cleaned: string): number {
  const dot = cleaned.lastIndexOf('.');
  const comma = cleaned.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return Math.max(dot, comma);
  const at = Math.max(dot, comma);
  if (at < 0) return -1;
  const separator = cleaned[at] ?? '';
  const once = cleaned.indexOf(separator) === at;
  return once && cleaned.length - at - 1 !== 3 ? at : -1;
}

/** An amount as vendors write it ('1,234.50', '1.234,50', 1234.5) in the currency's minor units. */
export function minorUnits(value: unknown, currency: string): number | undefined {
  let digits: number;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    return undefined;
  }
  let amount = typeof value === 'number' ? value : Number.NaN;
  if (typeof value === 'string') {
    const cleaned = value.replace(/[^\d.,]/g, '');
    if (!/\d/.test(cleaned)) return undefined;
    const decimal = decimalAt(cleaned);
    const whole = (decimal < 0 ? cleaned : cleaned.slice(0, decimal)).replace(/[.,]/g, '');
    amount = Number(decimal < 0 ? whole : `${whole}.${cleaned.slice(decimal + 1)}`);
  }
  if (!Number.isFinite(amount) || amount < 0 || amount > 1e11) return undefined;
  return Math.round(amount * 10 ** digits);
}

function priceOf(reservation: Thing): BookingPrice | null {
  const specified = thing(reservation['totalPrice']);
  const amount = specified ? (specified['price'] ?? specified['value']) : reservation['totalPrice'];
  const currency = text(specified?.['priceCurrency'] ?? reservation['priceCurrency']).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency) || amount === undefined) return null;
  const minor = minorUnits(typeof amount === 'number' ? amount : text(amount), currency);
  return minor === undefined ? null : { amount: minor, currency };
}

const blankSegment = (): BookingSegment => ({
  from: null,
  to: null,
  departure: null,
  arrival: null,
  carrier: '',
  number: '',
  seat: '',
  ticketToken: '',
});

/** The seat of a reservation: its ticket's seat, else the airline's `airplaneSeat`. */
function seatOf(reservation: Thing, ticket: Thing | undefined): string {
  const seat = thing(ticket?.['ticketedSeat']);
  const number = text(seat?.['seatNumber']);
  const row = text(seat?.['seatRow']);
  if (!number) return text(reservation['airplaneSeat']);
  return row && !number.startsWith(row) ? `${row} ${number}` : number;
}

/** A ticket's token without its format's prefix ('aztecCode:M1…' → 'M1…'). */
function tokenOf(ticket: Thing | undefined): string {
  const token = ticket?.['ticketToken'];
  return (typeof token === 'string' ? token.trim().slice(0, 2000) : '').replace(
    /^(qrCode|aztecCode|barcode128|barcode39|pdf417|url):/i,
    '',
  );
}

function segmentOf(kind: BookingKind, reservation: Thing, trip: Thing): BookingSegment {
  const ticket = thing(reservation['reservedTicket']);
  const segment = { ...blankSegment(), seat: seatOf(reservation, ticket), ticketToken: tokenOf(ticket) };
  const ends: Record<string, [string, string, string, string, string[], string[]]> = {
    flight: [
      'departureAirport',
      'arrivalAirport',
      'departureTime',
      'arrivalTime',
      ['airline'],
      ['flightNumber'],
    ],
    train: [
      'departureStation',
      'arrivalStation',
      'departureTime',
      'arrivalTime',
      ['trainCompany', 'provider'],
      ['trainNumber'],
    ],
    bus: [
      'departureBusStop',
      'arrivalBusStop',
      'departureTime',
      'arrivalTime',
      ['busCompany', 'provider'],
      ['busNumber'],
    ],
    ferry: ['departureBoatTerminal', 'arrivalBoatTerminal', 'departureTime', 'arrivalTime', ['provider'], []],
    car: [
      'pickupLocation',
      'dropoffLocation',
      'pickupTime',
      'dropoffTime',
      ['rentalCompany', 'provider'],
      [],
    ],
  };
  const [fromKey, toKey, leaves, arrives, carriers, numbers] = ends[kind] ?? ['', '', '', '', [], []];
  // A rental car's places and times are the reservation's own, a trip's are its trip's.
  const source = kind === 'car' ? reservation : trip;
  segment.from = placeOf(source[fromKey]);
  segment.to = placeOf(source[toKey]);
  const fromZone = zoneOfPlace(
    segment.from,
    segment.from?.code ? airportOf(segment.from.code)?.zone : undefined,
  );
  const toZone = zoneOfPlace(segment.to, segment.to?.code ? airportOf(segment.to.code)?.zone : undefined);
  segment.departure = timeAt(text(source[leaves]), fromZone);
  segment.arrival = timeAt(text(source[arrives]), toZone || fromZone);
  const company = carriers.map((key) => thing(trip[key]) ?? thing(reservation[key])).find(Boolean);
  segment.carrier =
    text(company?.['iataCode']) || text(company?.['name']) || (kind === 'car' ? text(trip['name']) : '');
  segment.number = numbers.map((key) => text(trip[key])).find(Boolean) ?? '';
  // Gmail's markup writes the airline's code beside the number, or inside it ('UA110').
  if (
    kind === 'flight' &&
    segment.carrier &&
    segment.number.toUpperCase().startsWith(segment.carrier.toUpperCase())
  ) {
    segment.number = segment.number.slice(segment.carrier.length).trim();
  }
  return segment;
}

function titleOf(kind: BookingKind, name: string, segments: BookingSegment[]): string {
  const [first] = segments;
  const last = segments.at(-1);
  if (!first || !last) return name;
  const route = [first.from?.code || first.from?.name, last.to?.code || last.to?.name]
    .filter(Boolean)
    .join(' → ');
  const label = kind === 'flight' ? `${first.carrier} ${first.number}`.trim() : name || first.carrier;
  return [label, route].filter(Boolean).join(' ');
}

/** One schema.org reservation as a draft; none for a thing that is not one of the reservations read. */
export function draftOfReservation(value: unknown, source: BookingSource): BookingDraft | undefined {
  const reservation = thing(value);
  const type = typeOf(reservation);
  const kind = TRANSPORTS[type] ?? OTHERS[type];
  if (!reservation || !kind) return undefined;
  const trip = thing(reservation['reservationFor']) ?? {};
  const status = /cancel/i.test(text(reservation['reservationStatus'])) ? 'cancelled' : 'confirmed';
  const provider =
    text(reservation['provider']) ||
    text(reservation['broker']) ||
    text(trip['airline']) ||
    text(trip['trainCompany']) ||
    text(trip['busCompany']) ||
    text(trip['provider']) ||
    (kind === 'car' ? text(reservation['rentalCompany']) || text(trip['rentalCompany']) : '');
  const draft: BookingDraft = {
    kind,
    title: '',
    reference: text(reservation['reservationNumber']) || text(reservation['confirmationNumber']),
    provider,
    status,
    segments: [],
    place: null,
    checkIn: null,
    checkOut: null,
    start: null,
    end: null,
    price: priceOf(reservation),
    source,
  };
  if (TRANSPORTS[type]) {
    draft.segments = [segmentOf(kind, reservation, trip)];
    draft.title = titleOf(kind, text(trip['name']) || text(trip['trainName']), draft.segments);
    return draft;
  }
  const venue = kind === 'event' ? (trip['location'] ?? trip) : trip;
  draft.place = placeOf(venue);
  const zone = zoneOfPlace(draft.place);
  if (kind === 'stay') {
    draft.checkIn = timeAt(text(reservation['checkinTime']) || text(reservation['checkinDate']), zone);
    draft.checkOut = timeAt(text(reservation['checkoutTime']) || text(reservation['checkoutDate']), zone);
  } else {
    draft.start = timeAt(text(reservation['startTime']) || text(trip['startDate']), zone);
    draft.end = timeAt(text(reservation['endTime']) || text(trip['endDate']), zone);
  }
  draft.title = text(trip['name']) || draft.place?.name || '';
  return draft;
}

/**
 * Every reservation among JSON-LD values or Microdata items: each value may be a reservation, an array of
 * them or an `@graph`, at most READ_LIMITS.jsonLdBlocks of them read.
 */
export function draftsOfSchemaOrg(values: unknown[], source: BookingSource): BookingDraft[] {
  const drafts: BookingDraft[] = [];
  const pending = [...values];
  let seen = 0;
  while (pending.length > 0 && seen < READ_LIMITS.jsonLdBlocks * 10) {
    const value = pending.shift();
    seen += 1;
    if (Array.isArray(value)) pending.unshift(...(value as unknown[]).slice(0, READ_LIMITS.jsonLdBlocks));
    else {
      const found = thing(value);
      if (found && Array.isArray(found['@graph']))
        pending.unshift(...(found['@graph'] as unknown[]).slice(0, READ_LIMITS.jsonLdBlocks));
      const draft = draftOfReservation(value, source);
      if (draft) drafts.push(draft);
    }
  }
  return drafts;
}
