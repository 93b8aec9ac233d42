import { API_BASE, endpoints } from '@wayfarer/core';

/**
 * What a page shows before anything else, by path. The dashboard's first screen needs only the layout's
 * user and trip; the reads of its other cards wait for that screen (ReadsAfterFirstPaint). The
 * Companions page starts from the user's trips (the current one's id), which the layout reads anyway.
 */
const pageData = {
  '/todolist': ['getTodoLists'],
  '/finances': ['getFinances'],
  '/calendar': ['getTodoLists', 'getFinances'],
} as const satisfies Record<string, readonly (keyof typeof endpoints)[]>;

/** The pages that draw the public configuration with their first content: the feeds' credits, the map. */
const configPages: ReadonlySet<string> = new Set(['/', '/noticies', '/advices', '/exchange']);

/**
 * The reads a signed-in page starts with: the layout's user, trip and trips (the header's switcher, and
 * the role that decides which controls a page shows), its own data, the configuration.
 */
export type FirstRead =
  'getUser' | 'getTrip' | 'listTrips' | 'getPublicConfig' | (typeof pageData)[keyof typeof pageData][number];

export function firstReadsOf(pathname: string): FirstRead[] {
  const own: readonly FirstRead[] = Object.hasOwn(pageData, pathname)
    ? pageData[pathname as keyof typeof pageData]
    : [];
  return [
    'getUser',
    'getTrip',
    'listTrips',
    ...own,
    ...(configPages.has(pathname) ? (['getPublicConfig'] as const) : []),
  ];
}

/** /login's first read: the configuration, which says whether to draw the Google button. */
export const LOGIN_FIRST_READS: readonly FirstRead[] = ['getPublicConfig'];

/** The address a first read GETs, as the API client builds it. */
export const firstReadUrl = (read: FirstRead) => `${API_BASE}${endpoints[read].path}`;
