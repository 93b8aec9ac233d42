import type { BookingPlace } from '@wayfarer/core';
import table from './airports.json' with { type: 'json' };

/*
 * The airports a booking names by IATA code: OurAirports' table (public domain), those with scheduled
 * service, each with the IANA zone of its coordinates, made by scripts/generate-airports.mjs and read
 * here with no network and no zone lookup.
 */

type Row = [name: string, city: string, lat: number, lon: number, zone: string];
const airports: Record<string, Row | undefined> = table as unknown as Record<string, Row>;

export interface Airport {
  code: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
  zone: string;
}

/** The airport of a three-letter IATA code, in any case; none for a code no scheduled airport holds. */
export function airportOf(code: string): Airport | undefined {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) return undefined;
  const row = airports[upper];
  if (!row) return undefined;
  const [name, city, lat, lon, zone] = row;
  return { code: upper, name, city, lat, lon, zone };
}

/** An airport as a booking's place, named by `name` when the booking gave one. */
export const airportPlace = (airport: Airport, name = ''): BookingPlace => ({
  name: name || airport.name,
  code: airport.code,
  lat: airport.lat,
  lon: airport.lon,
});
