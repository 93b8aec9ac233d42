import { SAO_PAULO_TO_LISBON } from '../../apps/server/src/testing/trips';
import { callApi, userWithTrip } from './accounts';
import type { RunningServer } from './server';

/*
 * The itinerary's browser tests start from a trip to Lisbon (the place search's fake upstream knows its
 * museums and streets), a year ahead, three days long.
 */

const DAY_MS = 86_400_000;

export interface ItineraryTrip {
  token: string;
  tripId: string;
  /** The trip's three dates, 'YYYY-MM-DD'. */
  dates: [string, string, string];
}

const plusDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** A confirmed user with a three-day trip to Lisbon, through the API. */
export async function userWithThreeDayTrip(
  server: RunningServer,
  name = 'Ana Traveller',
): Promise<ItineraryTrip> {
  const { token } = await userWithTrip(server, name, {
    ...SAO_PAULO_TO_LISBON,
    when: Date.now() + 365 * DAY_MS,
  });
  const trip = (await (await callApi(server, 'GET', '/trip', undefined, token)).json()) as {
    whenDay: string;
  };
  const dates: [string, string, string] = [
    trip.whenDay,
    plusDays(trip.whenDay, 1),
    plusDays(trip.whenDay, 2),
  ];
  await callApi(server, 'PATCH', '/trip', { returnDate: dates[2] }, token);
  const [summary] = (await (await callApi(server, 'GET', '/trips', undefined, token)).json()) as {
    id: string;
  }[];
  if (!summary) throw new Error('the new user has no trip');
  return { token, tripId: summary.id, dates };
}

/** The itinerary as the API answers it. */
export async function itineraryOf(server: RunningServer, trip: ItineraryTrip) {
  const answer = await callApi(server, 'GET', `/trips/${trip.tripId}/itinerary`, undefined, trip.token);
  return (await answer.json()) as {
    days: {
      id: string;
      date: string | null;
      items: { id: string; title: string; kind: string; position: string; version: number }[];
    }[];
    ideas: { id: string; title: string }[];
  };
}

/** Places of the fake geocoder's Lisbon and Porto (apps/server/src/feeds/place-search/testing/photon.ts). */
export const PLACES = {
  azulejo: { name: 'Museu Nacional do Azulejo', lat: 38.7246, lon: -9.1137, address: 'Lisboa, Portugal' },
  arteAntiga: {
    name: 'Museu Nacional de Arte Antiga',
    lat: 38.7051,
    lon: -9.1602,
    address: 'Lisboa, Portugal',
  },
  augusta: { name: 'Rua Augusta 24', lat: 38.7105, lon: -9.1385, address: 'Lisboa, Portugal' },
  soaresDosReis: {
    name: 'Museu Nacional Soares dos Reis',
    lat: 41.1469,
    lon: -8.6142,
    address: 'Porto, Portugal',
  },
};

/**
 * The trip planned through the API: the tiles museum at 10:00 and a stay of two nights on the first day,
 * a flight to Porto on the second, the Porto museum on the third. Answers the itinerary's day ids.
 */
export async function seedItinerary(server: RunningServer, trip: ItineraryTrip): Promise<string[]> {
  const { days } = await itineraryOf(server, trip);
  const dayIds = days.map((day) => day.id);
  const [first, second, third] = trip.dates;
  const add = (body: object) =>
    callApi(server, 'POST', `/trips/${trip.tripId}/itinerary/items`, body, trip.token);
  await add({
    dayId: dayIds[0],
    kind: 'place',
    title: PLACES.azulejo.name,
    place: PLACES.azulejo,
    start: { local: `${first}T10:00` },
  });
  await add({
    dayId: dayIds[0],
    kind: 'stay',
    title: 'Hotel Avenida',
    place: PLACES.augusta,
    start: { local: `${first}T15:00` },
    end: { local: `${third}T11:00` },
  });
  await add({
    dayId: dayIds[1],
    kind: 'transport',
    title: 'Flight to Porto',
    mode: 'flight',
    from: PLACES.augusta,
    to: PLACES.soaresDosReis,
    carrier: 'TAP',
    number: 'TP1944',
    start: { local: `${second}T09:00` },
    end: { local: `${second}T10:05` },
  });
  await add({
    dayId: dayIds[2],
    kind: 'place',
    title: PLACES.soaresDosReis.name,
    place: PLACES.soaresDosReis,
  });
  return dayIds;
}
