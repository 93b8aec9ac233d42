import type { AdviceCategoryId, AdvicePlace } from '@wayfarer/core';
import { useId, useRef, type ReactNode } from 'react';
import { CompactFeedUnavailable } from '@/components/feeds/compact-feed-unavailable';
import { FeedUnavailable } from '@/components/feeds/feed-unavailable';
import { StepButton } from '@/components/ui/step-button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { rowScrollLeft } from '../advice-places';
import { useAdvices } from '../api/get-advices';
import { AdviceCard } from './advice-card';
import './advice-row.css';

interface AdviceRowProps {
  /** The heading's content: the category's name on /advices, a link to /advices on the dashboard. */
  heading: ReactNode;
  /** What the places are called in the arrows' names and the messages: 'Bar places', 'places'. */
  placesLabel: string;
  lat: number;
  lon: number;
  city: string;
  /** One of the spec's categories; none for places of every kind (the dashboard's strip). */
  category?: AdviceCategoryId | undefined;
  /** How many grey cards stand in while the places load. */
  placeholders?: number;
  /**
   * With no places to show (none found, or the feed failed), keep the grey cards and put a short
   * message over them, so the row keeps its height (the dashboard's strip); otherwise the message
   * replaces them.
   */
  keepPlaceholders?: boolean;
  className?: string;
  onOpen: (place: AdvicePlace) => void;
}

/** Places in a sideways row with previous and next arrows (spec: steps of 208 px). */
export function AdviceRow({
  heading,
  placesLabel,
  lat,
  lon,
  city,
  category,
  placeholders = 6,
  keepPlaceholders = false,
  className,
  onOpen,
}: AdviceRowProps) {
  const t = useMessages().advices.row;
  const places = useAdvices({ lat, lon, category });
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const hasCards = (places.data?.length ?? 0) > 0;

  function scroll(direction: 'previous' | 'next') {
    listRef.current?.scrollBy({
      left: rowScrollLeft(direction),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  const Unavailable = keepPlaceholders ? CompactFeedUnavailable : FeedUnavailable;
  const message = places.data ? (
    <p className="advice-row__message advice-row__message--empty">{t.none(placesLabel, city)}</p>
  ) : places.isError ? (
    <Unavailable
      className="advice-row__message"
      title={t.unavailable(placesLabel)}
      error={places.error}
      onRetry={() => void places.refetch()}
      retrying={places.isFetching}
    />
  ) : null;

  return (
    <section className={['advice-row', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className="advice-row__head">
        <h2 id={headingId}>{heading}</h2>
        <div className="advice-row__arrows">
          <StepButton
            direction="previous"
            aria-label={t.previous(placesLabel)}
            inactive={!hasCards}
            onClick={() => scroll('previous')}
          />
          <StepButton
            direction="next"
            aria-label={t.next(placesLabel)}
            inactive={!hasCards}
            onClick={() => scroll('next')}
          />
        </div>
      </div>
      {hasCards ? (
        <ul ref={listRef} className="advice-row__cards">
          {places.data?.map((place) => (
            <li key={place.id}>
              <AdviceCard place={place} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : message && !keepPlaceholders ? (
        message
      ) : (
        <div className="advice-row__stand-in">
          <GreyCards count={placeholders} loading={!message} label={t.loading(placesLabel)} />
          {message}
        </div>
      )}
    </section>
  );
}

/** Grey 200 × 300 cards (spec section 9), shimmering while the places load, still when there are none. */
function GreyCards({ count, loading, label }: { count: number; loading: boolean; label: string }) {
  const cards = Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} shape="block" width={200} height={300} className="advice-row__skeleton" />
  ));
  if (!loading) {
    return (
      <div className="advice-row__cards advice-row__cards--still" aria-hidden="true">
        {cards}
      </div>
    );
  }
  return (
    <LoadingRegion label={label} className="advice-row__cards">
      {cards}
    </LoadingRegion>
  );
}
