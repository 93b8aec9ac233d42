/** The Cache Storage the service worker (build/service-worker.ts) and the page share. */

/** The pages' HTML as last fetched. */
export const PAGES_CACHE = 'wayfarer-pages';

/**
 * The catalogues of the languages this device reads: not precached with the app's code, since a reader
 * never downloads the language they do not read; the page puts its own here (catalogue-cache.ts).
 */
export const CATALOGUES_CACHE = 'wayfarer-catalogues';
