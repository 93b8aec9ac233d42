import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { DEFAULT_PHOTO, photoUrl, useUser } from '../features/account/api/get-user';
import { clearSession } from '../lib/session';
import { signOut } from '../lib/sign-out';
import { AppProvider } from './provider';

/**
 * The layout route of the seven signed-in pages. Server state (TanStack Query) is only used behind the
 * session, so its provider lives here: the login route does not load it.
 */
export function AppLayout() {
  return (
    <AppProvider>
      <SignedInLayout />
    </AppProvider>
  );
}

/** Loads the user once and owns Exit. */
function SignedInLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const [exiting, setExiting] = useState(false);

  // Spec section 4: the user fetch must answer 200, otherwise the session is over.
  useEffect(() => {
    if (!user.isError) return;
    clearSession();
    void (async () => {
      await navigate('/login', { replace: true });
      queryClient.clear();
    })();
  }, [user.isError, navigate, queryClient]);

  async function exit() {
    setExiting(true);
    await signOut();
    await navigate('/login', { replace: true });
    queryClient.clear();
  }

  const profile = user.data;
  return (
    <AppShell
      user={
        profile && {
          name: profile.name,
          photoSrc: profile.photo && profile.photo !== DEFAULT_PHOTO ? photoUrl(profile.photo) : null,
        }
      }
      onExit={() => void exit()}
      exiting={exiting}
    >
      {/* Page chunks load inside the shell, so the menu and header stay while they do. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
