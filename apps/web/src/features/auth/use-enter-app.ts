import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { saveToken } from '../../lib/session';
import type { SignedIn } from './outcomes';

/**
 * Spec section 4, after a password or a Google sign-in: the token is saved (in local storage too with
 * Remember-me), then 200 reloads the whole app at '/' so it starts clean, and 201 goes to the trip set-up.
 */
export function useEnterApp() {
  const [, navigate] = useLocation();
  return useCallback(
    async (outcome: SignedIn, remember: boolean) => {
      saveToken(outcome.token, remember);
      if (outcome.kind === 'enter') {
        window.location.assign('/');
        return;
      }
      navigate('/createtripdetails');
    },
    [navigate],
  );
}
