import { financesFromAnswer, type Finances } from '@wayfarer/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadsAllowed } from '@/lib/reads-after-first-paint';

/** GET /finances: the caller's entrances, and domestic and trip goals and expenses. */
export async function getFinances(): Promise<Finances> {
  return financesFromAnswer((await api.call('getFinances')).data);
}

export const financesQueryKey = ['finances'] as const;

/** Loaded once per session (the spec's 'loaded' flag); every later change comes from a server answer. */
export const financesQueryOptions = () =>
  queryOptions({ queryKey: financesQueryKey, queryFn: getFinances, staleTime: Infinity, gcTime: Infinity });

export function useFinances() {
  return useQuery({ ...financesQueryOptions(), enabled: useReadsAllowed() });
}

/** Applies a change the server agreed to (spec section 4: never before) to the loaded finances. */
export function applyToFinances(queryClient: QueryClient, change: (finances: Finances) => Finances) {
  queryClient.setQueryData<Finances>(financesQueryKey, (finances) => finances && change(finances));
}
