import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { getToken } from '../lib/session';
import { BootScreen } from './boot-screen';
import { firstPagesOf, pageModules, signedInPaths, type PageName } from './page-modules';
import { RouteErrorBoundary } from './route-error';

/*
 * wouter rather than react-router: its declarative routes alone (BrowserRouter, Routes, Link) took 37 KB
 * of the code every page loads, ~10 KB compressed, where wouter takes some 2. Each page is its own lazy
 * chunk, and all routes are declared here, in one place.
 */

/** A page's component, and a way to load its chunk ahead of its route. */
interface LazyPage<Props extends object> {
  Page: ComponentType<Props>;
  load: () => Promise<unknown>;
}

/**
 * Each page is its own chunk, loaded the first time its route shows or ahead of it. A page whose chunk
 * has loaded renders at once: React.lazy would suspend on its first render all the same, and React
 * reveals content that replaced a fallback no sooner than 300 ms after the fallback appeared.
 */
function page<M, Props extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<Props>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadPage = async () => {
    loaded = pick(await load());
    return { default: loaded };
  };
  const Lazy = lazy(loadPage);
  function Page(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the page would mount it afresh.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Page, load: loadPage };
}

/** Every page, each with the way to load its chunk ahead of its route. */
const pages = {
  login: page(pageModules.login, (m) => m.LoginPage),
  confirmEmail: page(pageModules.confirmEmail, (m) => m.ConfirmEmailPage),
  newPassword: page(pageModules.newPassword, (m) => m.NewPasswordPage),
  createTripDetails: page(pageModules.createTripDetails, (m) => m.CreateTripDetailsPage),
  appLayout: page(pageModules.appLayout, (m) => m.AppLayout),
  '/': page(pageModules['/'], (m) => m.DashboardPage),
  '/todolist': page(pageModules['/todolist'], (m) => m.TodoPage),
  '/finances': page(pageModules['/finances'], (m) => m.FinancesPage),
  '/calendar': page(pageModules['/calendar'], (m) => m.CalendarPage),
  '/noticies': page(pageModules['/noticies'], (m) => m.NewsPage),
  '/advices': page(pageModules['/advices'], (m) => m.AdvicesPage),
  '/exchange': page(pageModules['/exchange'], (m) => m.ExchangePage),
  '/companions': page(pageModules['/companions'], (m) => m.CompanionsPage),
  '/myaccount': page(pageModules['/myaccount'], (m) => m.MyAccountPage),
  invitation: page(pageModules.invitation, (m) => m.InvitationPage),
} satisfies Record<PageName, Pick<LazyPage<object>, 'load'>>;

const { Page: LoginPage } = pages.login;
const { Page: ConfirmEmailPage } = pages.confirmEmail;
const { Page: NewPasswordPage } = pages.newPassword;
const { Page: CreateTripDetailsPage } = pages.createTripDetails;
const { Page: AppLayout } = pages.appLayout;
const { Page: InvitationPage } = pages.invitation;

/**
 * The code of the page opened from its address, loaded before the app first renders (index.html's
 * boot screen, or a signed-in page's frame, shows meanwhile), so that no fallback is drawn only to be
 * replaced. boot.ts started loading it, and the page's first data, before this module arrived. Settles
 * when the code has loaded or failed to (the page's error boundary then says so).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(firstPagesOf(pathname, getToken() !== null).map((name) => pages[name].load()));
}

/** Spec section 4: with no token the user is sent to /login. */
function RequireSession({ children }: { children: ReactNode }) {
  return getToken() ? children : <Redirect to="/login" replace />;
}

/**
 * Any page behind the layout, in any case and with or without a trailing slash, as wouter matches a
 * path: one route for all of them, so that the layout stays mounted from one page to the next.
 */
const SIGNED_IN_PAGE = new RegExp(
  // '/' takes no second slash: '//' is no page's address, and the layout would show an empty page there.
  `^(?:${signedInPaths.map((path) => (path === '/' ? path : `${path}/?`)).join('|')})$`,
  'i',
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<BootScreen />}>
        <Switch>
          <Route path="/login">
            <LoginPage />
          </Route>
          <Route path="/confirmemail/:token">
            <ConfirmEmailPage />
          </Route>
          <Route path="/forgetpassword/:token">
            <NewPasswordPage />
          </Route>
          {/* Public: the invitation's reader may not be signed in yet; the page offers both. */}
          <Route path="/invitation/:token">
            <InvitationPage />
          </Route>
          <Route path="/createtripdetails">
            <RequireSession>
              <CreateTripDetailsPage />
            </RequireSession>
          </Route>
          <Route path={SIGNED_IN_PAGE}>
            <RequireSession>
              <AppLayout>
                <Switch>
                  {signedInPaths.map((path) => {
                    const { Page } = pages[path];
                    return (
                      <Route key={path} path={path}>
                        <Page />
                      </Route>
                    );
                  })}
                </Switch>
              </AppLayout>
            </RequireSession>
          </Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
