import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { getToken } from '../lib/session';
import { BootScreen } from './boot-screen';
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
const AppLayout = page(
  () => import('./app-layout'),
  (m) => m.AppLayout,
);
const DashboardPage = page(
  () => import('./routes/dashboard-page'),
  (m) => m.DashboardPage,
);
const TodoPage = page(
  () => import('../features/todo/components/todo-page'),
  (m) => m.TodoPage,
);
const FinancesPage = page(
  () => import('../features/finances/components/finances-page'),
  (m) => m.FinancesPage,
);
const NewsPage = page(
  () => import('../features/news/components/news-page'),
  (m) => m.NewsPage,
);
const AdvicesPage = page(
  () => import('../features/advices/components/advices-page'),
  (m) => m.AdvicesPage,
);
const ExchangePage = page(
  () => import('../features/exchange/components/exchange-page'),
  (m) => m.ExchangePage,
);
const MyAccountPage = page(
  () => import('./routes/my-account-page'),
  (m) => m.MyAccountPage,
);

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
