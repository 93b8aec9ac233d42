import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * The answers the signed-in pages last read, kept on the device so that a page opened offline shows
 * them: the query cache, dehydrated, in IndexedDB. One record, owned by the session that wrote it (a
 * hash of its token, never the token itself): another session on this browser, another user's
 * included, never reads it, and its first save replaces it. Exit deletes it.
 */
interface SavedAnswers {
  /** The answers' shape they were saved in (ANSWERS_FORMAT). */
  format: number;
  owner: string;
  /** The trip the trip's answers (its board, its finances, …) belong to; null when not known yet. */
  tripId: string | null;
  savedAt: number;
  state: DehydratedState;
}

/** Where the saving stands: the session, the current trip, and which answers are the trip's. */
export interface SavingScope {
  owner: string;
  tripId: () => string | null;
  /** The answers that stay when the current trip changes (the user's own); the rest are the trip's. */
  keptAcrossTrips: (queryKey: QueryKey) => boolean;
}

const RECORD = 'answers';
/**
 * Raised whenever the API's answers gain a field the pages read (each item's `can`, the days of dates):
 * answers saved in an earlier shape are not put back, as the pages would read fields they lack.
 */
const ANSWERS_FORMAT = 2;
/** At most this often the cache is written while answers keep arriving: one write a burst. */
const SAVE_EVERY_MS = 300;
/**
 * After a burst, the write waits for a moment the page is idle, this long at the most: copying the
 * answers into IndexedDB then does not lengthen a task that draws them.
 */
const IDLE_WAIT_MS = 500;

let database: UseStore | undefined;
const answersStore = () => (database ??= createStore('wayfarer-saved-answers', 'answers'));

/** The last two worked out (the session's token and the account's address), and no more: they are secrets. */
let recentOwners: { secret: string; owner: Promise<string> }[] = [];

/**
 * Who a record belongs to: the token's SHA-256 (or an e-mail address's), so a copy of the database
 * does not hold a session. Remembered for the last two values: every write made offline asks.
 */
export function ownerOf(secret: string): Promise<string> {
  const known = recentOwners.find((recent) => recent.secret === secret);
  if (known) return known.owner;
  const owner = crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(secret))
    .then((digest) =>
      Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(''),
    );
  recentOwners = [{ secret, owner }, ...recentOwners.slice(0, 1)];
  return owner;
}

async function savedBy(owner: string): Promise<SavedAnswers | null> {
  const saved = await get<SavedAnswers>(RECORD, answersStore());
  return saved?.owner === owner && saved.format === ANSWERS_FORMAT ? saved : null;
}

let restoring: Promise<void> | undefined;
/** Whether the saved answers have been put back (or found missing): until then a placeholder is not final. */
let restored = false;
const restoredListeners = new Set<() => void>();

function markRestored() {
  restored = true;
  for (const listener of restoredListeners) listener();
}

export const savedAnswersRestored = (): boolean => restored;

export function subscribeToRestored(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}

/**
 * Puts the saved answers into the cache, where they are newer than what it holds, and marks them stale:
 * back online, each is read again as soon as a page uses it. Once per page load: the first call (the
 * app's start, when it finds itself offline, or the first read that could not reach the server) does it.
 */
export function restoreSavedAnswers(queryClient: QueryClient, token: string): Promise<void> {
  restoring ??= (async () => {
    const saved = await savedBy(await ownerOf(token));
    if (!saved) return;
    hydrate(queryClient, saved.state);
    await queryClient.invalidateQueries({ refetchType: 'none' });
  })()
    .catch((error: unknown) => console.error(error))
    .finally(markRestored);
  return restoring;
}

/**
 * The cache's successful answers over those saved before: a page load reads only what its page needs,
 * and the other pages' last answers must stay. Another trip's answers are dropped, not kept beside.
 */
function merged(saved: SavedAnswers | null, queryClient: QueryClient, scope: SavingScope): SavedAnswers {
  const tripId = scope.tripId() ?? saved?.tripId ?? null;
  const current = dehydrate(queryClient);
  const fresh = new Set(current.queries.map((query) => query.queryHash));
  // Saved before the trip was known, they are taken for the same trip's.
  const sameTrip = saved?.tripId === tripId || saved?.tripId === null;
  const earlier = (saved?.state.queries ?? []).filter(
    (query) => !fresh.has(query.queryHash) && (sameTrip || scope.keptAcrossTrips(query.queryKey)),
  );
  return {
    format: ANSWERS_FORMAT,
    owner: scope.owner,
    tripId,
    savedAt: Date.now(),
    state: { mutations: [], queries: [...earlier, ...current.queries] },
  };
}

/**
 * Saves the cache whenever an answer arrives or goes, a burst at a time, and at once when the page is
 * hidden (a closed tab, a phone's app switch); returns the stop.
 */
export function keepSavingAnswers(queryClient: QueryClient, scope: SavingScope): () => void {
  let pending = false;
  let burst: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let saving = savedBy(scope.owner).catch(() => null);
  const saveNow = () => {
    pending = false;
    clearTimeout(burst);
    if (idle !== undefined) cancelIdleCallback(idle);
    idle = undefined;
    saving = saving.then(async (saved) => {
      const record = merged(saved, queryClient, scope);
      try {
        await set(RECORD, record, answersStore());
      } catch (error) {
        console.error(error);
      }
      return record;
    });
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(saveNow, { timeout: IDLE_WAIT_MS });
    else saveNow();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // A success is also what setQueryData reports: a change made on screen is saved with the answers.
    const changed = (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
    if (!changed || pending) return;
    pending = true;
    burst = setTimeout(whenIdle, SAVE_EVERY_MS);
  });
  const onLeave = () => {
    if (pending) saveNow();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onLeave);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onLeave);
    onLeave();
  };
}

/** Exit: nothing of the session stays on the device. */
export async function forgetSavedAnswers(): Promise<void> {
  recentOwners = [];
  await clear(answersStore());
}
