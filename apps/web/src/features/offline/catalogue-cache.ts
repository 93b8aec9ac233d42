import { loadedCatalogueAddresses } from '@/i18n/catalogue';
import { CATALOGUES_CACHE } from './cache-names';

/**
 * Keeps the catalogues this page loaded where the service worker finds them offline, and drops the
 * others (an earlier version's, a language no longer read). A catalogue loaded later, once the worker
 * controls the page (the language switched in My Account), is kept by the worker itself.
 */
export async function keepCataloguesOffline(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(CATALOGUES_CACHE);
  const kept = loadedCatalogueAddresses();
  // Read from the HTTP cache, or offline from this cache through the worker; a failure deletes nothing.
  await cache.addAll(kept);
  for (const request of await cache.keys()) if (!kept.includes(request.url)) await cache.delete(request);
}
