import { answer, type ContractTable } from '../http/endpoint';
import type { placeEndpoints } from './endpoints';
import { placeSearchAnswerSchema, placeSearchQuerySchema } from './schemas';

export const placeContracts = {
  searchPlaces: {
    tag: 'places',
    summary:
      "Up to 10 places matching a name or address, the nearest to the point (the trip's destination) first",
    query: placeSearchQuerySchema,
    statuses: {
      200: answer('The places, from OpenStreetMap', placeSearchAnswerSchema),
      429: answer(
        'too_many_feed_requests: the user asked for more searches no one had asked for yet than a minute allows; try again after Retry-After seconds',
      ),
      503: answer('The geocoder failed and no earlier answer is kept: try again later'),
    },
  },
} as const satisfies ContractTable<typeof placeEndpoints>;
