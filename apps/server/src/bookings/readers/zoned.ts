import type { BookingPlace, BookingTime } from '@wayfarer/core';
import { find } from 'geo-tz';

/*
 * Times as bookings write them: an ISO date-time with or without a UTC offset ('2027-03-04T20:15:00-08:00',
 * '2027-03-05T04:15Z'), or a day alone. The zone is the place's, from its coordinates, as the itinerary's
 * are: an offset names no zone (Lisbon and Lagos share one in winter). A time with an offset is the instant
 * it names, shown on the place's clock; one without is that clock's already. A time whose place has no
 * coordinates keeps its wall time as written and the zone '' (not read), left for the member who accepts
 * the draft.
 */

const DATE_TIME =
  /^\s*(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i;

/** The wall time of an ISO date or date-time, 'YYYY-MM-DDTHH:mm'; a day alone reads as its midnight. */
export function wallTimeOf(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, day, hours = '00', minutes = '00'] = match;
  const local = `${day}T${hours}:${minutes}`;
  const [year = 0, month = 0, date = 0] = (day ?? '').split('-').map(Number);
  const check = new Date(Date.UTC(year, month - 1, date));
  const real =
    check.getUTCMonth() === month - 1 && check.getUTCDate() === date && year >= 1970 && year <= 9999;
  return real && Number(hours) < 24 && Number(minutes) < 60 ? local : undefined;
}

/** The zone of a place, from its coordinates; '' for a place without them. */
export function zoneOfPlace(place: BookingPlace | null, known?: string): string {
  if (known) return known;
  if (!place || place.lat === null || place.lon === null) return '';
  // geo-tz as the itinerary reads it, through the cache of borders its time-zones module bounds.
  const [zone] = find(place.lat, place.lon);
  return zone ?? 'UTC';
}

/** Minutes east of UTC of an offset ('Z', '+05:30', '-0800'). */
function offsetMinutes(offset: string): number {
  if (/^z$/i.test(offset)) return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.replace(/[^\d]/g, '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/** The wall time an instant shows in a zone. */
export function wallTimeIn(instant: number, zone: string): string | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  } catch {
    return undefined;
  }
}

/** A booking's time from an ISO text at a place of the given zone, or null when the text is no time. */
export function timeAt(text: string, zone: string): BookingTime | null {
  const local = wallTimeOf(text);
  if (local === undefined) return null;
  const offset = DATE_TIME.exec(text)?.[4];
  if (!offset || !zone || local.length !== 16 || !/T\d/.test(text)) return { local, zone };
  const instant = Date.parse(`${local}:00Z`) - offsetMinutes(offset) * 60_000;
  const shown = wallTimeIn(instant, zone);
  return shown && wallTimeOf(shown) ? { local: shown, zone } : { local, zone };
}
