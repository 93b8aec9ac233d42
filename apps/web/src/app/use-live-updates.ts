import { API_BASE, type LiveTopic } from '@wayfarer/core';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { userQueryOptions } from '../features/account/api/get-user';
import { financesQueryKey } from '../features/finances/api/get-finances';
import { itineraryMutationKey } from '../features/itinerary/api/itinerary-mutation';
import { todoMutationKey } from '../features/todo/api/board-mutation';
import { todoListsQueryKey } from '../features/todo/api/get-todo-lists';
import { tripQueryOptions } from '../features/trip/api/get-trip';
import { tripsQueryKey } from '../features/trip/api/get-trips';
import { connectLive } from '../lib/live/live-connection';
import { whenLiveTopicFree } from '../lib/live/live-holds';
import { getToken } from '../lib/session';

/** What each topic's change makes stale. Members: roles, the switcher, and the Companions page. */
const READS_OF_TOPIC: Record<LiveTopic, readonly QueryKey[]> = {
  todo: [todoListsQueryKey],
  finances: [financesQueryKey],
  trip: [tripQueryOptions().queryKey, tripsQueryKey],
  members: [tripsQueryKey, ['trip-members'], tripQueryOptions().queryKey],
  // Every trip's itinerary reads under this key, its trip's id after it.
  itinerary: [['itinerary']],
};

const readAgain = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

function refreshTopic(queryClient: QueryClient, topic: LiveTopic) {
  whenLiveTopicFree(topic, () => {
    // A board (or itinerary) call in flight reads it again when it settles (board-mutation.ts): reading it now
    // would bring back the state before the user's own change for a moment.
    if (topic === 'todo' && queryClient.isMutating({ mutationKey: todoMutationKey }) > 0) return;
    if (topic === 'itinerary' && queryClient.isMutating({ mutationKey: itineraryMutationKey }) > 0) return;
    void readAgain(queryClient, READS_OF_TOPIC[topic]);
  });
}

const liveUrl = () => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${API_BASE}/live`;
};

/**
 * Keeps the signed-in pages in step with what companions (and the user's other tabs) change: one socket
 * per tab, and on each change the reads it touches are made again. Changes of trips other than the
 * current one only touch the list of trips. After a lost connection everything of the trip is read again;
 * a session the server ended signs the tab out, through the user's read answering 401.
 */
export function useLiveUpdates(currentTripId: string | undefined) {
  const queryClient = useQueryClient();
  const currentTrip = useRef(currentTripId);
  useEffect(() => {
    currentTrip.current = currentTripId;
  }, [currentTripId]);

  useEffect(() => {
    const connection = connectLive({
      url: liveUrl(),
      token: getToken,
      readMsAgo() {
        const readAt = Object.values(READS_OF_TOPIC)
          .flat()
          .flatMap((queryKey) => queryClient.getQueriesData({ queryKey }))
          .map(([queryKey]) => queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0)
          .filter((at) => at > 0);
        return readAt.length > 0 ? Date.now() - Math.min(...readAt) : undefined;
      },
      onChange({ tripId, topic }) {
        if (tripId === null || tripId === currentTrip.current) refreshTopic(queryClient, topic);
        else if (topic === 'members' || topic === 'trip') void readAgain(queryClient, [tripsQueryKey]);
      },
      onReady(again) {
        // A first connection hears, as it signs in, the changes of the last seconds the page may have
        // read before: only after a loss may more have been missed.
        if (!again) return;
        for (const topic of Object.keys(READS_OF_TOPIC) as LiveTopic[]) refreshTopic(queryClient, topic);
      },
      onSessionEnded() {
        void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      },
    });
    return () => connection.close();
  }, [queryClient]);
}
