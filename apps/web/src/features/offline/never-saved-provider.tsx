import type { ReactNode } from 'react';
import { NeverSavedContext } from '@/components/ui/never-saved';
import { useNeverSavedOffline } from '@/lib/offline/connection';

/** Tells the placeholders below when what they wait for was never saved on this device (useNeverSaved). */
export function NeverSavedProvider({ children }: { children: ReactNode }) {
  return <NeverSavedContext.Provider value={useNeverSavedOffline()}>{children}</NeverSavedContext.Provider>;
}
