import type { BookingDraft, BookingKind, BookingPlace, BookingSegment } from '@wayfarer/core';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { airportOf, airportPlace } from './airports';
import { findBoardingPasses } from './boarding-pass';
import { READ_LIMITS, Unreadable } from './limits';
import { minorUnits } from './schema-org';
import { BrokenJson, parseTolerantJson } from './tolerant-json';
import { timeAt, zoneOfPlace } from './zoned';

/*
 * Apple Wallet passes (.pkpass): a ZIP whose pass.json holds the pass, as Apple's pass format documents
 * it. Only pass.json is unpacked, and only while the archive stays within the bounds (its entries, the
 * bytes pass.json unpacks to): a ZIP bomb is refused once it passes them, never unpacked whole.
 * A boarding pass's barcode is read as BCBP first; the semantic tags (iOS 15) fill what it lacks, or
 * make the booking of a pass that carries no BCBP (a train, an event).
 */

type Thing = Record<string, unknown>;

/** The largest pass.json read: a pass's is a few kilobytes. */
const PASS_JSON_BYTES = 1024 * 1024;

const thing = (value: unknown): Thing | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Thing) : undefined;
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, 500) : typeof value === 'number' ? String(value) : '';

/** Compressed bytes handed to the inflater at a time: deflate's 1:1032 at most makes 1 MB of each. */
const STEP_BYTES = 1024;

/**
 * pass.json's bytes, refusing an archive past the bounds. The archive is read as a stream, a step at a
 * time, so that an entry that unpacks past its bound is stopped there, whatever its header declares.
 */
function passJsonOf(bytes: Uint8Array): Uint8Array {
  let entries = 0;
  let size = 0;
  let refusal: Unreadable | undefined;
  const chunks: Uint8Array[] = [];
  let whole = false;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > READ_LIMITS.zipEntries) refusal ??= new Unreadable('tooDeep');
    if (file.name !== 'pass.json' || chunks.length > 0 || refusal) return;
    file.ondata = (error, chunk, final) => {
      if (error) refusal ??= new Unreadable('damaged');
      size += chunk.length;
      if (size > PASS_JSON_BYTES) {
        refusal ??= new Unreadable('tooLarge');
        file.terminate();
        return;
      }
      chunks.push(chunk);
      whole ||= final;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < bytes.length && !refusal; at += STEP_BYTES) {
      unzip.push(bytes.subarray(at, at + STEP_BYTES), at + STEP_BYTES >= bytes.length);
    }
  } catch {
    refusal ??= new Unreadable('damaged');
  }
  if (refusal) throw refusal;
  if (!whole) throw new Unreadable('damaged');
  const pass = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    pass.set(chunk, offset);
    offset += chunk.length;
  }
  return pass;
}

/** A location of the semantic tags ({ latitude, longitude }) as a place named `name`. */
function placeOf(name: string, code: string, location: unknown): BookingPlace | null {
  const airport = code ? airportOf(code) : undefined;
  if (airport) return airportPlace(airport, name);
  const at = thing(location);
  const lat = typeof at?.['latitude'] === 'number' ? at['latitude'] : null;
  const lon = typeof at?.['longitude'] === 'number' ? at['longitude'] : null;
  const valid = lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  if (!name && !code) return null;
  return { name: name || code, code, lat: valid ? lat : null, lon: valid ? lon : null };
}

/** Every field of a pass's style, with the semantic tags each may carry. */
function fieldsOf(style: Thing | undefined): Thing[] {
  return ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields']
    .flatMap((key) => (Array.isArray(style?.[key]) ? (style[key] as unknown[]) : []))
    .map(thing)
    .filter((field): field is Thing => field !== undefined)
    .slice(0, 200);
}

const KINDS: Record<string, BookingKind> = {
  PKTransitTypeAir: 'flight',
  PKTransitTypeTrain: 'train',
  PKTransitTypeBus: 'bus',
  PKTransitTypeBoat: 'ferry',
};

/** The semantic tags of the pass and of its fields, the pass's own winning. */
function semanticsOf(pass: Thing, fields: Thing[]): Thing {
  const merged: Thing = {};
  for (const field of fields) Object.assign(merged, thing(field['semantics']));
  return Object.assign(merged, thing(pass['semantics']));
}

/** The transport a pass's semantic tags (or, lacking them, its origin and destination fields) describe. */
function segmentOf(kind: BookingKind, tags: Thing, fields: Thing[], token: string): BookingSegment {
  const value = (key: string) => text(fields.find((field) => field['key'] === key)?.['value']);
  const fromCode = text(tags['departureAirportCode']) || (kind === 'flight' ? value('origin') : '');
  const toCode = text(tags['destinationAirportCode']) || (kind === 'flight' ? value('destination') : '');
  const from = placeOf(
    text(tags['departureAirportName']) ||
      text(tags['departureStationName']) ||
      (kind === 'flight' ? '' : value('origin')),
    fromCode,
    tags['departureLocation'],
  );
  const to = placeOf(
    text(tags['destinationAirportName']) ||
      text(tags['destinationStationName']) ||
      (kind === 'flight' ? '' : value('destination')),
    toCode,
    tags['destinationLocation'],
  );
  const fromZone = zoneOfPlace(from, airportOf(fromCode)?.zone ?? text(tags['departureLocationTimeZone']));
  const toZone = zoneOfPlace(to, airportOf(toCode)?.zone ?? text(tags['destinationLocationTimeZone']));
  const seat = thing(Array.isArray(tags['seats']) ? (tags['seats'] as unknown[])[0] : undefined);
  return {
    from,
    to,
    departure: timeAt(text(tags['currentDepartureDate']) || text(tags['originalDepartureDate']), fromZone),
    arrival: timeAt(text(tags['currentArrivalDate']) || text(tags['originalArrivalDate']), toZone),
    carrier: text(tags['airlineCode']) || text(tags['transitProvider']),
    number: text(tags['flightNumber']) || text(tags['vehicleNumber']),
    seat: `${text(seat?.['seatRow'])}${text(seat?.['seatNumber'])}`,
    ticketToken: token,
  };
}

/** The pass's barcode messages, the newer `barcodes` list first. */
function barcodeMessages(pass: Thing): string[] {
  const barcodes = Array.isArray(pass['barcodes']) ? (pass['barcodes'] as unknown[]).slice(0, 10) : [];
  return [...barcodes, pass['barcode']].map((code) => text(thing(code)?.['message'])).filter(Boolean);
}

/** The booking of a pass.json's values, or none for a pass that is no booking (a coupon, a store card). */
export function draftOfPass(pass: Thing, reference: Date): BookingDraft | undefined {
  const boarding = thing(pass['boardingPass']);
  const event = thing(pass['eventTicket']);
  const style = boarding ?? event;
  if (!style) return undefined;
  const fields = fieldsOf(style);
  const tags = semanticsOf(pass, fields);
  const relevant = Date.parse(text(pass['relevantDate']));
  const passDate = Number.isNaN(relevant) ? reference : new Date(relevant);
  const messages = barcodeMessages(pass);
  const totalPrice = thing(tags['totalPrice']);
  const currency = text(totalPrice?.['currencyCode']).toUpperCase();
  const amount = /^[A-Z]{3}$/.test(currency) ? minorUnits(text(totalPrice?.['amount']), currency) : undefined;
  const price = amount === undefined ? null : { amount, currency };
  const reference_ = text(tags['confirmationNumber']);

  const barcoded = messages.flatMap((message) => findBoardingPasses(message, passDate))[0];
  if (boarding && barcoded) {
    const semantic = segmentOf('flight', tags, fields, barcoded.segments[0]?.ticketToken ?? '');
    const [first, ...rest] = barcoded.segments;
    const segments = first
      ? [
          {
            ...first,
            departure: semantic.departure ?? first.departure,
            arrival: semantic.arrival,
            seat: first.seat || semantic.seat,
          },
          ...rest,
        ]
      : [];
    return {
      ...barcoded,
      segments,
      provider: text(pass['organizationName']) || barcoded.provider,
      price,
      source: 'pkpass',
    };
  }
  const draft: BookingDraft = {
    kind: 'other',
    title: text(tags['eventName']) || text(pass['description']) || text(pass['organizationName']),
    reference: reference_,
    provider: text(pass['organizationName']),
    status: 'confirmed',
    segments: [],
    place: null,
    checkIn: null,
    checkOut: null,
    start: null,
    end: null,
    price,
    source: 'pkpass',
  };
  if (boarding) {
    const kind = KINDS[text(boarding['transitType'])] ?? 'other';
    const segment = segmentOf(kind === 'other' ? 'train' : kind, tags, fields, messages[0] ?? '');
    if (!segment.from && !segment.to) return undefined;
    const route = [segment.from?.code || segment.from?.name, segment.to?.code || segment.to?.name].filter(
      Boolean,
    );
    const label = `${segment.carrier} ${segment.number}`.trim();
    return {
      ...draft,
      kind,
      title: [label, route.join(' → ')].filter(Boolean).join(' '),
      segments: [segment],
    };
  }
  const venue = placeOf(text(tags['venueName']), '', tags['venueLocation']);
  const zone = zoneOfPlace(venue);
  const start = timeAt(text(tags['eventStartDate']) || text(pass['relevantDate']), zone);
  if (!start && !venue) return undefined;
  return { ...draft, kind: 'event', place: venue, start, end: timeAt(text(tags['eventEndDate']), zone) };
}

/** The booking of a .pkpass file's bytes; refuses (Unreadable) an archive past the bounds or without a pass. */
export function readPkpass(bytes: Uint8Array, reference: Date): BookingDraft[] {
  let values: unknown[];
  try {
    values = parseTolerantJson(new TextDecoder('utf-8').decode(passJsonOf(bytes)));
  } catch (error) {
    if (error instanceof BrokenJson) throw new Unreadable('damaged');
    throw error;
  }
  const pass = thing(values[0]);
  if (!pass) throw new Unreadable('damaged');
  const draft = draftOfPass(pass, reference);
  return draft ? [draft] : [];
}
