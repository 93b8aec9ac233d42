import type { CreatedBy, Trip } from '@wayfarer/core';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { useMessages } from '../i18n/language';
import { addedByText, tripAccessOf, type TripAccess, type TripMembership } from './trip-access';

/**
 * Runs a call that changes which trip is current (switching, leaving, deleting it), then has the app read
 * again everything that depends on the current trip and show the dashboard. Rejects with the call's
 * error, and then changes nothing.
 */
export type ChangeCurrentTrip = (change: () => Promise<unknown>) => Promise<void>;

interface CurrentTripValue {
  trip: Trip;
  access: TripAccess;
  changeCurrentTrip: ChangeCurrentTrip;
}

const CurrentTripContext = createContext<CurrentTripValue | null>(null);

interface CurrentTripProviderProps {
  trip: Trip;
  /** From GET /trips: undefined while it loads, null without a current trip. */
  membership: TripMembership | null | undefined;
  changeCurrentTrip: ChangeCurrentTrip;
  children: ReactNode;
}

/**
 * Hands the loaded trip, the user's role in it and the way to change it to the pages of the signed-in
 * layout. Pages read them here rather than from features/trip, so that no feature imports another.
 */
export function CurrentTripProvider({
  trip,
  membership,
  changeCurrentTrip,
  children,
}: CurrentTripProviderProps) {
  const value = useMemo(
    () => ({ trip, access: tripAccessOf(membership), changeCurrentTrip }),
    [trip, membership, changeCurrentTrip],
  );
  return <CurrentTripContext value={value}>{children}</CurrentTripContext>;
}

function useCurrentTripValue(hook: string): CurrentTripValue {
  const value = use(CurrentTripContext);
  if (!value) {
    throw new Error(
      `${hook}() was called outside <CurrentTripProvider>: only the pages of the signed-in layout (app/app-layout.tsx) have a trip.`,
    );
  }
  return value;
}

/** The user's trip; only inside the signed-in layout, which renders its pages once the trip is loaded. */
export function useCurrentTrip(): Trip {
  return useCurrentTripValue('useCurrentTrip').trip;
}

/**
 * What the user may do on the current trip, by its roles table in core (`mayOnTrip`): the board, the
 * finances, the companions and the header show only the controls it allows.
 */
export function useTripAccess(): TripAccess {
  return useCurrentTripValue('useTripAccess').access;
}

/** Switch, leave or delete the current trip: see ChangeCurrentTrip. */
export function useChangeCurrentTrip(): ChangeCurrentTrip {
  return useCurrentTripValue('useChangeCurrentTrip').changeCurrentTrip;
}

/** "Added by …" for an item of the current trip, or null where it is not said (see addedByText). */
export function useAddedBy(): (createdBy: CreatedBy) => string | null {
  const { shared } = useTripAccess();
  const t = useMessages();
  return (createdBy) => addedByText(createdBy, shared, t);
}
