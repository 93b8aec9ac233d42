import type { BookingDraft, BookingSegment } from '@wayfarer/core';
import { decode, type Leg } from 'bcbp';
import { airportOf, airportPlace } from './airports';

/*
 * IATA boarding-pass barcodes (BCBP, Resolution 792), as text: the string an Aztec or PDF417 code holds,
 * pasted, in a pass's barcode message or a mail's text. The `bcbp` package reads the fixed-width layout;
 * its answers are checked field by field here, as it reads any text at all. A pass names the flight's day
 * only as the day of its year: the year is the first that puts it no earlier than the day before the
 * reference date the caller gives (the mail's or the pass's date), as a pass is issued before its flight.
 */

/** The mandatory first leg of the layout: format code M, legs, name, e-ticket flag, then the leg's fields. */
const FIRST_LEG =
  /M[1-4].{20}[E ][A-Z0-9 ]{7}[A-Z]{3}[A-Z]{3}[A-Z0-9 ]{3}[0-9]{3,4}[A-Z ]?[0-9 ]{3}[A-Z ][0-9A-Z ]{4}[0-9A-Z ]{5}./;

const DAY_MS = 86_400_000;

/** The day a flight of this day-of-year leaves, 'YYYY-MM-DD', the first not before the reference's eve. */
export function flightDay(dayOfYear: number, reference: Date): string | undefined {
  if (!Number.isInteger(dayOfYear) || dayOfYear < 1 || dayOfYear > 366 || Number.isNaN(+reference))
    return undefined;
  const eve = Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate()) - DAY_MS;
  for (let year = reference.getUTCFullYear() - 1; year <= reference.getUTCFullYear() + 2; year += 1) {
    const day = new Date(Date.UTC(year, 0, dayOfYear));
    // Day 366 of a year that has 365 rolls into the next year: it is no day of this one.
    if (day.getUTCFullYear() === year && +day >= eve) return day.toISOString().slice(0, 10);
  }
  return undefined;
}

const cleanNumber = (number: string): string => number.trim().replace(/^0+(?=\d)/, '');
const cleanSeat = (seat: string): string => seat.trim().replace(/^0+(?=\d)/, '');

function segmentOf(leg: Leg, raw: string, reference: Date, token: string): BookingSegment | undefined {
  const from = airportOf(leg.departureAirport ?? '');
  const to = airportOf(leg.arrivalAirport ?? '');
  const carrier = (leg.operatingCarrierDesignator ?? '').trim();
  const number = cleanNumber(leg.flightNumber ?? '');
  if (!/^[A-Z0-9]{2,3}$/.test(carrier) || !/^\d{1,4}[A-Z]?$/.test(number)) return undefined;
  if (!/^[A-Z]{3}$/.test(leg.departureAirport ?? '') || !/^[A-Z]{3}$/.test(leg.arrivalAirport ?? ''))
    return undefined;
  const day = flightDay(Number(raw), reference);
  return {
    from: from
      ? airportPlace(from)
      : { name: leg.departureAirport ?? '', code: leg.departureAirport ?? '', lat: null, lon: null },
    to: to
      ? airportPlace(to)
      : { name: leg.arrivalAirport ?? '', code: leg.arrivalAirport ?? '', lat: null, lon: null },
    // A pass names the day, never the hour: its midnight, in the airport's zone.
    departure: day ? { local: `${day}T00:00`, zone: from?.zone ?? '' } : null,
    arrival: null,
    carrier,
    number,
    seat: cleanSeat(leg.seatNumber ?? ''),
    ticketToken: token,
  };
}

/** The day-of-year fields of each leg, as written: bcbp gives dates in a year of its own choosing. */
function julianDays(text: string, legs: number): string[] {
  const days: string[] = [];
  let at = 23;
  for (let leg = 0; leg < legs && at + 37 <= text.length; leg += 1) {
    days.push(text.slice(at + 21, at + 24));
    const conditional = parseInt(text.slice(at + 35, at + 37), 16);
    at += 37 + (Number.isNaN(conditional) ? 0 : conditional);
  }
  return days;
}

/** A boarding pass's booking, or none for text that is not a BCBP string. */
export function readBoardingPass(text: string, reference: Date): BookingDraft | undefined {
  const token = text.trim().slice(0, 2000);
  if (!FIRST_LEG.test(token.slice(0, 60)) || !token.startsWith('M')) return undefined;
  let legs: Leg[];
  try {
    legs = decode(token).data?.legs ?? [];
  } catch {
    return undefined;
  }
  const days = julianDays(token, legs.length);
  const segments = legs
    .map((leg, index) => segmentOf(leg, days[index] ?? '', reference, token))
    .filter((segment): segment is BookingSegment => segment !== undefined);
  const first = segments[0];
  if (!first) return undefined;
  const last = segments[segments.length - 1] ?? first;
  return {
    kind: 'flight',
    title: `${first.carrier} ${first.number} ${first.from?.code ?? ''} → ${last.to?.code ?? ''}`,
    reference: (legs[0]?.operatingCarrierPNR ?? '').trim(),
    provider: first.carrier,
    status: 'confirmed',
    segments,
    place: null,
    checkIn: null,
    checkOut: null,
    start: null,
    end: null,
    price: null,
    source: 'barcode',
  };
}

/**
 * A one-leg BCBP string whose runs of spaces a PDF's text (or a mail client) collapsed to one, laid out
 * again at its fixed widths; none for text that does not read as one.
 */
const COLLAPSED =
  /^M1(\S.{0,19}?) ?([E ])([A-Z0-9]{5,7}) ?([A-Z]{3})([A-Z]{3})([A-Z0-9]{2,3}) ?(\d{1,4}[A-Z]?) ?(\d{3})([A-Z])([0-9A-Z]{3,4}) ?(\d{1,5}[A-Z]?) ?([0-9A-Z])([0-9A-F]{2}.*)$/;

export function relaidBoardingPass(line: string): string | undefined {
  const match = COLLAPSED.exec(line.trim());
  if (!match) return undefined;
  const [
    ,
    name = '',
    ticket = '',
    pnr = '',
    from = '',
    to = '',
    carrier = '',
    flight = '',
    day = '',
    compartment = '',
    seat = '',
    sequence = '',
    status = '',
    rest = '',
  ] = match;
  const digits = flight.replace(/[A-Z]$/, '');
  const suffix = flight.slice(digits.length) || ' ';
  return [
    'M1',
    name.padEnd(20),
    ticket,
    pnr.padEnd(7),
    from,
    to,
    carrier.padEnd(3),
    digits.padStart(4, '0'),
    suffix,
    day,
    compartment,
    seat.padStart(4, '0'),
    sequence.padEnd(5),
    status,
    rest,
  ].join('');
}

/** Every BCBP string inside a text (a mail's body, a PDF's text), each on a line of its own. */
export function findBoardingPasses(text: string, reference: Date): BookingDraft[] {
  const drafts: BookingDraft[] = [];
  for (const line of text.split(/\r?\n/).slice(0, 100_000)) {
    const at = line.search(/M[1-4]/);
    if (at < 0 || line.length - at < 40 || drafts.length >= 20) continue;
    const relaid = relaidBoardingPass(line.slice(at));
    const draft =
      readBoardingPass(line.slice(at), reference) ??
      (relaid ? readBoardingPass(relaid, reference) : undefined);
    if (draft) drafts.push(draft);
  }
  return drafts;
}
