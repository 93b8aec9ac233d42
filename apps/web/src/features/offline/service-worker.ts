import { Workbox } from 'workbox-window';
import { keepCataloguesOffline } from './catalogue-cache';

/** The worker the build generates (build/service-worker.ts), at the root so that it serves every page. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker and, when a new version has installed and waits, asks the user
 * (update-prompt.tsx): the new version takes over only on their yes, and the page reloads into it
 * then, so no page ever runs half old code and half new.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox(WORKER_URL);
  worker.addEventListener('waiting', () => {
    void import('./update-prompt').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      }),
    );
  });
  await worker.register();
  await keepCataloguesOffline();
}
