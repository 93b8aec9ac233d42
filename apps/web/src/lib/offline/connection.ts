import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from '../api-client';
import { savedAnswersRestored, subscribeToRestored } from './saved-answers';

/*
 * Whether the app works from what it saved: the browser says it is offline (TanStack Query then pauses
 * its reads and follows the same events), or it says online but the server could not be reached by the
 * last read (a captive portal, a tunnel, roaming with no data). The next read that arrives ends the latter.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 0;

export function isOffline(): boolean {
  return unreachable || !onlineManager.isOnline();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeOnline = onlineManager.subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeOnline();
  };
}

/** True while the app works from what it saved: the component draws again when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, isOffline);
}

const answerNeverSaved = () => isOffline() && savedAnswersRestored();

function subscribeToSaved(listener: () => void): () => void {
  const unsubscribeOffline = subscribe(listener);
  const unsubscribeRestored = subscribeToRestored(listener);
  return () => {
    unsubscribeOffline();
    unsubscribeRestored();
  };
}

/**
 * True where a placeholder stands offline after the saved answers were put back: what it waits for was
 * never saved on this device, and only a connection brings it. Before they are put back it may still come.
 */
export function useNeverSavedOffline(): boolean {
  return useSyncExternalStore(subscribeToSaved, answerNeverSaved, answerNeverSaved);
}

/** Follows the reads' outcomes: a failure to reach the server, then the next answer; returns the unsubscribe. */
export function followReachability(queryClient: QueryClient, onUnreachable: () => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'error' && isNetworkFailure(action.error)) {
      setUnreachable(true);
      onUnreachable();
    } else if (action.type === 'success' && !action.manual) {
      setUnreachable(false);
    }
  });
}

/** When the newest answer the cache holds was received: what an offline page shows is that old. */
export function newestAnswerAt(queryClient: QueryClient): number | null {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length > 0 ? Math.max(...times) : null;
}
