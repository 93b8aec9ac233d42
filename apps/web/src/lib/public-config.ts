import { publicConfigSchema, type PublicConfig } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseData } from './api-client';

/** GET /config (public): the map tiles to draw and the sources of each feed, to credit them. */
export async function getPublicConfig(): Promise<PublicConfig> {
  return parseData(publicConfigSchema, await api.call('getPublicConfig'));
}

/** Set when the server starts: read once per visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity, gcTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
