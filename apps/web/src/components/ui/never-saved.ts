import { createContext, useContext } from 'react';

/**
 * Whether the app is offline with its saved answers back, so that what a placeholder still waits for was
 * never saved on this device: set by the signed-in layout (features/offline/never-saved-provider.tsx).
 * A context rather than the offline state itself, which would bring TanStack Query and IndexedDB into
 * every page that draws a placeholder, /login included.
 */
export const NeverSavedContext = createContext(false);

export const useNeverSaved = (): boolean => useContext(NeverSavedContext);
