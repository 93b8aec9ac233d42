import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { getToken } from '../lib/session';
import { BootScreen } from './boot-screen';
import { firstPagesOf, pageModules, type PageName } from './page-modules';
import { RouteErrorBoundary } from './route-error';

/*
 * Declarative routes rather than createBrowserRouter: the data router's code alone (~30 KB gzip, measured)
 * puts a bare React 19 app at 98 KB gzip, leaving nothing of the login route's 100 KB budget. Each page is
 * still its own lazy chunk, and all routes are declared here, in one place.
 */

/** A page's component, and a way to load its chunk ahead of its route. */
interface LazyPage {
  Page: ComponentType;
  load: () => Promise<unknown>;
}

/**
 * Each page is its own chunk, loaded the first time its route shows or ahead of it. A page whose chunk
 * has loaded renders at once: React.lazy would suspend on its first render all the same, and React
 * reveals content that replaced a fallback no sooner than 300 ms after the fallback appeared.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  const loadPage = async () => {
    loaded = pick(await load());
    return { default: loaded };
  };
  const Lazy = lazy(loadPage);
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page would mount it afresh.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Page, load: loadPage };
}

/** Every page, each with the way to load its chunk ahead of its route. */
const pages: Record<PageName, LazyPage> = {
  login: page(pageModules.login, (m) => m.LoginPage),
  confirmEmail: page(pageModules.confirmEmail, (m) => m.ConfirmEmailPage),
  newPassword: page(pageModules.newPassword, (m) => m.NewPasswordPage),
  createTripDetails: page(pageModules.createTripDetails, (m) => m.CreateTripDetailsPage),
  appLayout: page(pageModules.appLayout, (m) => m.AppLayout),
  '/': page(pageModules['/'], (m) => m.DashboardPage),
  '/todolist': page(pageModules['/todolist'], (m) => m.TodoPage),
  '/finances': page(pageModules['/finances'], (m) => m.FinancesPage),
  '/noticies': page(pageModules['/noticies'], (m) => m.NewsPage),
  '/advices': page(pageModules['/advices'], (m) => m.AdvicesPage),
  '/exchange': page(pageModules['/exchange'], (m) => m.ExchangePage),
  '/myaccount': page(pageModules['/myaccount'], (m) => m.MyAccountPage),
};

const { Page: LoginPage } = pages.login;
const { Page: ConfirmEmailPage } = pages.confirmEmail;
const { Page: NewPasswordPage } = pages.newPassword;
const { Page: CreateTripDetailsPage } = pages.createTripDetails;
const { Page: AppLayout } = pages.appLayout;
const { Page: DashboardPage } = pages['/'];
const { Page: TodoPage } = pages['/todolist'];
const { Page: FinancesPage } = pages['/finances'];
const { Page: NewsPage } = pages['/noticies'];
const { Page: AdvicesPage } = pages['/advices'];
const { Page: ExchangePage } = pages['/exchange'];
const { Page: MyAccountPage } = pages['/myaccount'];

/**
 * The code of the page opened from its address, loaded before the app first renders (index.html's
 * boot screen shows meanwhile), so that no fallback is drawn only to be replaced. boot.ts started
 * loading it, and the page's first data, before this module arrived. Settles when the code has loaded
 * or failed to (the page's error boundary then says so).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(firstPagesOf(pathname, getToken() !== null).map((name) => pages[name].load()));
}

/** Spec section 4: with no token the user is sent to /login. */
function RequireSession() {
  return getToken() ? <Outlet /> : <Navigate to="/login" replace />;
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<BootScreen />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/confirmemail/:token" element={<ConfirmEmailPage />} />
          <Route path="/forgetpassword/:token" element={<NewPasswordPage />} />
          <Route element={<RequireSession />}>
            <Route path="/createtripdetails" element={<CreateTripDetailsPage />} />
            <Route element={<AppLayout />}>
              <Route index element={<DashboardPage />} />
              <Route path="/todolist" element={<TodoPage />} />
              <Route path="/finances" element={<FinancesPage />} />
              <Route path="/noticies" element={<NewsPage />} />
              <Route path="/advices" element={<AdvicesPage />} />
              <Route path="/exchange" element={<ExchangePage />} />
              <Route path="/myaccount" element={<MyAccountPage />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
