import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { AppShell } from '../components/layout/app-shell';
import { Skeleton } from '../components/ui/skeleton';
import { profilePhotoSrc, useUser } from '../features/account/api/get-user';
import { useTrip } from '../features/trip/api/get-trip';
import { HeaderTrip } from '../features/trip/components/header-trip';
import { ApiRequestError } from '../lib/api-client';
import { useArrived } from '../lib/use-arrived';
import { CurrentTripProvider } from '../lib/current-trip';
import { clearSession } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { PagePlaceholder, TripLoadFailed } from './page-placeholders';
import { AppProvider } from './provider';

export { prefetchSignedInData } from './prefetch-signed-in-data';

/**
 * The layout of the seven signed-in pages, around the page the address shows (`children`). Server state
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

/** Loads the user and the trip once, sends a user with no trip to onboarding, and owns Exit. */
function SignedInLayout({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const queryClient = useQueryClient();
  const user = useUser();
  const trip = useTrip();
  // The page's first render (the dashboard's nine widgets, say) is drawn in slices, not one long task.
  const tripArrived = useArrived(trip.data);
  const [exiting, setExiting] = useState(false);

  // Spec section 4: the user fetch must answer 200, otherwise the session is over; so is it on a 401 anywhere.
  const sessionOver = user.isError || isUnauthorized(trip.error);
  useEffect(() => {
    if (!sessionOver) return;
    clearSession();
    navigate('/login', { replace: true });
    queryClient.clear();
  }, [sessionOver, navigate, queryClient]);

  // Spec section 4: GET /trip answering 210 means no trip yet, so the onboarding page.
  if (trip.data === null) return <Redirect to="/createtripdetails" replace />;

  async function exit() {
    setExiting(true);
    await signOut();
    navigate('/login', { replace: true });
    queryClient.clear();
  }

  const profile = user.data;
  const pageSkeleton = <PagePlaceholder pathname={pathname} />;
  return (
    <AppShell
      user={profile && { name: profile.name, photoSrc: profilePhotoSrc(profile.photo) }}
      trip={trip.data ? <HeaderTrip trip={trip.data} /> : <Skeleton width={96} />}
      onExit={() => void exit()}
      exiting={exiting}
    >
      {trip.data && tripArrived ? (
        // Page chunks load inside the shell, so the menu and header stay while they do.
        <CurrentTripProvider trip={trip.data}>
          <Suspense fallback={pageSkeleton}>{children}</Suspense>
        </CurrentTripProvider>
      ) : trip.isError && !trip.data && !sessionOver ? (
        <TripLoadFailed onRetry={() => void trip.refetch()} retrying={trip.isFetching} />
      ) : (
        // Until the trip is known, no page starts: a user with none is about to leave for onboarding.
        pageSkeleton
      )}
    </AppShell>
  );
}
