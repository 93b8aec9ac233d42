import type { FeedSource, ItineraryRoute } from '@wayfarer/core';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MapDay } from '../map-stops';

/** GET /trips/:tripId/itinerary/route?dayId=: the day's legs between its places, in order. */
export async function getDayRoute(tripId: string, dayId: string): Promise<ItineraryRoute> {
  return (await api.call('getItineraryRoute', { params: { tripId }, query: { dayId } })).data;
}

export interface DayRoutes {
  /** Each day's legs, as lines of [lat, lon], by its id: days still on their way, or not routed, have none. */
  lines: ReadonlyMap<string, [number, number][][]>;
  /** Whom the routed legs come from, to credit under the map. */
  sources: readonly FeedSource[];
}

/**
 * The routes of the days with a way to draw, each read once per shape of the day: the day's points are
 * in the key, so a change elsewhere asks for nothing, and a day's change asks for its own route again.
 */
export function useDayRoutes(tripId: string, days: readonly MapDay[]): DayRoutes {
  const routed = days.filter((day) => day.path.length >= 2);
  return useQueries({
    queries: routed.map((day) => ({
      queryKey: ['itinerary-route', tripId, day.dayId, day.path.join(';')],
      queryFn: () => getDayRoute(tripId, day.dayId),
      staleTime: Infinity,
      retry: false,
    })),
    combine: (answers) => {
      const lines = new Map<string, [number, number][][]>();
      const sources = new Map<string, FeedSource>();
      answers.forEach((answer, index) => {
        const day = routed[index];
        if (!day || !answer.data || answer.data.legs.length === 0) return;
        lines.set(
          day.dayId,
          answer.data.legs.map((leg) =>
            leg.geometry.coordinates.map(([lon, lat]): [number, number] => [lat, lon]),
          ),
        );
        for (const source of answer.data.sources) sources.set(source.url, source);
      });
      return { lines, sources: [...sources.values()] };
    },
  });
}
