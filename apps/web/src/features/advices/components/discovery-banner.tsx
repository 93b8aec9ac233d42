import type { AdvicePlace } from '@wayfarer/core';
import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { FeedUnavailable } from '@/components/feeds/feed-unavailable';
import { Button } from '@/components/ui/button';
import { StepButton } from '@/components/ui/step-button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { PositionCount } from '@/components/ui/position-count';
import { useMessages } from '@/i18n/language';
import { DISCOVERY_CATEGORY, placeAddress, placeCategory, placeImageUrls } from '../advice-places';
import { useAdvices } from '../api/get-advices';
import { useAutoRotation } from '../use-auto-rotation';
import { CategoryIcon, PlaceImage } from './place-image';
import './place-button.css';

interface DiscoveryBannerProps {
  lat: number;
  lon: number;
  city: string;
  /** The detail modal is open: the banner holds still (spec section 2). */
  held: boolean;
  onOpen: (place: AdvicePlace) => void;
}

/** Spec section 2: the 'Discovery' banner, one nearby place at a time, moving on every 5 s. */
export function DiscoveryBanner({ lat, lon, city, held, onOpen }: DiscoveryBannerProps) {
  const { advices } = useMessages();
  const t = advices.discovery;
  const places = useAdvices({ lat, lon, category: DISCOVERY_CATEGORY.id });
  const list = places.data ?? [];
  const rotation = useAutoRotation(list.length, { held });
  const headingId = useId();
  const place = list[rotation.index];

  return (
    <section className="discovery" aria-labelledby={headingId} aria-roledescription={advices.carousel}>
      <div className="discovery__head">
        <h2 id={headingId}>{advices.categories[DISCOVERY_CATEGORY.id].name}</h2>
        {list.length > 1 && (
          <div className="discovery__controls">
            <Button
              variant="secondary"
              iconOnly
              aria-label={rotation.playing ? t.pause : t.play}
              icon={
                rotation.playing ? (
                  <Pause aria-hidden="true" size={18} />
                ) : (
                  <Play aria-hidden="true" size={18} />
                )
              }
              onClick={rotation.togglePlaying}
            />
            <StepButton direction="previous" aria-label={t.previous} onClick={rotation.previous} />
            <PositionCount
              noun={t.position}
              index={rotation.index}
              count={list.length}
              className="discovery__position"
            />
            <StepButton direction="next" aria-label={t.next} onClick={rotation.next} />
          </div>
        )}
      </div>
      {place ? (
        <div
          className="discovery__stage"
          aria-live={rotation.rotating ? 'off' : 'polite'}
          {...rotation.holdProps}
        >
          <DiscoverySlide key={place.id} place={place} onOpen={onOpen} />
        </div>
      ) : places.data ? (
        <p className="discovery__stage discovery__message discovery__message--empty">{t.none(city)}</p>
      ) : places.isError ? (
        <FeedUnavailable
          className="discovery__stage discovery__message"
          title={t.unavailable}
          error={places.error}
          onRetry={() => void places.refetch()}
          retrying={places.isFetching}
        />
      ) : (
        <LoadingRegion label={t.loading} className="discovery__stage">
          <Skeleton shape="block" className="discovery__skeleton" />
        </LoadingRegion>
      )}
    </section>
  );
}

function DiscoverySlide({ place, onOpen }: { place: AdvicePlace; onOpen: (place: AdvicePlace) => void }) {
  const category = placeCategory(place);
  const [image] = placeImageUrls(place);
  const address = placeAddress(place);
  const t = useMessages().advices.discovery;
  return (
    <button
      type="button"
      className="place-button discovery__slide"
      aria-haspopup="dialog"
      onClick={() => onOpen(place)}
    >
      <PlaceImage src={image} category={category} className="discovery__image" eager />
      <span className="discovery__caption">
        {category && (
          <span className="discovery__category">
            <span className="discovery__category-icon">
              <CategoryIcon icon={category.icon} size={28} />
            </span>
            {category.name}
          </span>
        )}
        <span className="discovery__name">{place.name}</span>
        {address && <span className="discovery__address">{address}</span>}
        <span className="discovery__more">{t.seeDetails}</span>
      </span>
    </button>
  );
}
