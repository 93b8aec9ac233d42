import type { TransportMode } from '@wayfarer/core';

/** The routing server's profiles: one road network each, weighted for who travels it. */
export type RoutingProfile = 'foot' | 'bike' | 'car';

/**
 * The profile a mode is routed on, or none: a flight flies a great circle; a train follows rails that no
 * road profile knows; a ferry crosses water, where car routing would send it round by land or find no way
 * at all, so it goes straight too. Walking is routed on foot, never on car times (TREK #911).
 */
export const PROFILE_OF: Record<TransportMode, RoutingProfile | null> = {
  walk: 'foot',
  bike: 'bike',
  car: 'car',
  bus: 'car',
  other: 'car',
  flight: null,
  train: null,
  ferry: null,
};

interface Estimate {
  /** Average speed over the ground actually travelled. */
  kmPerHour: number;
  /** How much longer the way is than the straight line (streets, tracks); 1 for a flight or a crossing. */
  detour: number;
  /** Time spent whatever the distance: a flight's taxi, climb and descent. */
  fixedMinutes: number;
}

/**
 * What a straight line's duration is estimated with, by mode: typical door-to-door speeds, and the ratio
 * of a street network's way to the crow's flight (about 1.3 in cities).
 */
const ESTIMATES: Record<TransportMode, Estimate> = {
  walk: { kmPerHour: 5, detour: 1.3, fixedMinutes: 0 },
  bike: { kmPerHour: 15, detour: 1.3, fixedMinutes: 0 },
  car: { kmPerHour: 50, detour: 1.3, fixedMinutes: 0 },
  bus: { kmPerHour: 30, detour: 1.3, fixedMinutes: 0 },
  other: { kmPerHour: 40, detour: 1.3, fixedMinutes: 0 },
  train: { kmPerHour: 90, detour: 1.2, fixedMinutes: 0 },
  ferry: { kmPerHour: 30, detour: 1, fixedMinutes: 0 },
  flight: { kmPerHour: 800, detour: 1, fixedMinutes: 30 },
};

/** A duration in seconds for a straight line of this length, travelled this way. */
export function estimatedSeconds(mode: TransportMode, straightMeters: number): number {
  const { kmPerHour, detour, fixedMinutes } = ESTIMATES[mode];
  const travelled = straightMeters > 0 ? fixedMinutes * 60 : 0;
  return Math.round(travelled + (straightMeters * detour) / ((kmPerHour * 1000) / 3600));
}

/**
 * Between two places the itinerary gives no mode: within this straight distance (about 25 minutes on
 * foot) people walk, beyond it they take a car, a taxi or a bus, which the car profile times.
 */
export const WALKING_LIMIT_METRES = 2000;
