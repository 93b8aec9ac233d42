import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import './news-image.css';

interface NewsImageProps {
  src: string | null;
  className?: string;
  /** Load at once (the first, large article) rather than when scrolled near. */
  eager?: boolean;
}

/**
 * An article's picture, decorative (the title next to it says what it is about). Our own neutral
 * graphic stands in when the feed gives none (Google News never does) or the picture fails to load.
 */
export function NewsImage({ src, className, eager = false }: NewsImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['news-image', className];
  if (!src || failed === src) {
    return (
      <div className={[...classes, 'news-image--placeholder'].filter(Boolean).join(' ')} aria-hidden="true">
        <Newspaper size={40} strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      className={classes.filter(Boolean).join(' ')}
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}
