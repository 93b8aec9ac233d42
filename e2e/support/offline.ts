import type { Browser } from 'playwright-core';
import { signedInContext } from './accounts';

/*
 * Place pictures, station icons and news images keep their providers' real addresses (Wikimedia
 * Commons, Foursquare's CDN, …): a browser context made here answers those itself with a local picture,
 * so no request leaves the machine, and lists what it answered so a test can check nothing else went out.
 */

/** A 1×1 grey PNG: every outside picture the pages ask for, and any picture a test needs. */
export const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const LOCAL = /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/;

/** A signed-in context whose requests off this machine are answered with PICTURE and listed in `outside`. */
export async function offlineContext(browser: Browser, token: string, outside: string[]) {
  const context = await signedInContext(browser, token);
  await context.route(
    (url) => !LOCAL.test(url.href),
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE });
    },
  );
  return context;
}
