import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion: then nothing rotates or glides by itself. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}

/** The same, read once outside React (a scroll call, a map's options). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}
