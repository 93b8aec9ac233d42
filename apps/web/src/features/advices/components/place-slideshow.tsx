import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import type { PlaceCategory } from '../advice-places';
import { useAutoRotation } from '../use-auto-rotation';
import { PlaceImage } from './place-image';

interface PlaceSlideshowProps {
  /** At least one picture address. */
  images: readonly string[];
  name: string;
  category: PlaceCategory | null;
}

/**
 * Spec sections 2 and 4: a large picture with previous/next arrows wrapping both ways, a row of
 * thumbnails (a click selects one) and a move to the next picture every 5 s.
 */
export function PlaceSlideshow({ images, name, category }: PlaceSlideshowProps) {
  const { advices } = useMessages();
  const t = advices.slideshow;
  const rotation = useAutoRotation(images.length);
  const count = images.length;
  const many = count > 1;
  const src = images[rotation.index];

  return (
    <section className="slideshow" aria-roledescription={advices.carousel} aria-label={t.label(name)}>
      <div className="slideshow__stage" {...rotation.holdProps}>
        <div className="slideshow__frame" aria-live={rotation.rotating ? 'off' : 'polite'}>
          <PlaceImage
            key={src}
            src={src}
            category={category}
            alt={many ? t.picture(name, rotation.index + 1, count) : name}
            className="slideshow__image"
            eager
          />
        </div>
        {many && (
          <>
            <button
              type="button"
              className="slideshow__button slideshow__button--previous"
              aria-label={t.previous}
              onClick={rotation.previous}
            >
              <ChevronLeft aria-hidden="true" size={24} />
            </button>
            <button
              type="button"
              className="slideshow__button slideshow__button--next"
              aria-label={t.next}
              onClick={rotation.next}
            >
              <ChevronRight aria-hidden="true" size={24} />
            </button>
            <button
              type="button"
              className="slideshow__button slideshow__button--play"
              aria-label={rotation.playing ? t.pause : t.play}
              onClick={rotation.togglePlaying}
            >
              {rotation.playing ? (
                <Pause aria-hidden="true" size={18} />
              ) : (
                <Play aria-hidden="true" size={18} />
              )}
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="slideshow__thumbs" aria-label={t.choose}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="slideshow__thumb"
                aria-label={t.thumb(index + 1, count)}
                aria-current={index === rotation.index ? 'true' : undefined}
                onClick={() => rotation.select(index)}
              >
                <PlaceImage src={image} category={category} className="slideshow__thumb-image" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
