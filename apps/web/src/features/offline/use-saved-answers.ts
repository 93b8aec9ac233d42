import { onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getToken } from '@/lib/session';
import { followReachability } from '@/lib/offline/connection';
import { keepSavingAnswers, ownerOf, restoreSavedAnswers } from '@/lib/offline/saved-answers';

/**
 * For the signed-in pages: keeps the answers they read saved on the device, and puts them back when the
 * app opens without a connection, loses it, or finds the server out of reach — only then, since online
 * a saved answer would stand in for a fresher one. `tripId` is the current trip, once known; `keptAcrossTrips` names the answers that are not the trip's.
 */
export function useSavedAnswers(
  tripId: string | undefined,
  keptAcrossTrips: (queryKey: QueryKey) => boolean,
): void {
  const queryClient = useQueryClient();
  const currentTrip = useRef(tripId);
  useEffect(() => {
    currentTrip.current = tripId;
  }, [tripId]);

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    let stopped = false;
    const stops: (() => void)[] = [];
    const restore = () => void restoreSavedAnswers(queryClient, token);
    stops.push(followReachability(queryClient, restore));
    // Also when the connection goes while the app runs: a page opened next may find its answers saved.
    stops.push(
      onlineManager.subscribe((online) => {
        if (!online) restore();
      }),
    );
    if (!onlineManager.isOnline()) restore();
    void ownerOf(token).then((owner) => {
      if (stopped) return;
      stops.push(
        keepSavingAnswers(queryClient, {
          owner,
          tripId: () => currentTrip.current ?? null,
          keptAcrossTrips,
        }),
      );
    });
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [queryClient, keptAcrossTrips]);
}
