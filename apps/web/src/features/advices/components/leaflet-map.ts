import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png?no-inline';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png?no-inline';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png?no-inline';

/*
 * Leaflet itself, loaded only when a map shows (place-map.tsx imports this module dynamically), so it
 * lands in its own chunk. The marker pictures ship with the app through Vite, as files of our own
 * (?no-inline: not data: URLs, so a strict img-src policy still allows them): Leaflet's default icon
 * guesses their path from its CSS, which breaks once bundled.
 */

const placeIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

export interface PlaceMapOptions {
  lat: number;
  lon: number;
  zoom: number;
  /** The marker's alternative text. */
  name: string;
  /** Leaflet's URL template and the provider's HTML credit; none draws the marker on a blank map. */
  tiles: { urlTemplate: string; attribution: string } | null;
  reducedMotion: boolean;
}

/** Draws a map centred on a place with one marker; answers the function that removes it. */
export function drawPlaceMap(container: HTMLElement, options: PlaceMapOptions): () => void {
  const { lat, lon, zoom, name, tiles, reducedMotion } = options;
  const map = L.map(container, {
    center: [lat, lon],
    zoom,
    // Inside a scrolling modal the wheel scrolls the modal; the buttons and keys still zoom.
    scrollWheelZoom: false,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
  });
  if (tiles) {
    L.tileLayer(tiles.urlTemplate, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  }
  L.marker([lat, lon], {
    icon: placeIcon,
    alt: name,
    title: name,
    keyboard: false,
    interactive: false,
  }).addTo(map);

  // The modal may still be settling when the map is drawn, and a phone may turn: keep the tiles in step.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  return () => {
    resize.disconnect();
    map.remove();
  };
}
