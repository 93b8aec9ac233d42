import { accountDataEndpoints } from './account-data/endpoints';
import { accountEndpoints } from './accounts/endpoints';
import { calendarEndpoints } from './calendar/endpoints';
import { feedEndpoints } from './feeds/endpoints';
import { financeEndpoints } from './finances/endpoints';
import { healthEndpoints } from './health/endpoints';
import { itineraryEndpoints } from './itinerary/endpoints';
import { placeEndpoints } from './places/endpoints';
import { todoEndpoints } from './todo/endpoints';
import { tripEndpoints } from './trip/endpoints';

/*
 * Every endpoint of the API by name, gathered from the features' tables: the web app calls through this
 * map, and the server registers its routes from it and from `endpointContracts` (endpoint-contracts.ts),
 * which the OpenAPI document is drawn from. endpoints.test.ts checks that no two features claim a name
 * or a route.
 */

export const endpoints = {
  ...accountEndpoints,
  ...accountDataEndpoints,
  ...tripEndpoints,
  ...financeEndpoints,
  ...todoEndpoints,
  ...feedEndpoints,
  ...calendarEndpoints,
  ...itineraryEndpoints,
  ...healthEndpoints,
  ...placeEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The feature tables one by one, for the check that their names and routes do not collide. */
export const endpointTablesByFeature = [
  accountEndpoints,
  accountDataEndpoints,
  tripEndpoints,
  financeEndpoints,
  todoEndpoints,
  feedEndpoints,
  calendarEndpoints,
  itineraryEndpoints,
  healthEndpoints,
  placeEndpoints,
] as const;
