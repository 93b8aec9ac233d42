import { DEFAULT_PHOTO, userPhotoUrl, type Account } from '@wayfarer/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';

/** GET /user; spec section 4: anything but a 200 means there is no usable session. */
export async function getUser(): Promise<Account> {
  const response = await api.call('getUser');
  if (response.status !== 200) {
    throw new ApiRequestError(response.status, 'unexpected_status', 'The user could not be loaded.');
  }
  return response.data;
}

/** Loaded once per session: the spec's 'loaded' flag is this query's cache. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: ['user'], queryFn: getUser, staleTime: Infinity, gcTime: Infinity });

export const userQueryKey = userQueryOptions().queryKey;

export function useUser() {
  return useQuery(userQueryOptions());
}

/** The photo's address, or null for the default one, which the app draws as the user's initials. */
export function profilePhotoSrc(photo: string): string | null {
  return photo && photo !== DEFAULT_PHOTO ? userPhotoUrl(photo) : null;
}
