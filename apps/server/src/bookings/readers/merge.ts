import type { BookingDraft, BookingSegment } from '@wayfarer/core';

/*
 * A booking imported twice is one booking: the same confirmation mail forwarded again, its PDF beside it,
 * or the boarding pass of a flight already booked. Merging fills what the booking lacks and adds legs it
 * does not have; a value already there stays (a member may have corrected it), and nothing is doubled.
 */

const normal = (text: string): string => text.trim().toUpperCase().replace(/\s+/g, '');
const flightNumber = (number: string): string => normal(number).replace(/^0+(?=\d)/, '');

/** Whether two legs are the same: carrier, number and origin agree, and their days where both have one. */
export function sameSegment(one: BookingSegment, other: BookingSegment): boolean {
  const oneDay = one.departure?.local.slice(0, 10);
  const otherDay = other.departure?.local.slice(0, 10);
  const from = (segment: BookingSegment) => normal(segment.from?.code || segment.from?.name || '');
  return (
    normal(one.carrier) === normal(other.carrier) &&
    flightNumber(one.number) === flightNumber(other.number) &&
    from(one) === from(other) &&
    (oneDay === undefined || otherDay === undefined || oneDay === otherDay)
  );
}

const isPass = (draft: BookingDraft): boolean => draft.source === 'barcode' || draft.source === 'pkpass';

/**
 * Whether a draft is an existing booking again: the same kind and reference and the same first leg
 * (or both without legs), or a boarding pass of one of a flight booking's legs.
 */
export function draftMatches(existing: BookingDraft, draft: BookingDraft): boolean {
  if (existing.kind !== draft.kind) return false;
  const [existingFirst] = existing.segments;
  const [draftFirst] = draft.segments;
  const reference = normal(existing.reference);
  if (reference && reference === normal(draft.reference)) {
    if (!existingFirst || !draftFirst) return !existingFirst && !draftFirst;
    return sameSegment(existingFirst, draftFirst);
  }
  return (
    existing.kind === 'flight' &&
    isPass(draft) &&
    draftFirst !== undefined &&
    existing.segments.some((segment) => sameSegment(segment, draftFirst))
  );
}

/** A value where there is one, else the other's. */
const filled = <T>(kept: T, offered: T): T => (kept === null || kept === '' ? offered : kept);

function mergeSegment(kept: BookingSegment, offered: BookingSegment): BookingSegment {
  return {
    from: filled(kept.from, offered.from),
    to: filled(kept.to, offered.to),
    // A pass names its day only, at midnight: a real hour from the booking wins over it.
    departure:
      kept.departure && !kept.departure.local.endsWith('T00:00')
        ? kept.departure
        : (offered.departure ?? kept.departure),
    arrival: filled(kept.arrival, offered.arrival),
    carrier: filled(kept.carrier, offered.carrier),
    number: filled(kept.number, offered.number),
    seat: filled(kept.seat, offered.seat),
    ticketToken: filled(kept.ticketToken, offered.ticketToken),
  };
}

/** Legs in the order they leave, those without a time kept where they are. */
const byDeparture = (segments: BookingSegment[]): BookingSegment[] =>
  segments
    .map((segment, index) => ({ segment, index }))
    .sort((one, other) => {
      const oneAt = one.segment.departure?.local;
      const otherAt = other.segment.departure?.local;
      return oneAt && otherAt && oneAt !== otherAt ? (oneAt < otherAt ? -1 : 1) : one.index - other.index;
    })
    .map(({ segment }) => segment);

/** An existing booking with a draft of it merged in: its gaps filled, its legs completed, none doubled. */
export function mergeDraft<T extends BookingDraft>(existing: T, draft: BookingDraft): T {
  const segments = [...existing.segments];
  for (const offered of draft.segments) {
    const at = segments.findIndex((segment) => sameSegment(segment, offered));
    const kept = segments[at];
    if (kept) segments[at] = mergeSegment(kept, offered);
    else segments.push(offered);
  }
  return {
    ...existing,
    title: filled(existing.title, draft.title),
    reference: filled(existing.reference, draft.reference),
    provider: filled(existing.provider, draft.provider),
    // A cancellation read later is news: it wins over the confirmation kept.
    status: draft.status === 'cancelled' ? 'cancelled' : existing.status,
    segments: byDeparture(segments),
    place: filled(existing.place, draft.place),
    checkIn: filled(existing.checkIn, draft.checkIn),
    checkOut: filled(existing.checkOut, draft.checkOut),
    start: filled(existing.start, draft.start),
    end: filled(existing.end, draft.end),
    price: filled(existing.price, draft.price),
  };
}

/**
 * The drafts of one file, each booking once: a mail's JSON-LD and its Microdata of one reservation, and a
 * reservation written leg by leg (Gmail's markup: one FlightReservation per flight, one reference) fold
 * into one draft.
 */
export function foldDrafts(drafts: BookingDraft[]): BookingDraft[] {
  const folded: BookingDraft[] = [];
  for (const draft of drafts) {
    const reference = normal(draft.reference);
    const at = folded.findIndex(
      (kept) =>
        draftMatches(kept, draft) ||
        (reference !== '' &&
          kept.kind === draft.kind &&
          normal(kept.reference) === reference &&
          draft.segments.length > 0),
    );
    const kept = folded[at];
    if (kept) folded[at] = mergeDraft(kept, draft);
    else folded.push(draft);
  }
  return folded;
}
