import { lazy, Suspense, type ComponentType } from 'react';
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

/** Each page is its own chunk, loaded the first time its route shows. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LoginPage = page(
  () => import('../features/auth/components/login-page'),
  (m) => m.LoginPage,
);
const ConfirmEmailPage = page(
  () => import('../features/auth/components/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const NewPasswordPage = page(
  () => import('../features/auth/components/new-password-page'),
  (m) => m.NewPasswordPage,
);
const CreateTripDetailsPage = page(
  () => import('../features/trip/components/create-trip-details-page'),
  (m) => m.CreateTripDetailsPage,
);
const loadAppLayout = () => import('./app-layout');

/** The pages behind the shared layout, by path: their chunks, loaded on demand or ahead of it. */
const signedInPages = {
  '/': () => import('./routes/dashboard-page'),
  '/todolist': () => import('../features/todo/components/todo-page'),
  '/finances': () => import('../features/finances/components/finances-page'),
  '/noticies': () => import('../features/news/components/news-page'),
  '/advices': () => import('../features/advices/components/advices-page'),
  '/exchange': () => import('../features/exchange/components/exchange-page'),
  '/myaccount': () => import('./routes/my-account-page'),
};

const AppLayout = page(loadAppLayout, (m) => m.AppLayout);
const DashboardPage = page(signedInPages['/'], (m) => m.DashboardPage);
const TodoPage = page(signedInPages['/todolist'], (m) => m.TodoPage);
const FinancesPage = page(signedInPages['/finances'], (m) => m.FinancesPage);
const NewsPage = page(signedInPages['/noticies'], (m) => m.NewsPage);
const AdvicesPage = page(signedInPages['/advices'], (m) => m.AdvicesPage);
const ExchangePage = page(signedInPages['/exchange'], (m) => m.ExchangePage);
const MyAccountPage = page(signedInPages['/myaccount'], (m) => m.MyAccountPage);

/**
 * A signed-in page opened from its address: the user, the trip and the page's data, its chunk and the
 * layout's chunk are all asked for at once, instead of one after the other as the layout, then the
 * trip, then the page render. The data's answers wait for the layout's code in early-answers.ts.
 */
export function preloadSignedInPage(pathname: string) {
  const token = getToken();
  if (!token || !(pathname in signedInPages)) return;
  earlyAnswers.request(firstReadsOf(pathname).map(firstReadUrl), token);
  void signedInPages[pathname as keyof typeof signedInPages]();
  void loadAppLayout().then(({ prefetchSignedInData }) => prefetchSignedInData(pathname));
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
