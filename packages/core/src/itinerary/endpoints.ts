import type { EndpointTable, TripAccess } from '../http/endpoint';

/** Reading a trip's itinerary: any member. */
const readsTheTrip: TripAccess = { trip: 'path', action: 'read' };
/** A change to a trip's itinerary: owners and editors only. */
const writesTheTrip: TripAccess = { trip: 'path', action: 'write' };

/** The read-only link to the itinerary: its owner's alone. */
const sharesTheTrip: TripAccess = { trip: 'path', action: 'shareItinerary' };

/** The trip day by day: its days, the items on each in one order, and the ideas of no day yet. */
export const itineraryEndpoints = {
  getItinerary: {
    method: 'GET',
    path: '/trips/:tripId/itinerary',
    signedIn: true,
    tripAccess: readsTheTrip,
  },
  getItineraryRoute: {
    method: 'GET',
    path: '/trips/:tripId/itinerary/route',
    signedIn: true,
    tripAccess: readsTheTrip,
  },
  createItineraryDay: {
    method: 'POST',
    path: '/trips/:tripId/itinerary/days',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  updateItineraryDay: {
    method: 'PATCH',
    path: '/trips/:tripId/itinerary/days/:dayId',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  deleteItineraryDay: {
    method: 'DELETE',
    path: '/trips/:tripId/itinerary/days/:dayId',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  sortItineraryDay: {
    method: 'POST',
    path: '/trips/:tripId/itinerary/days/:dayId/sort',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  createItineraryItem: {
    method: 'POST',
    path: '/trips/:tripId/itinerary/items',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  updateItineraryItem: {
    method: 'PATCH',
    path: '/trips/:tripId/itinerary/items/:id',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  deleteItineraryItem: {
    method: 'DELETE',
    path: '/trips/:tripId/itinerary/items/:id',
    signedIn: true,
    tripAccess: writesTheTrip,
  },
  shareItinerary: {
    method: 'POST',
    path: '/trips/:tripId/share',
    signedIn: true,
    tripAccess: sharesTheTrip,
  },
  unshareItinerary: {
    method: 'DELETE',
    path: '/trips/:tripId/share',
    signedIn: true,
    tripAccess: sharesTheTrip,
  },
  // Public: the link's token is the permission, for people without an account.
  getSharedItinerary: { method: 'GET', path: '/shared/:token', signedIn: false },
} as const satisfies EndpointTable;
