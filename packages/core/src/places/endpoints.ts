import type { EndpointTable } from '../http/endpoint';

/** Places found by name or address, for adding a stop to the itinerary. */
export const placeEndpoints = {
  searchPlaces: { method: 'GET', path: '/places/search', signedIn: true },
} as const satisfies EndpointTable;
