import type { Trip, TripBody } from '@wayfarer/core';
import { api } from '@/lib/api-client';

/** POST /trip: the onboarding page's whole trip; the server fills the currencies in and answers 200. */
export async function createTrip(body: TripBody): Promise<Trip> {
  return (await api.call('createTrip', { body })).data;
}
