import { API_BASE, endpoints } from '@wayfarer/core';

/** What a page shows before anything else, by path; the dashboard's feeds wait for the trip's city. */
const pageData = {
  '/': ['getTodoLists', 'getFinances'],
  '/todolist': ['getTodoLists'],
  '/finances': ['getFinances'],
} as const satisfies Record<string, readonly (keyof typeof endpoints)[]>;

/** The reads a signed-in page opened at `pathname` starts with: the layout's user and trip, and its own. */
export type FirstRead = 'getUser' | 'getTrip' | (typeof pageData)[keyof typeof pageData][number];

export function firstReadsOf(pathname: string): FirstRead[] {
  const own: readonly FirstRead[] = Object.hasOwn(pageData, pathname)
    ? pageData[pathname as keyof typeof pageData]
    : [];
  return ['getUser', 'getTrip', ...own];
}

/** The address a first read GETs, as the API client builds it. */
export const firstReadUrl = (read: FirstRead) => `${API_BASE}${endpoints[read].path}`;
