import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { earlyAnswers } from '../lib/early-answers';
import { getToken } from '../lib/session';
import { BootScreen } from './boot-screen';
import { firstReadsOf, firstReadUrl } from './page-data';
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

const login = page(
  () => import('../features/auth/components/login-page'),
  (m) => m.LoginPage,
);
const confirmEmail = page(
  () => import('../features/auth/components/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const newPassword = page(
  () => import('../features/auth/components/new-password-page'),
  (m) => m.NewPasswordPage,
);
const createTripDetails = page(
  () => import('../features/trip/components/create-trip-details-page'),
  (m) => m.CreateTripDetailsPage,
);
const loadAppLayout = () => import('./app-layout');
const appLayout = page(loadAppLayout, (m) => m.AppLayout);

/** The pages behind the shared layout, by path. */
const signedInPages = {
  '/': page(
    () => import('./routes/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  '/todolist': page(
    () => import('../features/todo/components/todo-page'),
    (m) => m.TodoPage,
  ),
  '/finances': page(
    () => import('../features/finances/components/finances-page'),
    (m) => m.FinancesPage,
  ),
  '/noticies': page(
    () => import('../features/news/components/news-page'),
    (m) => m.NewsPage,
  ),
  '/advices': page(
    () => import('../features/advices/components/advices-page'),
    (m) => m.AdvicesPage,
  ),
  '/exchange': page(
    () => import('./routes/exchange-page'),
    (m) => m.ExchangePage,
  ),
  '/myaccount': page(
    () => import('./routes/my-account-page'),
    (m) => m.MyAccountPage,
  ),
};

const { Page: LoginPage } = login;
const { Page: ConfirmEmailPage } = confirmEmail;
const { Page: NewPasswordPage } = newPassword;
const { Page: CreateTripDetailsPage } = createTripDetails;
const { Page: AppLayout } = appLayout;
const { Page: DashboardPage } = signedInPages['/'];
const { Page: TodoPage } = signedInPages['/todolist'];
const { Page: FinancesPage } = signedInPages['/finances'];
const { Page: NewsPage } = signedInPages['/noticies'];
const { Page: AdvicesPage } = signedInPages['/advices'];
const { Page: ExchangePage } = signedInPages['/exchange'];
const { Page: MyAccountPage } = signedInPages['/myaccount'];

const isSignedInPath = (pathname: string): pathname is keyof typeof signedInPages =>
  Object.hasOwn(signedInPages, pathname);

/**
 * The code of the page opened from its address, loaded before the app first renders (index.html's
 * boot screen shows meanwhile), so that no fallback is drawn only to be replaced. A signed-in page
 * also asks for the user, the trip and its data at once, with its chunk and the layout's, instead of
 * one after the other as the layout, then the trip, then the page render; their answers wait for the
 * layout's code in early-answers.ts. Settles when the code has loaded or failed to (the page's error
 * boundary then says so).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const token = getToken();
  if (pathname === '/login' || (!token && isSignedInPath(pathname))) {
    await login.load();
    return;
  }
  if (!token || !isSignedInPath(pathname)) return;
  earlyAnswers.request(firstReadsOf(pathname).map(firstReadUrl), token);
  void loadAppLayout().then(({ prefetchSignedInData }) => prefetchSignedInData(pathname));
  await Promise.all([appLayout.load(), signedInPages[pathname].load()]);
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
