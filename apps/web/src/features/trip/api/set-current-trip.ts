import { api } from '@/lib/api-client';

/** PUT /trips/current: one of the user's trips becomes the one the app shows (404 when not a member). */
export async function setCurrentTrip(tripId: string): Promise<void> {
  await api.call('setCurrentTrip', { body: { tripId } });
}
