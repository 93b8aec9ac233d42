import type { AdvicePlace } from '@wayfarer/core';
import { ExternalLink } from 'lucide-react';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import { distanceText, placeAddress, placeCategory, placeImageUrls } from '../advice-places';
import { CategoryIcon, PlaceImage } from './place-image';
import { PlaceMap } from './place-map';
import { PlaceSlideshow } from './place-slideshow';
import './advice-detail-modal.css';

interface AdviceDetailModalProps {
  /** The place to show; null keeps the modal closed (spec section 4: closed until a card is selected). */
  place: AdvicePlace | null;
  onClose: () => void;
}

/**
 * Spec section 2 "Advice detail modal": the place's pictures, name, first category and address, and
 * a map of where it is. Shared: /advices and the dashboard's advice strip open the same modal.
 */
export function AdviceDetailModal({ place, onClose }: AdviceDetailModalProps) {
  return (
    <Modal open={place !== null} onClose={onClose} title={place?.name} size="large">
      {/* A new place starts its slideshow and map afresh. */}
      {place && <AdviceDetail key={place.id} place={place} />}
    </Modal>
  );
}

function AdviceDetail({ place }: { place: AdvicePlace }) {
  const t = useMessages().advices;
  const category = placeCategory(place);
  const images = placeImageUrls(place);
  const address = placeAddress(place);
  const distance = distanceText(place.distance);
  const { latitude, longitude } = place.geocodes.main;

  return (
    <div className="advice-detail">
      {images.length > 0 ? (
        <PlaceSlideshow images={images} name={place.name} category={category} />
      ) : (
        <div className="slideshow__frame advice-detail__no-picture">
          <PlaceImage src={undefined} category={category} className="slideshow__image" />
          <p className="advice-detail__no-picture-text">{t.detail.noPictures}</p>
        </div>
      )}
      <div className="advice-detail__facts">
        {category && (
          <p className="advice-detail__category">
            <span className="advice-detail__category-icon">
              <CategoryIcon icon={category.icon} size={36} />
            </span>
            {category.plural_name}
          </p>
        )}
        <dl className="advice-detail__address">
          <dt>{t.detail.address}</dt>
          <dd>{address ?? t.detail.noAddress}</dd>
        </dl>
        {distance && <p className="advice-detail__muted">{distance}</p>}
        {place.source_url && (
          <a
            className="advice-detail__source"
            href={place.source_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.detail.more}
            <ExternalLink aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.detail.opensInNewTab}</span>
          </a>
        )}
      </div>
      <PlaceMap name={place.name} lat={latitude} lon={longitude} />
      <FeedCredit feed="places" lead={t.creditLead} />
    </div>
  );
}
