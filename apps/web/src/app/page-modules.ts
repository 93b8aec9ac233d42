/**
 * Each page's code, a chunk of its own, by the name the router gives it. Kept apart from the router
 * (and from React) so that boot.ts can start loading the first page's code before the app itself
 * has arrived; the router renders the same modules.
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
  '/noticies': () => import('../features/news/components/news-page'),
  '/advices': () => import('../features/advices/components/advices-page'),
  '/exchange': () => import('./routes/exchange-page'),
  '/companions': () => import('./routes/companions-page'),
  '/myaccount': () => import('./routes/my-account-page'),
  invitation: () => import('../features/trip/components/invitation-page'),
};

export type PageName = keyof typeof pageModules;

/** The pages behind the shared layout: their names are their paths. */
export type SignedInPath = Extract<PageName, `/${string}`>;

export const isSignedInPath = (pathname: string): pathname is SignedInPath =>
  pathname.startsWith('/') && Object.hasOwn(pageModules, pathname);

export const signedInPaths: readonly SignedInPath[] = Object.keys(pageModules).filter(isSignedInPath);

/** An invitation's page, `/invitation/<token>`: the mailed link, opened signed in or not. */
export const INVITATION_PATH = /^\/invitation\/[^/]+\/?$/;

/**
 * The code a page opened at `pathname` needs before it first renders: /login's, also for a signed-in
 * page without a session (spec section 4 sends it there); a signed-in page's and its layout's; an
 * invitation's, with or without a session.
 */
export function firstPagesOf(pathname: string, signedIn: boolean): PageName[] {
  if (INVITATION_PATH.test(pathname)) return ['invitation'];
  if (pathname === '/login' || (!signedIn && isSignedInPath(pathname))) return ['login'];
  if (!signedIn || !isSignedInPath(pathname)) return [];
  return ['appLayout', pathname];
}
