import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router } from 'wouter';

/** Where the app is: the address's path, and its query with its '?' (or ''). */
interface Place {
  path: string;
  search: string;
}

/** `state` goes into the history entry, for the page navigated to (what /login's forms start with). */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

const placeNow = (): Place => ({ path: window.location.pathname, search: window.location.search });

const PlaceContext = createContext<{ place: Place; navigate: Navigate } | null>(null);

function usePlace() {
  const context = useContext(PlaceContext);
  if (!context) throw new Error('The router is used outside LocationRouter');
  return context;
}

/** wouter's location hook: the path, and how to go elsewhere. */
const usePath = (): [string, Navigate] => {
  const { place, navigate } = usePlace();
  return [place.path, navigate];
};

/** wouter's search hook: the query (wouter drops its '?'). */
const useSearch = (): string => usePlace().place.search;

/**
 * The router over the browser's address, which it keeps as React state changed in a transition on every
 * navigation (a link, a redirect, Back or Forward): React keeps the page on screen until the next one's
 * code has loaded, and draws a long page (40 lists, 300 expenses) in slices rather than one long task.
 * wouter's own hook reads the address through useSyncExternalStore, whose updates are never transitions.
 */
export function LocationRouter({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(placeNow);
  const navigate = useCallback<Navigate>((to, options) => {
    // Going where the app already is adds no entry to the history, so Back leaves the page at once.
    const here = window.location.pathname + window.location.search;
    const state = options?.state ?? null;
    if (options?.replace || to === here) window.history.replaceState(state, '', to);
    else window.history.pushState(state, '', to);
    startTransition(() => setPlace(placeNow()));
  }, []);
  useEffect(() => {
    const follow = () => startTransition(() => setPlace(placeNow()));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const value = useMemo(() => ({ place, navigate }), [place, navigate]);
  return (
    <PlaceContext.Provider value={value}>
      <Router hook={usePath} searchHook={useSearch}>
        {children}
      </Router>
    </PlaceContext.Provider>
  );
}
