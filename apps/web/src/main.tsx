// The app-wide styles go into the app's stylesheet, which index.html links (build/preload-app.ts): one
// file before the first paint rather than two (a signed-in page's own copy links the layout's too).
import './styles/tokens.css';
import './styles/base.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LocationRouter } from './app/location-router';
import { AppRoutes, preloadRoute } from './app/router';
import { deviceLanguage } from './i18n/device-language';
import { switchLanguage } from './i18n/language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// After the page's code has loaded (see preloadRoute), and in a transition: the first render is drawn in
// slices that let the browser paint and take input between them.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <LocationRouter>
          <AppRoutes />
        </LocationRouter>
      </StrictMode>,
    ),
  );
// The page's code and the words it is drawn with (a page whose code failed is reported by the router).
const pageCode = preloadRoute(window.location.pathname).catch(() => undefined);
void Promise.all([pageCode, switchLanguage(deviceLanguage())]).then(render, render);

/**
 * How long after the page's load the service worker is registered: its install fetches the app's other
 * files, which then compete with nothing the page needs (its own are in by then, and served from the
 * HTTP cache to the worker).
 */
const SERVICE_WORKER_AFTER_LOAD_MS = 5000;

if (import.meta.env.PROD) {
  const registerLater = () =>
    setTimeout(
      () =>
        void import('./features/offline/service-worker')
          .then(({ registerServiceWorker }) => registerServiceWorker())
          .catch((error: unknown) => console.error(error)),
      SERVICE_WORKER_AFTER_LOAD_MS,
    );
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}
