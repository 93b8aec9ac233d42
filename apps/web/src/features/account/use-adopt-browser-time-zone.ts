import type { Account } from '@wayfarer/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adoptDeviceTimeZone, zoneNotSaved } from '@/lib/device-time-zone';
import { userQueryKey } from './api/get-user';

/** The layout's part of lib/device-time-zone.ts: the account it read, and the answer put in its place. */
export function useAdoptBrowserTimeZone(account: Account | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!account) return;
    adoptDeviceTimeZone(account).then((adopted) => {
      if (adopted) queryClient.setQueryData(userQueryKey, adopted);
    }, zoneNotSaved);
  }, [account, queryClient]);
}
