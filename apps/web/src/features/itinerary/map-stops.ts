import type { Itinerary, ItineraryItem, ItineraryPlace } from '@wayfarer/core';

/*
 * What the map draws of each day: its stops numbered in the day's order, in the day's colour, and the
 * line through its places in that order (a transport's two ends on it, unnumbered: it goes, it stops
 * nowhere).
 */

/**
 * The days' colours, in turn: dark enough that a white number on them reads at 4.5:1, and apart enough
 * that two days next to each other on the map are told apart.
 */
const DAY_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7e22ce', '#c2410c', '#0f766e', '#a21caf', '#4d7c0f'];

export const dayColour = (index: number): string => DAY_COLOURS[index % DAY_COLOURS.length] ?? '#1d4ed8';

export interface MapStop {
  itemId: string;
  number: number;
  title: string;
  lat: number;
  lon: number;
}

export interface MapDay {
  dayId: string;
  colour: string;
  label: string;
  stops: MapStop[];
  /** The line of the day, from its first place to its last, in order. */
  path: [number, number][];
  /** What the map draws of it: the legs the server routed, else the straight line of `path`. */
  lines: [number, number][][];
}

const point = (place: ItineraryPlace): [number, number] => [place.lat, place.lon];

/** Where an item stops on the map: its place; a transport stops nowhere, it only goes. */
export const stopPlaceOf = (item: ItineraryItem): ItineraryPlace | null =>
  item.kind === 'transport' ? null : item.place;

/** The number of each item that stops somewhere, 1 to n in its day's order. */
export function stopNumbers(items: readonly ItineraryItem[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const item of items) if (stopPlaceOf(item)) numbers.set(item.id, numbers.size + 1);
  return numbers;
}

/** Each day as the map draws it, with the straight line of its places until its route is known. */
export function mapDaysOf(itinerary: Itinerary, labelOf: (index: number) => string): MapDay[] {
  return itinerary.days.map((day, index) => {
    const numbers = stopNumbers(day.items);
    const stops: MapStop[] = [];
    const path: [number, number][] = [];
    for (const item of day.items) {
      const place = stopPlaceOf(item);
      if (place) {
        stops.push({ itemId: item.id, number: numbers.get(item.id) ?? 0, title: item.title, ...place });
        path.push(point(place));
      } else if (item.kind === 'transport') {
        if (item.from) path.push(point(item.from));
        if (item.to) path.push(point(item.to));
      }
    }
    return { dayId: day.id, colour: dayColour(index), label: labelOf(index), stops, path, lines: [path] };
  });
}
