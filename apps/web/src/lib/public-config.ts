import type { PublicConfig } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /config (public): the map tiles to draw and the sources of each feed, to credit them. */
export async function getPublicConfig(): Promise<PublicConfig> {
  return (await api.call('getPublicConfig')).data;
}

/** Set when the server starts: read once per visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity, gcTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
