import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
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
  const rotation = useAutoRotation(images.length);
  const count = images.length;
  const many = count > 1;
  const src = images[rotation.index];

  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label={`Pictures of ${name}`}>
      <div className="slideshow__stage" {...rotation.holdProps}>
        <div className="slideshow__frame" aria-live={rotation.rotating ? 'off' : 'polite'}>
          <PlaceImage
            key={src}
            src={src}
            category={category}
            alt={many ? `${name}, picture ${rotation.index + 1} of ${count}` : name}
            className="slideshow__image"
            eager
          />
        </div>
        {many && (
          <>
            <button
              type="button"
              className="slideshow__button slideshow__button--previous"
              aria-label="Previous picture"
              onClick={rotation.previous}
            >
              <ChevronLeft aria-hidden="true" size={24} />
            </button>
            <button
              type="button"
              className="slideshow__button slideshow__button--next"
              aria-label="Next picture"
              onClick={rotation.next}
            >
              <ChevronRight aria-hidden="true" size={24} />
            </button>
            <button
              type="button"
              className="slideshow__button slideshow__button--play"
              aria-label={rotation.playing ? 'Pause the slideshow' : 'Play the slideshow'}
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
        <ul className="slideshow__thumbs" aria-label="Choose a picture">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="slideshow__thumb"
                aria-label={`Picture ${index + 1} of ${count}`}
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
