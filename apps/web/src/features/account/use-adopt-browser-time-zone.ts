import type { Account } from '@wayfarer/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { takeTimeZoneCheck } from '@/lib/time-zone-check';
import { updateUser } from './api/update-user';
import { userQueryKey } from './api/get-user';
import { browserTimeZone, zoneToAdopt } from './time-zones';

/**
 * After a sign-in, an account still on UTC takes the browser's zone, so that its reminders come at the
 * user's own time of day. Nothing waits for it, and a failure is only logged: the zone can be set on
 * My Account.
 */
export function useAdoptBrowserTimeZone(account: Account | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!account || !takeTimeZoneCheck()) return;
    const timeZone = zoneToAdopt(account.timeZone, browserTimeZone());
    if (timeZone === undefined) return;
    updateUser({ timeZone }).then(
      (updated) => queryClient.setQueryData(userQueryKey, updated),
      (error: unknown) => console.error('The time zone could not be saved:', error),
    );
  }, [account, queryClient]);
}
