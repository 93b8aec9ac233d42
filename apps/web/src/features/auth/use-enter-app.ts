import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { takeReturnPath } from '@/lib/return-path';
import { saveToken } from '@/lib/session';
import type { SignedIn } from './outcomes';

/**
 * Spec section 4, after a password or a Google sign-in: the token is saved (in local storage too with
 * Remember-me), then 200 reloads the whole app at '/' so it starts clean, and 201 goes to the trip set-up.
 * A page that sent the user here to sign in (an invitation: `/login?next=…`, or one a registration
 * remembered) is opened instead, whether or not the user has a trip yet: accepting gives them one.
 */
export function useEnterApp() {
  const [, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    async (outcome: SignedIn, remember: boolean) => {
      // Before the token is saved: saving clears both storages, where a registration left the page.
      const returnTo = takeReturnPath(search, window.localStorage);
      saveToken(outcome.token, remember);
      if (returnTo) {
        window.location.assign(returnTo);
        return;
      }
      if (outcome.kind === 'enter') {
        window.location.assign('/');
        return;
      }
      navigate('/createtripdetails');
    },
    [navigate, search],
  );
}
