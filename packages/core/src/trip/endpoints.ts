import type { EndpointTable } from '../http/endpoint';

/**
 * The caller's current trip, the details saved with it, and the city search that fills its places; the
 * caller's trips and their members, invitations by e-mail and the accepting of one.
 */
export const tripEndpoints = {
  getTrip: { method: 'GET', path: '/trip', signedIn: true },
  createTrip: { method: 'POST', path: '/trip', signedIn: true },
  updateTrip: {
    method: 'PATCH',
    path: '/trip',
    signedIn: true,
    tripAccess: { trip: 'current', action: 'editDetails' },
  },
  // Its trip fields are checked by the route: a name alone is the caller's own to change.
  updateUserDetails: { method: 'PATCH', path: '/userdetails', signedIn: true },
  searchCities: { method: 'GET', path: '/cities/autocomplete', signedIn: true },

  listTrips: { method: 'GET', path: '/trips', signedIn: true },
  setCurrentTrip: { method: 'PUT', path: '/trips/current', signedIn: true },
  deleteTrip: {
    method: 'DELETE',
    path: '/trips/:tripId',
    signedIn: true,
    tripAccess: { trip: 'path', action: 'deleteTrip' },
  },
  getTripMembers: {
    method: 'GET',
    path: '/trips/:tripId/members',
    signedIn: true,
    tripAccess: { trip: 'path', action: 'read' },
  },
  changeMemberRole: {
    method: 'PATCH',
    path: '/trips/:tripId/members/:userId',
    signedIn: true,
    tripAccess: { trip: 'path', action: 'manageMembers' },
  },
  // The owner removes another member, a member removes themself: the route asks which it is.
  removeMember: {
    method: 'DELETE',
    path: '/trips/:tripId/members/:userId',
    signedIn: true,
    tripAccess: { trip: 'path', action: 'read' },
  },
  inviteToTrip: {
    method: 'POST',
    path: '/trips/:tripId/invitations',
    signedIn: true,
    tripAccess: { trip: 'path', action: 'manageMembers' },
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/trips/:tripId/invitations/:id',
    signedIn: true,
    tripAccess: { trip: 'path', action: 'manageMembers' },
  },
  // Public: the invitation page shows who invites to which trip before its reader signs in.
  getInvitation: { method: 'GET', path: '/invitations/:token', signedIn: false },
  acceptInvitation: { method: 'POST', path: '/invitations/:token/accept', signedIn: true },
} as const satisfies EndpointTable;

/** GET /trip's statuses (spec section 4): 210 sends the app to onboarding. */
export const TripStatus = { found: 200, noTrip: 210 } as const;
