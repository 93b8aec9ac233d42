import type { VitePWAOptions } from 'vite-plugin-pwa';
import { CATALOGUES_CACHE, PAGES_CACHE } from '../src/features/offline/cache-names.ts';

/** Pages that only work with the server (signing in, confirming, an invitation, onboarding): not precached. */
const OFFLINE_USELESS = [
  'login-page',
  'confirm-email-page',
  'new-password-page',
  'invitation-page',
  'create-trip-details-page',
  'service-worker',
];

/**
 * The service worker (Workbox, generated at build time) that lets the app open without a connection:
 * - it precaches the app's code and styles and the sign-in page's HTML of each language, so every page
 *   can start offline; the map's code is left out (its tiles need the network anyway), and so are the
 *   pages that need the server to do anything, which keeps the precache under its budget;
 * - the languages' catalogues are not precached (a reader never downloads the language they do not
 *   read): the page keeps its own (features/offline/catalogue-cache.ts), and this worker serves them
 *   from there, and keeps there one loaded later;
 * - a page's own HTML is fetched from the network first and kept, so offline it opens as it was last
 *   served (its frame, its language); one never opened falls back to the precached index.html;
 * - the API is never cached here: the app keeps its own answers, per user (features/offline);
 * - a new version waits until the user accepts it (features/offline/update-prompt.tsx): it never takes
 *   over a page that runs the old code, and an update deletes only the old precache, never the pages'
 *   cache nor the app's saved answers and waiting changes, which live in IndexedDB.
 * The manifest is a static file (public/manifest.webmanifest), linked from index.html.
 */
export const serviceWorker: Partial<VitePWAOptions> = {
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  workbox: {
    globPatterns: ['assets/*.{js,css}', 'index.html', 'pt-BR/index.html'],
    globIgnores: [
      '**/leaflet-map-*',
      '**/en-*.js',
      '**/pt-BR-*.js',
      ...OFFLINE_USELESS.map((page) => `**/${page}-*`),
    ],
    navigateFallback: null,
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    navigationPreload: true,
    runtimeCaching: [
      {
        // Written out here: Workbox copies this function into the worker, without what it could import.
        urlPattern: ({ url }) => /^\/assets\/(?:en|pt-BR)-[\w-]+\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: CATALOGUES_CACHE },
      },
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 40 },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
    ],
  },
};
