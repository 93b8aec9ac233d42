import type { Itinerary } from '@wayfarer/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';
import { useAskConflict } from '@/lib/conflict-choice';
import { sendKeepingChoice, TheirsKept, type WriteConflict } from '@/lib/write-conflict';
import { useItineraryNotice } from '../itinerary-notice';
import { itineraryQueryOptions } from './get-itinerary';

/** Every call that changes the itinerary shares this key, so the last one to settle can be told. */
export const itineraryMutationKey = ['itinerary'] as const;

/** When the last itinerary call of a burst settles, it is read again: the server's order and versions. */
function refreshWhenLast(queryClient: QueryClient, tripId: string) {
  if (queryClient.isMutating({ mutationKey: itineraryMutationKey }) !== 1) return;
  void queryClient.invalidateQueries({ queryKey: itineraryQueryOptions(tripId).queryKey });
}

export function refusal(title: string, error: unknown): Message {
  const words = messages().itinerary.failures;
  const reason = error instanceof ApiRequestError ? error.message : words.somethingWrong;
  return { type: 'error', title, text: words.refusal(reason) };
}

/** How a versioned write meets a companion's change: what the user is shown, and the write again. */
export interface ItineraryConflict<V, Current> {
  conflictOf: (current: Current | null, variables: V) => WriteConflict;
  again: (variables: V, current: Current) => V;
}

interface OptimisticOptions<V, Current> {
  tripId: string;
  request: (variables: V) => Promise<unknown>;
  /** The change as the page shows it at once, before the server answers. */
  apply: (itinerary: Itinerary, variables: V) => Itinerary;
  /** The message's title if the server refuses: 'The move was not saved.' */
  failure: () => string;
  conflict?: ItineraryConflict<V, Current>;
}

/**
 * Moves, edits and deletes show at once; if the server refuses, the itinerary goes back to what it was
 * and the user is told. A write a companion's change made stale asks which to keep, as the board does.
 */
export function useOptimisticItineraryMutation<V, Current = never>({
  tripId,
  request,
  apply,
  failure,
  conflict,
}: OptimisticOptions<V, Current>) {
  const queryClient = useQueryClient();
  const { notify } = useItineraryNotice();
  const ask = useAskConflict();
  const queryKey = itineraryQueryOptions(tripId).queryKey;
  return useMutation({
    mutationKey: itineraryMutationKey,
    mutationFn: (variables: V) =>
      conflict
        ? sendKeepingChoice<unknown, Current>({
            send: (against) => request(against ? conflict.again(variables, against) : variables),
            ask,
            conflictOf: (current) => conflict.conflictOf(current, variables),
          })
        : request(variables),
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof TheirsKept) return;
      console.error(error);
      notify(refusal(failure(), error));
    },
    onSettled: () => refreshWhenLast(queryClient, tripId),
  });
}

interface AddOptions<V, R> {
  tripId: string;
  request: (variables: V) => Promise<R>;
  /** Where the answer goes in the itinerary once the server (or the queue) has it. */
  add: (itinerary: Itinerary, created: R) => Itinerary;
}

/** Adds wait for the server, or for the queue offline; the form that asked shows a refusal itself. */
export function useItineraryAddMutation<V, R>({ tripId, request, add }: AddOptions<V, R>) {
  const queryClient = useQueryClient();
  const queryKey = itineraryQueryOptions(tripId).queryKey;
  return useMutation({
    mutationKey: itineraryMutationKey,
    mutationFn: request,
    onSuccess: (created) => {
      const itinerary = queryClient.getQueryData(queryKey);
      if (itinerary) queryClient.setQueryData(queryKey, add(itinerary, created));
    },
    onError: (error) => console.error(error),
    onSettled: () => refreshWhenLast(queryClient, tripId),
  });
}
