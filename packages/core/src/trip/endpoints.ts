import type { EndpointTable } from '../http/endpoint';

/** The caller's trip, the details saved with it, and the city search that fills its places. */
export const tripEndpoints = {
  getTrip: { method: 'GET', path: '/trip', signedIn: true },
  createTrip: { method: 'POST', path: '/trip', signedIn: true },
  updateTrip: { method: 'PATCH', path: '/trip', signedIn: true },
  updateUserDetails: { method: 'PATCH', path: '/userdetails', signedIn: true },
  searchCities: { method: 'GET', path: '/cities/autocomplete', signedIn: true },
} as const satisfies EndpointTable;

/** GET /trip's statuses (spec section 4): 210 sends the app to onboarding. */
export const TripStatus = { found: 200, noTrip: 210 } as const;
