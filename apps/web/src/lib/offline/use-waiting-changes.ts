import { useSyncExternalStore } from 'react';
import { subscribeToWaitingChanges, waitingChanges, type WaitingChange } from './waiting-changes';

/** The changes made offline that the server does not have yet, in the order they were made. */
export function useWaitingChanges(): readonly WaitingChange[] {
  return useSyncExternalStore(subscribeToWaitingChanges, waitingChanges, waitingChanges);
}

/** Whether a change of any of the items waits to be sent: the pages mark them. */
export function useIsWaiting(itemIds: readonly string[]): boolean {
  const isWaiting = () =>
    waitingChanges().some((change) => change.itemId !== null && itemIds.includes(change.itemId));
  return useSyncExternalStore(subscribeToWaitingChanges, isWaiting, isWaiting);
}
