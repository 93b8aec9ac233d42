import type { SharedItinerary } from '@wayfarer/core';
import { api } from '@/lib/api-client';

/** GET /shared/:token (public): the trip's destination, dates and days, as its shared link shows them. 404, 429. */
export async function getSharedItinerary(token: string): Promise<SharedItinerary> {
  return (await api.call('getSharedItinerary', { params: { token } })).data;
}
