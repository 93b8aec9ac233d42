import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Redirect, useLocation } from 'wouter';
import { AppShell } from '../components/layout/app-shell';
import { profilePhotoSrc, userQueryKey, useUser } from '../features/account/api/get-user';
import { useAccountLanguage } from '../i18n/use-account-language';
import { useAdoptBrowserTimeZone } from '../features/account/use-adopt-browser-time-zone';
import { useTrip } from '../features/trip/api/get-trip';
import { currentTripOf, membershipOf, tripsQueryKey, useTrips } from '../features/trip/api/get-trips';
import { setCurrentTrip } from '../features/trip/api/set-current-trip';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';
import { isNetworkFailure } from '../lib/offline/connection';
import { OfflineBanner } from '../features/offline/offline-banner';
import { NeverSavedProvider } from '../features/offline/never-saved-provider';
import { forgetSavedAnswers } from '../lib/offline/saved-answers';
import { useSavedAnswers } from '../features/offline/use-saved-answers';
import { ExitWithWaitingChanges } from '../features/offline/exit-with-waiting-changes';
import { WaitingChangesSender } from '../features/offline/waiting-changes-sender';
import { forgetWaitingChanges, setWaitingChangesAside, waitingChanges } from '../lib/offline/waiting-changes';
import { loginPathWithNotice } from '../lib/login-notice';
import { TripSwitcher } from '../features/trip/components/trip-switcher';
import { ApiRequestError } from '../lib/api-client';
import { useArrived } from '../lib/use-arrived';
import { CurrentTripProvider, type ChangeCurrentTrip } from '../lib/current-trip';
import { clearSession } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { MENU_ENTRIES } from './menu';
import { PagePlaceholder, TripLoadFailed } from './page-placeholders';
import { AppProvider } from './provider';
import { useLiveUpdates } from './use-live-updates';

export { prefetchSignedInData } from './prefetch-signed-in-data';

/**
 * The layout of the signed-in pages, around the page the address shows (`children`). Server state
 * (TanStack Query) is only used behind the session, so its provider lives here: the login route does not
 * load it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppProvider>
      <SignedInLayout>{children}</SignedInLayout>
    </AppProvider>
  );
}

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * What stays when the current trip changes: the user, their notifications, reminder settings and
 * calendar feed, and the server's configuration. Everything else is the trip's (the trip, its board,
 * its finances, its members, the feeds of its destination) or may be (a role), and is read again.
 */
const KEPT_ACROSS_TRIPS: ReadonlySet<unknown> = new Set([
  'user',
  'notifications',
  'reminder-settings',
  'calendar-feed',
  'config',
]);
const keptAcrossTrips = (queryKey: QueryKey) => KEPT_ACROSS_TRIPS.has(queryKey[0]);
/** The layout's own reads of the trip: kept on screen (the header's) until the new answers are in. */
const LAYOUT_TRIP_READS: ReadonlySet<unknown> = new Set(['trip', 'trips']);
const layoutReadOfTrip = (query: Query) => LAYOUT_TRIP_READS.has(query.queryKey[0]);
const pageReadOfTrip = (query: Query) =>
  !KEPT_ACROSS_TRIPS.has(query.queryKey[0]) && !layoutReadOfTrip(query);

/**
 * Loads the user, the trip and the user's trips once, sends a user with no trip to onboarding, owns
 * Exit, and changes the current trip (the switcher, leaving or deleting it on the Companions page).
 */
function SignedInLayout({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const queryClient = useQueryClient();
  const user = useUser();
  const trip = useTrip();
  const trips = useTrips();
  useAdoptBrowserTimeZone(user.data);
  useAccountLanguage(user.data);
  // The page's first render (the dashboard's nine widgets, say) is drawn in slices, not one long task.
  const tripArrived = useArrived(trip.data);
  const [exiting, setExiting] = useState(false);
  const [changingTrip, setChangingTrip] = useState(false);
  const [exitAsked, setExitAsked] = useState(false);
  // Unknown while GET /trips travels; should it fail, the controls are all offered (the server still
  // refuses what the role does not allow, and the page says so) rather than none at all.
  const membership = useMemo(
    () => (trips.data ? membershipOf(trips.data) : trips.isError ? null : undefined),
    [trips.data, trips.isError],
  );

  /**
   * Once the server has agreed to the change, the page goes (its reads with it, so none is asked again
   * for the old trip) and everything the change touches is forgotten; the header keeps the old trip
   * until the new one and the roles are in, then the dashboard of the trip now current shows. Without
   * a trip left, GET /trip answers 210, and onboarding opens.
   */
  // The trip the pages show, as last known; see the effect below.
  const shownTripId = useRef<string | undefined>(undefined);
  const changeCurrentTrip = useCallback<ChangeCurrentTrip>(
    async (change) => {
      await change();
      flushSync(() => setChangingTrip(true));
      navigate('/');
      try {
        queryClient.removeQueries({ predicate: pageReadOfTrip });
        await queryClient.invalidateQueries({ predicate: layoutReadOfTrip });
      } finally {
        shownTripId.current = currentTripOf(queryClient.getQueryData(tripsQueryKey) ?? [])?.id;
        setChangingTrip(false);
      }
      // Focus was on what the change removed (a button of the page): the page's start takes it.
      if (document.activeElement === document.body) document.getElementById('main')?.focus();
    },
    [navigate, queryClient],
  );

  // The current trip can also change from elsewhere: the owner took the user off it, or another tab
  // switched. The pages then hold another trip's data, so they start again as after a switch.
  const currentTripId = membership?.tripId;
  useEffect(() => {
    if (changingTrip || currentTripId === undefined) return;
    const shown = shownTripId.current;
    shownTripId.current = currentTripId;
    if (shown !== undefined && shown !== currentTripId) void changeCurrentTrip(() => Promise.resolve());
  }, [currentTripId, changingTrip, changeCurrentTrip]);
  useLiveUpdates(currentTripId);
  useSavedAnswers(currentTripId, keptAcrossTrips);
  const switchTrip = useCallback(
    (tripId: string) => changeCurrentTrip(() => setCurrentTrip(tripId)),
    [changeCurrentTrip],
  );

  // Spec section 4: the user fetch must answer 200, otherwise the session is over; so is it on a 401
  // anywhere. A server out of reach said nothing of the session: the pages show what was saved.
  const sessionOver = (user.isError && !isNetworkFailure(user.error)) || isUnauthorized(trip.error);
  // Changes made offline are not lost with it: the same account's next session sends them.
  useEffect(() => {
    if (!sessionOver) return;
    clearSession();
    const waiting = Promise.all([forgetSavedAnswers(), setWaitingChangesAside()]).then(
      ([, count]) => count,
      (error: unknown) => {
        console.error(error);
        return 0;
      },
    );
    void waiting.then((count) => {
      navigate(count > 0 ? loginPathWithNotice('changes-waiting') : '/login', { replace: true });
      queryClient.clear();
    });
  }, [sessionOver, navigate, queryClient]);

  // A waiting change refused for want of a session: the user's read then answers 401, which ends it here.
  const askUserAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );

  // Spec section 4: GET /trip answering 210 means no trip yet, so the onboarding page.
  if (trip.data === null) return <Redirect to="/createtripdetails" replace />;

  async function exit() {
    setExitAsked(false);
    setExiting(true);
    const forget = Promise.all([forgetSavedAnswers(), forgetWaitingChanges()]);
    await Promise.all([signOut(), forget.catch((error: unknown) => console.error(error))]);
    navigate('/login', { replace: true });
    queryClient.clear();
  }

  const profile = user.data;
  const pageSkeleton = <PagePlaceholder pathname={pathname} />;
  return (
    <AppShell
      menu={MENU_ENTRIES}
      user={profile && { name: profile.name, photoSrc: profilePhotoSrc(profile.photo) }}
      trip={trip.data ? <TripSwitcher trip={trip.data} onSwitch={switchTrip} /> : undefined}
      notifications={<NotificationsBell />}
      onExit={() => (waitingChanges().length > 0 ? setExitAsked(true) : void exit())}
      exiting={exiting}
    >
      <OfflineBanner />
      <WaitingChangesSender account={profile?.email} onSessionEnded={askUserAgain} />
      {exitAsked && <ExitWithWaitingChanges onExit={() => void exit()} onStay={() => setExitAsked(false)} />}
      <NeverSavedProvider>
        {trip.data && tripArrived && !changingTrip ? (
          // Page chunks load inside the shell, so the menu and header stay while they do.
          <CurrentTripProvider trip={trip.data} membership={membership} changeCurrentTrip={changeCurrentTrip}>
            <Suspense fallback={pageSkeleton}>{children}</Suspense>
          </CurrentTripProvider>
        ) : trip.isError && !trip.data && !sessionOver ? (
          <TripLoadFailed onRetry={() => void trip.refetch()} retrying={trip.isFetching} />
        ) : (
          // Until the trip is known, no page starts: a user with none is about to leave for onboarding.
          pageSkeleton
        )}
      </NeverSavedProvider>
    </AppShell>
  );
}
