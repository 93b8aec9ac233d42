import type { Itinerary, ItineraryDay, ItineraryItem } from '@wayfarer/core';
import type { Person } from '../../trip/testing/shared-trip';

/** Places of the tests, with their coordinates (their zones are geo-tz's). */
export const PLACES = {
  changi: { name: 'Singapore Changi Airport', lat: 1.3644, lon: 103.9915, osmType: 'way', osmId: 23651224 },
  sfo: { name: 'San Francisco International Airport', lat: 37.6213, lon: -122.379 },
  sensoji: { name: 'Sensō-ji', lat: 35.7148, lon: 139.7967, address: '2-3-1 Asakusa, Taitō, Tokyo' },
  belem: { name: 'Torre de Belém', lat: 38.6916, lon: -9.216 },
} as const;

/** The itinerary calls of one trip, as one person makes them (`call` answers the raw response). */
export function itineraryClient(as: Person, tripId: string) {
  const base = `/trips/${tripId}/itinerary`;
  const json = async <T>(
    response: Promise<{ statusCode: number; body: string; json<J>(): J }>,
    status: number,
  ) => {
    const answered = await response;
    if (answered.statusCode !== status) {
      throw new Error(`expected ${status}, got ${answered.statusCode}: ${answered.body}`);
    }
    return answered.json<T>();
  };
  return {
    read: () => json<Itinerary>(as.call('GET', base), 200),
    addDay: (body: object = {}) => json<ItineraryDay>(as.call('POST', `${base}/days`, body), 201),
    addItem: (body: object) => json<ItineraryItem>(as.call('POST', `${base}/items`, body), 201),
    editItem: (id: string, body: object) =>
      json<ItineraryItem>(as.call('PATCH', `${base}/items/${id}`, body), 200),
    call: (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) =>
      as.call(method, `${base}${path}`, body),
  };
}

export type ItineraryClient = ReturnType<typeof itineraryClient>;
