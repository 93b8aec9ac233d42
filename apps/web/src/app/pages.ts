import { API_BASE, endpoints } from '@wayfarer/core';

/** The icon of a page's menu entry, by name: app/menu.ts draws each (the boot script loads no icon). */
export type MenuIcon =
  | 'house'
  | 'newspaper'
  | 'compass'
  | 'listTodo'
  | 'wallet'
  | 'calendarDays'
  | 'route'
  | 'arrowLeftRight'
  | 'users'
  | 'circleUserRound';

/** A read the API client makes, by its endpoint's name. */
type Read = keyof typeof endpoints;

/** A page behind the sign-in and inside the shared layout (menu, header): its name is its path. */
interface SignedInPage {
  /** The menu entry's icon (menu.ts); the entry's words are the catalogue's `layout.menu[path]`. */
  menuIcon: MenuIcon;
  /** The page's own data, asked for with its code when it is opened (boot.ts), beside the layout's. */
  firstReads: readonly Read[];
  /** The name its module exports the page's component under. */
  component: string;
}

/** A page of its own, outside the layout: the sign-in, e-mailed links, onboarding. */
interface OwnPage {
  /** Its route, as wouter matches it. */
  path: string;
  /** Without a session, sent to /login. */
  signedIn: boolean;
  firstReads?: readonly Read[];
  component: string;
}

/** A name that starts with a slash is a signed-in page's path. */
type PageTable = { readonly [Name: string]: OwnPage | SignedInPage } & {
  readonly [Path: `/${string}`]: SignedInPage;
};

/**
 * Every page of the app, the one table the router, the side menu, the titles and the first reads are
 * built from. A page's module is page-modules.ts' entry of the same name; the router holds the two
 * against each other, since this table, which the layout's menu reads, cannot import the modules, which
 * load the layout. A signed-in page's name is its path, which also names its title (the catalogue's
 * `layout.pageTitles[path]`: the h1, the tab's title, the placeholders') and its menu entry
 * (`layout.menu[path]`, with `menuIcon`); the menu lists them in this order. The routes are matched in this order too, the signed-in pages after the others.
 *
 * Where a page lives: in its feature's `components/` (`<name>-page.tsx`) when it shows one feature, in
 * `app/routes/` when it composes several.
 */
export const pages = {
  login: {
    path: '/login',
    signedIn: false,
    // The configuration says whether to draw the Google button.
    firstReads: ['getPublicConfig'],
    component: 'LoginPage',
  },
  confirmEmail: { path: '/confirmemail/:token', signedIn: false, component: 'ConfirmEmailPage' },
  newPassword: { path: '/forgetpassword/:token', signedIn: false, component: 'NewPasswordPage' },
  // Public: the invitation's reader may not be signed in yet; the page offers both.
  invitation: { path: '/invitation/:token', signedIn: false, component: 'InvitationPage' },
  // Public: the itinerary's read-only link, for people without an account.
  sharedItinerary: { path: '/shared/:token', signedIn: false, component: 'SharedItineraryPage' },
  // Outside the layout: on paper, the days alone.
  itineraryPrint: { path: '/itinerary/print', signedIn: true, component: 'ItineraryPrintPage' },
  createTripDetails: {
    path: '/createtripdetails',
    signedIn: true,
    component: 'CreateTripDetailsPage',
  },
  // The dashboard's first screen needs only the layout's user and trip (and the configuration, for the
  // feeds' credits and the map); the reads of its other cards wait for that screen (ReadsAfterFirstPaint).
  '/': { menuIcon: 'house', firstReads: ['getPublicConfig'], component: 'DashboardPage' },
  '/noticies': { menuIcon: 'newspaper', firstReads: ['getPublicConfig'], component: 'NewsPage' },
  '/advices': { menuIcon: 'compass', firstReads: ['getPublicConfig'], component: 'AdvicesPage' },
  '/todolist': { menuIcon: 'listTodo', firstReads: ['getTodoLists'], component: 'TodoPage' },
  '/finances': { menuIcon: 'wallet', firstReads: ['getFinances'], component: 'FinancesPage' },
  '/calendar': {
    menuIcon: 'calendarDays',
    firstReads: ['getTodoLists', 'getFinances'],
    component: 'CalendarPage',
  },
  // Starts from the user's trips (the current one's id), which the layout reads anyway.
  '/itinerary': { menuIcon: 'route', firstReads: [], component: 'ItineraryPage' },
  '/exchange': {
    menuIcon: 'arrowLeftRight',
    firstReads: ['getPublicConfig'],
    component: 'ExchangePage',
  },
  // Starts from the user's trips (the current one's id), which the layout reads anyway.
  '/companions': { menuIcon: 'users', firstReads: [], component: 'CompanionsPage' },
  '/myaccount': { menuIcon: 'circleUserRound', firstReads: [], component: 'MyAccountPage' },
} as const satisfies PageTable;

export type PageName = keyof typeof pages;

/** The pages behind the shared layout: their names are their paths. */
export type SignedInPath = Extract<PageName, `/${string}`>;

/** The pages outside the layout. */
export type OwnPageName = Exclude<PageName, SignedInPath>;

export const isSignedInPath = (pathname: string): pathname is SignedInPath =>
  pathname.startsWith('/') && Object.hasOwn(pages, pathname);

const pageNames = Object.keys(pages) as PageName[];

/** The signed-in pages, in the table's (and the menu's) order. */
export const signedInPaths: readonly SignedInPath[] = pageNames.filter(isSignedInPath);

/** The pages outside the layout, in the table's order. */
export const ownPageNames: readonly OwnPageName[] = pageNames.filter(
  (name): name is OwnPageName => !isSignedInPath(name),
);

/** An invitation's page, `/invitation/<token>`: the mailed link, opened signed in or not. */
export const INVITATION_PATH = /^\/invitation\/[^/]+\/?$/;

/** The itinerary's shared link, `/shared/<token>`: read without a session, or with one. */
export const SHARED_ITINERARY_PATH = /^\/shared\/[^/]+\/?$/;

/** A module the first render may need (page-modules.ts' names): a page's, or the layout the signed-in pages share. */
export type FirstModule = PageName | 'appLayout';

/**
 * The code a page opened at `pathname` needs before it first renders: /login's, also for a signed-in
 * page without a session (spec section 4 sends it there); a signed-in page's and its layout's; an
 * invitation's and a shared itinerary's, with or without a session.
 */
export function firstPagesOf(pathname: string, signedIn: boolean): FirstModule[] {
  if (INVITATION_PATH.test(pathname)) return ['invitation'];
  if (SHARED_ITINERARY_PATH.test(pathname)) return ['sharedItinerary'];
  if (pathname === pages.login.path || (!signedIn && isSignedInPath(pathname))) return ['login'];
  if (!signedIn || !isSignedInPath(pathname)) return [];
  return ['appLayout', pathname];
}

/**
 * The layout's reads, which every signed-in page starts with: the user, the trip and the trips (the
 * header's switcher, and the role that decides which controls a page shows).
 */
const LAYOUT_READS = ['getUser', 'getTrip', 'listTrips'] as const;

/** A read some page starts with. */
export type FirstRead =
  | (typeof LAYOUT_READS)[number]
  | (typeof pages)[SignedInPath]['firstReads'][number]
  | (typeof pages.login.firstReads)[number];

/** The reads a signed-in page starts with: the layout's, then its own (pages' `firstReads`). */
export function firstReadsOf(pathname: string): FirstRead[] {
  return [...LAYOUT_READS, ...(isSignedInPath(pathname) ? pages[pathname].firstReads : [])];
}

/** /login's first reads. */
export const LOGIN_FIRST_READS: readonly FirstRead[] = pages.login.firstReads;

/** The address a first read GETs, as the API client builds it. */
export const firstReadUrl = (read: FirstRead) => `${API_BASE}${endpoints[read].path}`;
