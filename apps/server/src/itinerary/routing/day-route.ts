import type { FeedSource, TransportMode } from '@wayfarer/core';
import { greatCircle, type Point, type Position } from './great-circle';
import { estimatedSeconds, PROFILE_OF, WALKING_LIMIT_METRES, type RoutingProfile } from './modes';

/**
 * One point of a day, in the day's order. A transport with both ends placed comes as two stops of the same
 * item, its start then its end, `mode` its own; another stop's `mode`, when given, is how one comes to it.
 */
export interface Stop {
  itemId: string;
  kind: 'place' | 'stay' | 'transport';
  mode?: TransportMode;
  lat: number;
  lon: number;
}

export interface LineString {
  type: 'LineString';
  coordinates: Position[];
}

/** The way between two consecutive stops: routed on the road network, or a straight line estimated by mode. */
export interface Leg {
  fromItemId: string;
  toItemId: string;
  mode: TransportMode;
  distanceMeters: number;
  durationSeconds: number;
  geometry: LineString;
  source: 'routing' | 'straight';
}

/** A leg as the routing server gave it. */
export interface RoutedLeg {
  distanceMeters: number;
  durationSeconds: number;
  coordinates: Position[];
}

/** How a day's legs are routed: the fetch and the cache behind it are the caller's. */
export interface LegRouter {
  /** Whom routed legs come from, credited wherever they are shown. */
  sources: FeedSource[];
  /**
   * The legs along the points in order, one fewer than the points; null when routing is off, slow, down,
   * or finds no way (the legs are then drawn straight).
   */
  route(profile: RoutingProfile, points: Point[]): Promise<RoutedLeg[] | null>;
}

export interface DayRoute {
  legs: Leg[];
  /** The router's sources when a leg was routed, none when every leg is a straight line. */
  sources: FeedSource[];
}

/** Legs one request routes at most: a long day is asked in parts, each a cache key of bounded length. */
export const MAX_LEGS_PER_REQUEST = 24;

/**
 * The day's way, stop to stop: a stay starts the day when no transport comes before it in the day's order,
 * and ends it when none comes after it (the night's lodging on either side of a city day; the hotel left
 * before a flight, or reached after one). Stays in between are not stops of their own.
 */
export function dayPath(stops: readonly Stop[]): Stop[] {
  const stays = stops.filter(({ kind }) => kind === 'stay');
  const others = stops.filter(({ kind }) => kind !== 'stay');
  const first = stays[0];
  const last = stays.at(-1);
  if (!first || !last) return others;
  const indexOf = (stop: Stop) => stops.indexOf(stop);
  const transports = stops.flatMap((stop, index) => (stop.kind === 'transport' ? [index] : []));
  const startsDay = transports.every((index) => index > indexOf(first));
  const endsDay = transports.every((index) => index < indexOf(last));
  return [...(startsDay ? [first] : []), ...others, ...(endsDay ? [last] : [])];
}

interface PlannedLeg {
  from: Stop;
  to: Stop;
  mode: TransportMode;
}

/** The mode of the way from one stop to the next (see Stop): a transport's own, the one given, or by distance. */
function modeOf(from: Stop, to: Stop): TransportMode {
  if (from.kind === 'transport' && from.itemId === to.itemId) return from.mode ?? 'other';
  if (to.kind !== 'transport' && to.mode) return to.mode;
  return greatCircle(from, to).distanceMeters <= WALKING_LIMIT_METRES ? 'walk' : 'car';
}

function plannedLegs(path: readonly Stop[]): PlannedLeg[] {
  const legs: PlannedLeg[] = [];
  let from = path[0];
  for (const to of path.slice(1)) {
    // A stay that both starts and ends a day with nothing else in it is no way at all.
    if (from && (from.itemId !== to.itemId || from.kind === 'transport')) {
      legs.push({ from, to, mode: modeOf(from, to) });
    }
    from = to;
  }
  return legs;
}

interface Run {
  profile: RoutingProfile;
  /** The legs' ends in order: the first leg's start, then each leg's end. */
  points: Stop[];
  legs: PlannedLeg[];
}

/** Consecutive legs of one profile, each leg starting where the one before it ended: one request each. */
function runsOf(legs: readonly PlannedLeg[]): Run[] {
  const runs: Run[] = [];
  for (const leg of legs) {
    const profile = PROFILE_OF[leg.mode];
    if (!profile) continue;
    const run = runs.at(-1);
    const chained = run?.legs.at(-1)?.to === leg.from;
    if (run && run.profile === profile && chained && run.legs.length < MAX_LEGS_PER_REQUEST) {
      run.legs.push(leg);
      run.points.push(leg.to);
    } else {
      runs.push({ profile, points: [leg.from, leg.to], legs: [leg] });
    }
  }
  return runs;
}

function straightLeg({ from, to, mode }: PlannedLeg): Leg {
  const { coordinates, distanceMeters } = greatCircle(from, to);
  return {
    fromItemId: from.itemId,
    toItemId: to.itemId,
    mode,
    distanceMeters,
    durationSeconds: estimatedSeconds(mode, distanceMeters),
    geometry: { type: 'LineString', coordinates },
    source: 'straight',
  };
}

function routedLeg({ from, to, mode }: PlannedLeg, routed: RoutedLeg): Leg {
  return {
    fromItemId: from.itemId,
    toItemId: to.itemId,
    mode,
    distanceMeters: Math.round(routed.distanceMeters),
    durationSeconds: Math.round(routed.durationSeconds),
    geometry: { type: 'LineString', coordinates: routed.coordinates },
    source: 'routing',
  };
}

/**
 * The legs between a day's consecutive stops, in order. Each run of legs on one routing profile is asked
 * of the router at once (the runs together, which the router spaces as its server asks); a run the router
 * cannot answer, and every leg no profile routes (flights, trains, ferries), is a straight line — a great
 * circle — timed by its mode.
 */
export async function dayRoute(stops: readonly Stop[], router: LegRouter): Promise<DayRoute> {
  const planned = plannedLegs(dayPath(stops));
  const runs = runsOf(planned);
  const answers = await Promise.all(runs.map(({ profile, points }) => router.route(profile, points)));
  const routed = new Map<PlannedLeg, RoutedLeg>();
  runs.forEach(({ legs }, index) => {
    const answer = answers[index];
    if (answer?.length !== legs.length) return;
    legs.forEach((leg, legIndex) => {
      const routedLegOf = answer[legIndex];
      if (routedLegOf) routed.set(leg, routedLegOf);
    });
  });
  const legs = planned.map((leg) => {
    const answer = routed.get(leg);
    return answer ? routedLeg(leg, answer) : straightLeg(leg);
  });
  return { legs, sources: routed.size > 0 ? router.sources : [] };
}
