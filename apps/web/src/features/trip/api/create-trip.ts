import { tripSchema, type Trip, type TripBody } from '@wayfarer/core';
import { api, parseData } from '../../../lib/api-client';

/** POST /trip: the onboarding page's whole trip; the server fills the currencies in and answers 200. */
export async function createTrip(body: TripBody): Promise<Trip> {
  return parseData(tripSchema, await api.call('createTrip', { body }));
}
