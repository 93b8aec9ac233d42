import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client';
import { restoreSavedAnswers } from '../lib/offline/saved-answers';
import { getToken } from '../lib/session';

/** A 4xx will answer the same the second time: only network failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    // A write runs offline too: it is queued with its Idempotency-Key and shown at once (lib/offline),
    // where TanStack Query would hold it, unseen, in memory only, until the connection came back.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/*
 * TanStack Query assumes a connection until the browser's online and offline events say otherwise; a
 * page opened without one would then send its reads, wait out their retries and only then show what
 * was saved. The browser's word at the start is taken instead: its "offline" is reliable (no network
 * at all), and an "online" that reaches nothing is caught by the reads themselves (features/offline).
 */
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// Offline, the saved answers are read while the page's code still loads, so that its first render
// draws them rather than a placeholder.
const token = typeof window === 'undefined' ? null : getToken();
if (token && !onlineManager.isOnline()) void restoreSavedAnswers(queryClient, token);
