import type { BookingDraft, BookingPlace, BookingTime } from '@wayfarer/core';
import ICAL from 'ical.js';
import { READ_LIMITS, type ReadBudget, Unreadable } from './limits';
import { wallTimeIn, wallTimeOf, zoneOfPlace } from './zoned';

/*
 * Calendar files (RFC 5545): each VEVENT a booking of kind 'event', with its summary, location, GEO and
 * times; a time in a TZID keeps its wall time and that zone, one in UTC is shown on its place's clock
 * (UTC where it has no place with coordinates), and a floating one keeps the zone '' (not read). ical.js
 * parses; it has no network and runs nothing. VTIMEZONE rules are not needed: zones are IANA's.
 */

const MAX_EVENTS = READ_LIMITS.jsonLdBlocks;

function placeOf(event: ICAL.Component): BookingPlace | null {
  const name = String(event.getFirstPropertyValue('location') ?? '')
    .trim()
    .slice(0, 500);
  const geo = event.getFirstPropertyValue('geo');
  const [lat = Number.NaN, lon = Number.NaN] = Array.isArray(geo) ? geo.map(Number) : [];
  const valid = Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  if (!name && !valid) return null;
  return { name, code: '', lat: valid ? lat : null, lon: valid ? lon : null };
}

function timeOf(event: ICAL.Component, name: string, placeZone: string): BookingTime | null {
  const property = event.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!(value instanceof ICAL.Time)) return null;
  const tzid = property?.getParameter('tzid');
  const zone = (typeof tzid === 'string' ? tzid : '') || value.zone?.tzid || '';
  if (zone === 'UTC' || zone === 'Z') {
    const shownIn = placeZone || 'UTC';
    const local = wallTimeIn(+value.toJSDate(), shownIn);
    return local && wallTimeOf(local) ? { local, zone: shownIn } : null;
  }
  const local = wallTimeOf(value.toString());
  if (!local) return null;
  return { local, zone: zone === 'floating' ? placeZone : zone || placeZone };
}

function draftOfEvent(event: ICAL.Component): BookingDraft {
  const place = placeOf(event);
  const zone = zoneOfPlace(place);
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return {
    kind: 'event',
    title: String(event.getFirstPropertyValue('summary') ?? '')
      .trim()
      .slice(0, 500),
    reference: '',
    provider: '',
    status: status === 'CANCELLED' ? 'cancelled' : 'confirmed',
    segments: [],
    place,
    checkIn: null,
    checkOut: null,
    start: timeOf(event, 'dtstart', zone),
    end: timeOf(event, 'dtend', zone),
    price: null,
    source: 'ics',
  };
}

/** The events of a calendar file's text; refuses (Unreadable) text that is no calendar. */
export function readCalendarFile(text: string, budget: ReadBudget): BookingDraft[] {
  let events: ICAL.Component[];
  try {
    events = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
  } catch {
    throw new Unreadable('damaged');
  }
  budget.check();
  const drafts: BookingDraft[] = [];
  let damaged = 0;
  for (const event of events.slice(0, MAX_EVENTS)) {
    budget.check();
    // ical.js reads a value when first asked for it: a broken one throws then, and its event is left out.
    try {
      drafts.push(draftOfEvent(event));
    } catch {
      damaged += 1;
    }
  }
  if (drafts.length === 0 && damaged > 0) throw new Unreadable('damaged');
  return drafts;
}
