import { instantOf, type ZonedTime } from '@wayfarer/core';
import { find, setCache } from 'geo-tz';

/*
 * An item's zone is its place's, looked up from the place's coordinates here on the server with geo-tz:
 * its zones' borders are OpenStreetMap's, exact at a border town where a lighter lookup guesses (San
 * Ysidro is Los Angeles' time, not Tijuana's). Its data stay on disk, each area's borders read when a
 * lookup first needs them (docs/itinerary.md).
 */

/**
 * The areas whose borders stay decoded in memory, the last looked up: geo-tz keeps every one it read,
 * and a server whose trips span the world would hold them all (some 140 MB). An area read again costs
 * well under a millisecond.
 */
const AREAS_KEPT = 64;

const areas = new Map<string, unknown>();
setCache({
  store: {
    get(key: string) {
      const area = areas.get(key);
      if (area !== undefined) {
        areas.delete(key);
        areas.set(key, area);
      }
      return area;
    },
    set(key: string, area: unknown) {
      areas.set(key, area);
      const oldest = areas.keys().next();
      if (areas.size > AREAS_KEPT && !oldest.done) areas.delete(oldest.value);
    },
  },
});

/** The IANA zone at a point: on land the country's or region's, at sea the nautical zone (Etc/GMT±n). */
export function zoneAt({ lat, lon }: { lat: number; lon: number }): string {
  const [zone] = find(lat, lon);
  return zone ?? 'UTC';
}

/** A time as stored: its wall time, its zone, the instant they name, and whether a person chose the zone. */
export interface StoredTime {
  local: string;
  zone: string;
  at: Date;
  zoneChosen: boolean;
}

/**
 * A time sent, as stored: in the zone sent with it (a person's choice), else in `placeZone` (the zone of
 * its place, or of the trip's destination when it has none).
 */
export function storedTime(
  { local, zone }: { local: string; zone?: string | undefined },
  placeZone: string,
): StoredTime {
  const zoned: ZonedTime = { local, zone: zone ?? placeZone };
  return { ...zoned, at: new Date(instantOf(zoned)), zoneChosen: zone !== undefined };
}
