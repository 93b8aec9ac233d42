import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapDay } from '../map-stops';
import './itinerary-map.css';

/*
 * Leaflet itself, loaded only when the itinerary's map shows (itinerary-map.tsx imports this module
 * dynamically), so it lands in a chunk of its own. Every marker and line sits in one layer group and is
 * kept from one drawing to the next: a drawing moves, renumbers or recolours only the markers whose stop
 * changed, adds the new and removes the gone, so that a drag among 300 stops touches a handful of them.
 */

export interface ItineraryMapOptions {
  tiles: { urlTemplate: string; attribution: string } | null;
  reducedMotion: boolean;
  /** A click on the map, where the user may add a place; none for a reader who may not. */
  onPick: ((lat: number, lon: number) => void) | null;
}

export interface ItineraryMap {
  /** Draws the days (the selected one's stops framed, when it has some; all of them otherwise). */
  show(days: readonly MapDay[], selectedDayId: string | null, markerLabel: MarkerLabel): void;
  remove(): void;
}

export type MarkerLabel = (day: MapDay, number: number, title: string) => string;

interface DrawnMarker {
  marker: L.Marker;
  signature: string;
}

/** A stop's marker: its number on the day's colour (set through the DOM: the CSP allows no inline style). */
function numberedIcon(number: number, colour: string): L.DivIcon {
  const badge = document.createElement('span');
  badge.className = 'itinerary-marker__badge';
  badge.textContent = String(number);
  badge.style.backgroundColor = colour;
  return L.divIcon({ className: 'itinerary-marker', html: badge, iconSize: [28, 28], iconAnchor: [14, 14] });
}

const WORLD: L.LatLngBoundsExpression = [
  [-60, -170],
  [75, 170],
];

export function drawItineraryMap(container: HTMLElement, options: ItineraryMapOptions): ItineraryMap {
  const { tiles, reducedMotion, onPick } = options;
  const map = L.map(container, {
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
    // Lines drawn on a canvas: hundreds of them stay one element, not one SVG path each.
    preferCanvas: true,
  }).fitBounds(WORLD);
  if (tiles) L.tileLayer(tiles.urlTemplate, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  if (onPick) map.on('click', (event: L.LeafletMouseEvent) => onPick(event.latlng.lat, event.latlng.lng));

  const layer = L.layerGroup().addTo(map);
  const markers = new Map<string, DrawnMarker>();
  const lines = new Map<string, { line: L.Polyline; signature: string }>();
  let framed: string | null | undefined;

  function show(days: readonly MapDay[], selectedDayId: string | null, markerLabel: MarkerLabel) {
    const seen = new Set<string>();
    for (const day of days) {
      for (const stop of day.stops) {
        seen.add(stop.itemId);
        const label = markerLabel(day, stop.number, stop.title);
        const signature = `${stop.lat}|${stop.lon}|${stop.number}|${day.colour}|${label}`;
        const drawn = markers.get(stop.itemId);
        if (drawn?.signature === signature) continue;
        if (drawn) drawn.marker.remove();
        const marker = L.marker([stop.lat, stop.lon], {
          icon: numberedIcon(stop.number, day.colour),
          title: label,
          keyboard: false,
          interactive: false,
        });
        layer.addLayer(marker);
        // Named as a picture of its stop: the number alone, read out, would say nothing of the place.
        const element = marker.getElement();
        element?.setAttribute('role', 'img');
        element?.setAttribute('aria-label', label);
        element?.setAttribute('data-day', day.dayId);
        markers.set(stop.itemId, { marker, signature });
      }
      const lineSignature = `${day.colour}|${day.lines.map((line) => line.join(';')).join('/')}`;
      const drawnLine = lines.get(day.dayId);
      if (drawnLine?.signature === lineSignature) continue;
      const line =
        drawnLine?.line.setLatLngs(day.lines).setStyle({ color: day.colour }) ??
        L.polyline(day.lines, { color: day.colour, weight: 3, opacity: 0.8, interactive: false }).addTo(
          layer,
        );
      lines.set(day.dayId, { line, signature: lineSignature });
    }
    for (const [id, drawn] of markers) {
      if (seen.has(id)) continue;
      drawn.marker.remove();
      markers.delete(id);
    }
    const dayIds = new Set(days.map((day) => day.dayId));
    for (const [id, { line }] of lines) {
      if (dayIds.has(id)) continue;
      line.remove();
      lines.delete(id);
    }
    if (framed === selectedDayId) return;
    const selected = days.find((day) => day.dayId === selectedDayId);
    const points = (selected?.stops.length ? [selected] : days).flatMap((day) => [
      ...day.stops.map((stop): [number, number] => [stop.lat, stop.lon]),
      ...day.lines.flat(),
    ]);
    if (points.length === 0) return;
    framed = selectedDayId;
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15, animate: !reducedMotion });
  }

  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  return {
    show,
    remove() {
      resize.disconnect();
      map.remove();
    },
  };
}
