import { pageModules } from './app/page-modules';
import { firstPagesOf, firstReadsOf, firstReadUrl, isSignedInPath, LOGIN_FIRST_READS } from './app/pages';
import { SIGNED_IN_FRAME_ATTRIBUTE } from './app/signed-in-frame';
import { loadCatalogue } from './i18n/catalogue';
import { deviceLanguage } from './i18n/device-language';
import { earlyAnswers } from './lib/early-answers';
import { getToken, syncSignedInHint } from './lib/session';

/*
 * The document's script, small on purpose: it starts the app (main.tsx: React, the router) and, beside
 * it, what the page opened needs — the page's code, its words (the reader's catalogue) and its first answers: behind the sign-in the user,
 * the trip and the page's data; the public configuration where the page draws it at once (/login's
 * Google button, the feeds' credits). All of them travel at once, instead of the page's code and data
 * being asked for only once the app's code has arrived and run. index.html preloads the app's files
 * (build/preload-app.ts).
 */

/** The page's code and first answers asked for, then the app started: see below for when. */
function start() {
  const { pathname } = window.location;
  const token = getToken();
  // For the next load: the server then sends a signed-in page with its code preloaded (or stops doing so).
  syncSignedInHint();

  // The words the first render needs travel beside its code (main.tsx draws once both are in).
  loadCatalogue(deviceLanguage()).catch(() => undefined);

  const firstPages = firstPagesOf(pathname, token !== null);
  // A page whose code fails to load is reported by the router, which asks for the same module.
  for (const name of firstPages) pageModules[name]().catch(() => undefined);

  if (firstPages.includes('login')) {
    earlyAnswers.request(LOGIN_FIRST_READS.map(firstReadUrl), token);
  } else if (token && isSignedInPath(pathname)) {
    earlyAnswers.request(firstReadsOf(pathname).map(firstReadUrl), token);
    pageModules
      .appLayout()
      .then(({ prefetchSignedInData }) => prefetchSignedInData(pathname))
      .catch(() => undefined);
  }

  // In a task of its own, once the requests above are on their way: the app arrived with the entry
  // (preloaded), and evaluating it at once, in the entry's task, would hold them back for as long as it runs.
  setTimeout(() => void import('./main'));
}

/*
 * The server sends a signed-in page's own index.html, which draws that page (build/page-html.ts), on a
 * hint that a session was held. Without one here (a session kept for one tab only, the browser since
 * closed), /login is on its way: the boot screen, which that index.html keeps in a template, takes the
 * page's place as soon as this runs.
 */
const root = document.getElementById('root');
if (root?.hasAttribute(SIGNED_IN_FRAME_ATTRIBUTE) && !getToken()) {
  const bootScreen = root.querySelector('template');
  root.replaceChildren(...(bootScreen ? [bootScreen.content] : []));
}

/**
 * How long the start waits for the first paint at the most: a tab hidden meanwhile paints nothing, and a
 * browser without Paint Timing reports nothing.
 */
const FIRST_PAINT_WAIT_MS = 200;

/*
 * Once the browser reports the document's first paint on screen: what index.html draws (a returning
 * user's page frame, or the boot screen) needs only its styles, and on a slow phone this script's
 * requests and the app's evaluation, run first, would hold that paint back by as long as they take. The
 * answers are not what the page waits for there: its code, far larger, takes longer to arrive. A
 * hidden tab paints nothing, so there the work starts at once.
 */
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start();
};
if (document.visibilityState === 'hidden') startOnce();
else {
  const paints = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      paints.disconnect();
      startOnce();
    }
  });
  paints.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
}
