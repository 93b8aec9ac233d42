import { ADVICE_MAP } from '@wayfarer/core';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n/language';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { usePublicConfig } from '@/lib/public-config';

interface PlaceMapProps {
  name: string;
  lat: number;
  lon: number;
}

/**
 * Spec section 2: a map 300 px high centred on the place at zoom 14, with one marker. Leaflet and its
 * styles download the first time a map shows; tiles and their credit come from the server's /config.
 */
export function PlaceMap({ name, lat, lon }: PlaceMapProps) {
  const t = useMessages().advices.map;
  const containerRef = useRef<HTMLDivElement>(null);
  const config = usePublicConfig();
  const [failed, setFailed] = useState(false);
  // Wait for /config so that the map is drawn once with its tiles; without it, draw the marker alone.
  const settled = config.isSuccess || config.isError;
  const urlTemplate = config.data?.map.tileUrlTemplate ?? null;
  const attribution = config.data?.map.tileAttribution ?? '';

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !settled) return;
    let cancelled = false;
    let removeMap: (() => void) | undefined;
    import('./leaflet-map').then(
      ({ drawPlaceMap }) => {
        if (cancelled) return;
        removeMap = drawPlaceMap(container, {
          lat,
          lon,
          zoom: ADVICE_MAP.zoom,
          name,
          tiles: urlTemplate ? { urlTemplate, attribution } : null,
          reducedMotion: prefersReducedMotion(),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      removeMap?.();
    };
  }, [settled, lat, lon, name, urlTemplate, attribution]);

  return (
    <div className="place-map">
      <div
        ref={containerRef}
        className="place-map__canvas"
        role="region"
        aria-label={t.label(name)}
        data-lat={lat}
        data-lon={lon}
        data-zoom={ADVICE_MAP.zoom}
        style={{ height: ADVICE_MAP.heightPx }}
      />
      {failed && (
        <p className="place-map__failed" role="status">
          {t.failed}
        </p>
      )}
    </div>
  );
}
