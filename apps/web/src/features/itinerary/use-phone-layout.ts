import { useSyncExternalStore } from 'react';

/** The phone's layout, one day at a time: the width design tokens call a phone's. */
const PHONE = '(max-width: 640px)';

const query = () => window.matchMedia(PHONE);

function subscribe(listener: () => void): () => void {
  const media = query();
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => query().matches);
}
