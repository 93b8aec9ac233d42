import { iconUrl } from '@wayfarer/core';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { PlaceCategory } from '../advice-places';
import './place-image.css';

/**
 * A category's icon (64 px, spec section 3), decorative, filling a disc of `size` pixels: our server's
 * icons are coloured discs themselves, Foursquare's are white pictograms that the disc's accent shows
 * up. A pin stands in when there is no icon or it fails to load.
 */
export function CategoryIcon({ icon, size }: { icon: PlaceCategory['icon'] | undefined; size: number }) {
  const src = icon ? iconUrl(icon) : null;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return <MapPin aria-hidden="true" size={Math.round(size * 0.55)} strokeWidth={1.75} />;
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}

interface PlaceImageProps {
  src: string | undefined;
  /** Shown on the placeholder when the place has no picture or it fails to load. */
  category: PlaceCategory | null;
  /** Empty when a name next to it says what it shows. */
  alt?: string;
  className?: string;
  eager?: boolean;
}

/** A place's picture filling its box, or the place's category icon on a quiet background instead. */
export function PlaceImage({ src, category, alt = '', className, eager = false }: PlaceImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={['place-image', 'place-image--placeholder', className].filter(Boolean).join(' ')}>
        <span className="place-image__icon">
          <CategoryIcon icon={category?.icon} size={72} />
        </span>
        {alt && <span className="visually-hidden">{alt}</span>}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={['place-image', className].filter(Boolean).join(' ')}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}
