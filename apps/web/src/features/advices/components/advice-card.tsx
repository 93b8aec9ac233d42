import type { AdvicePlace } from '@wayfarer/core';
import { placeCategory, placeImageUrls } from '../advice-places';
import { PlaceImage } from './place-image';
import './place-button.css';
import './advice-card.css';

interface AdviceCardProps {
  place: AdvicePlace;
  onOpen: (place: AdvicePlace) => void;
}

/** A 200 × 300 card (spec section 9): the place's picture, name and category; opens the detail modal. */
export function AdviceCard({ place, onOpen }: AdviceCardProps) {
  const category = placeCategory(place);
  const [image] = placeImageUrls(place);
  return (
    <button
      type="button"
      className="place-button advice-card"
      aria-haspopup="dialog"
      onClick={() => onOpen(place)}
    >
      <PlaceImage src={image} category={category} className="advice-card__image" />
      <span className="advice-card__caption">
        <span className="advice-card__name">{place.name}</span>
        {category && <span className="advice-card__category">{category.name}</span>}
      </span>
    </button>
  );
}
