import type { FeedSource } from '@wayfarer/core';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n/language';
import { usePublicConfig } from '@/lib/public-config';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import type { MapDay } from '../map-stops';
import type { ItineraryMap as DrawnMap } from './itinerary-leaflet';

interface ItineraryMapProps {
  days: readonly MapDay[];
  /** Whom the routed legs come from: credited under the map. */
  routeSources: readonly FeedSource[];
  selectedDayId: string | null;
  /** A click on the map adds a place there; null for a reader who may not add. */
  onPick: ((lat: number, lon: number) => void) | null;
}

/**
 * The itinerary's map: Leaflet and its styles download with it, the first time it shows; tiles and
 * their credit come from the server's /config. The map is made once; each change of the days redraws
 * only the markers and lines that changed (itinerary-leaflet.ts).
 */
export function ItineraryMap({ days, routeSources, selectedDayId, onPick }: ItineraryMapProps) {
  const t = useMessages().itinerary.map;
  const containerRef = useRef<HTMLDivElement>(null);
  const config = usePublicConfig();
  const [drawn, setDrawn] = useState<DrawnMap | null>(null);
  const [failed, setFailed] = useState(false);
  const settled = config.isSuccess || config.isError;
  const urlTemplate = config.data?.map.tileUrlTemplate ?? null;
  const attribution = config.data?.map.tileAttribution ?? '';
  // Read by the map's click when it happens, so that the map is not made again when the handler changes.
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const canPick = onPick !== null;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !settled) return;
    let cancelled = false;
    let map: DrawnMap | undefined;
    import('./itinerary-leaflet').then(
      ({ drawItineraryMap }) => {
        if (cancelled) return;
        map = drawItineraryMap(container, {
          tiles: urlTemplate ? { urlTemplate, attribution } : null,
          reducedMotion: prefersReducedMotion(),
          onPick: canPick ? (lat, lon) => pick.current?.(lat, lon) : null,
        });
        setDrawn(map);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      map?.remove();
      setDrawn(null);
    };
  }, [settled, urlTemplate, attribution, canPick]);

  useEffect(() => {
    drawn?.show(days, selectedDayId, (day, number, title) => t.marker(day.label, number, title));
  }, [drawn, days, selectedDayId, t]);

  return (
    <div className="itinerary-map">
      <div ref={containerRef} className="itinerary-map__canvas" role="region" aria-label={t.label} />
      {canPick && <p className="itinerary-map__hint">{t.clickToAdd}</p>}
      {routeSources.length > 0 && (
        <p className="itinerary-map__hint">
          {t.routesBy}{' '}
          {routeSources.map((source, index) => (
            <Fragment key={source.url}>
              {index > 0 && ', '}
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
            </Fragment>
          ))}
        </p>
      )}
      {failed && (
        <p className="itinerary-map__failed" role="status">
          {t.failed}
        </p>
      )}
    </div>
  );
}
