/**
 * Each page's code, a chunk of its own, by the name the page table (pages.ts) gives it: the one place
 * that names a page's module. Kept apart from the router (and from React) so that boot.ts can start
 * loading the first page's code before the app itself has arrived; the router renders the same
 * modules. build/page-html.ts reads this object literal at build time (each entry one literal
 * `() => import('…')`, for code splitting) to write each signed-in page's own index.html.
 */
export const pageModules = {
  login: () => import('../features/auth/components/login-page'),
  confirmEmail: () => import('../features/auth/components/confirm-email-page'),
  newPassword: () => import('../features/auth/components/new-password-page'),
  createTripDetails: () => import('../features/trip/components/create-trip-details-page'),
  appLayout: () => import('./app-layout'),
  '/': () => import('./routes/dashboard-page'),
  '/todolist': () => import('../features/todo/components/todo-page'),
  '/finances': () => import('../features/finances/components/finances-page'),
  '/calendar': () => import('./routes/calendar-page'),
  '/itinerary': () => import('./routes/itinerary-page'),
  itineraryPrint: () => import('./routes/itinerary-print-page'),
  '/noticies': () => import('../features/news/components/news-page'),
  '/advices': () => import('../features/advices/components/advices-page'),
  '/exchange': () => import('./routes/exchange-page'),
  '/companions': () => import('./routes/companions-page'),
  '/myaccount': () => import('./routes/my-account-page'),
  invitation: () => import('../features/trip/components/invitation-page'),
  sharedItinerary: () => import('../features/shared-itinerary/components/shared-itinerary-page'),
};

/** A page's name, or the layout's (`appLayout`), which the signed-in pages share. */
export type ModuleName = keyof typeof pageModules;
