import { ADVICE_ROTATION_MS } from '@wayfarer/core';
import { useEffect, useState, type FocusEvent } from 'react';
import { nextIndex, previousIndex, wrapIndex } from '@/lib/cycle';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';

/** 'auto' plays unless the system asks for reduced motion; the pause/play button picks one for good. */
type PlayChoice = 'auto' | 'playing' | 'paused';

/**
 * Spec sections 2 and 4: an index that moves on every 5 s and wraps at both ends (the Discovery
 * banner, the detail modal's slideshow). WCAG 2.2.2: it can be paused with a button, holds while the
 * pointer is over it or keyboard focus is inside it, and does not start by itself under reduced motion.
 * `held` holds it from outside too (the banner, while the detail modal is open).
 */
export function useAutoRotation(length: number, { held = false }: { held?: boolean } = {}) {
  const [rawIndex, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // A list that got shorter never leaves the index past its end.
  const index = wrapIndex(rawIndex, length);
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = playing && !held && !hovered && !focused && length > 1;

  // One timeout per shown item: moving by hand starts the 5 s again.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setIndex((at) => nextIndex(wrapIndex(at, length), length)),
      ADVICE_ROTATION_MS,
    );
    return () => clearTimeout(timer);
  }, [rotating, index, length]);

  return {
    index,
    /** Whether it plays when nothing holds it: what the pause/play button shows. */
    playing,
    /** Whether it is moving right now; assistive tech hears the changes only when it is not. */
    rotating,
    next: () => setIndex(nextIndex(index, length)),
    previous: () => setIndex(previousIndex(index, length)),
    select: (to: number) => setIndex(wrapIndex(to, length)),
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    /** Spread on the rotating element: the pointer over it or keyboard focus inside it holds it. */
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        // Keyboard focus only: a click leaves focus on what was clicked, and that must not stop it for good.
        if (event.target.matches(':focus-visible')) setFocused(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
