import type { Trip } from '@wayfarer/core';
import { createContext, use, type ReactNode } from 'react';

const CurrentTripContext = createContext<Trip | null>(null);

/**
 * Hands the loaded trip to the pages of the signed-in layout. Pages read it here rather than from
 * features/trip, so that no feature imports another.
 */
export function CurrentTripProvider({ trip, children }: { trip: Trip; children: ReactNode }) {
  return <CurrentTripContext value={trip}>{children}</CurrentTripContext>;
}

/** The user's trip; only inside the signed-in layout, which renders its pages once the trip is loaded. */
export function useCurrentTrip(): Trip {
  const trip = use(CurrentTripContext);
  if (!trip) {
    throw new Error(
      'useCurrentTrip() was called outside <CurrentTripProvider>: only the pages of the signed-in layout (app/app-layout.tsx) have a trip.',
    );
  }
  return trip;
}
