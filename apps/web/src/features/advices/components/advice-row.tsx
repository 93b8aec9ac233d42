import type { AdvicePlace } from '@wayfarer/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { FeedUnavailable } from '../../../components/feeds/feed-unavailable';
import { Button } from '../../../components/ui/button';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { rowScrollLeft, type AdviceCategory } from '../advice-places';
import { useAdvices } from '../api/get-advices';
import { AdviceCard } from './advice-card';

interface AdviceRowProps {
  category: AdviceCategory;
  lat: number;
  lon: number;
  city: string;
  onOpen: (place: AdvicePlace) => void;
}

/** One category's places in a sideways row with previous and next arrows (spec: steps of 208 px). */
export function AdviceRow({ category, lat, lon, city, onOpen }: AdviceRowProps) {
  const places = useAdvices({ lat, lon, category: category.id });
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const hasCards = (places.data?.length ?? 0) > 0;

  function scroll(direction: 'previous' | 'next') {
    listRef.current?.scrollBy({
      left: rowScrollLeft(direction),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  return (
    <section className="advice-row" aria-labelledby={headingId}>
      <div className="advice-row__head">
        <h2 id={headingId}>{category.name}</h2>
        <div className="advice-row__arrows">
          <Button
            variant="secondary"
            className="advices__icon-button"
            aria-label={`Previous ${category.name} places`}
            icon={<ChevronLeft aria-hidden="true" size={20} />}
            inactive={!hasCards}
            onClick={() => scroll('previous')}
          />
          <Button
            variant="secondary"
            className="advices__icon-button"
            aria-label={`Next ${category.name} places`}
            icon={<ChevronRight aria-hidden="true" size={20} />}
            inactive={!hasCards}
            onClick={() => scroll('next')}
          />
        </div>
      </div>
      {places.data ? (
        hasCards ? (
          <ul ref={listRef} className="advice-row__cards">
            {places.data.map((place) => (
              <li key={place.id}>
                <AdviceCard place={place} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="advice-row__message advice-row__message--empty">
            No {category.name} places found near {city}.
          </p>
        )
      ) : places.isError ? (
        <FeedUnavailable
          className="advice-row__message"
          title={`${category.name} places are not available right now.`}
          error={places.error}
          onRetry={() => void places.refetch()}
          retrying={places.isFetching}
        />
      ) : (
        <LoadingRegion label={`Loading ${category.name} places`} className="advice-row__cards">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="block" width={200} height={300} className="advice-row__skeleton" />
          ))}
        </LoadingRegion>
      )}
    </section>
  );
}
