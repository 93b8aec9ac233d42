const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine): exact enough within 10 km. */
export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The groups' items taking turns, each group in its own order: first of each, then second of each, …;
 * a group that runs out is skipped. One group alone comes back as it is.
 */
export function interleave<T>(groups: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...groups.map((group) => group.length));
  const merged: T[] = [];
  for (let rank = 0; rank < longest; rank++) {
    for (const group of groups) {
      const item = group[rank];
      if (item !== undefined) merged.push(item);
    }
  }
  return merged;
}
