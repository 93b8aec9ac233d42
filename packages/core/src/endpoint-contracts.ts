import { accountDataContracts } from './account-data/endpoint-contracts';
import { accountContracts } from './accounts/endpoint-contracts';
import { calendarContracts } from './calendar/endpoint-contracts';
import { feedContracts } from './feeds/endpoint-contracts';
import { financeContracts } from './finances/endpoint-contracts';
import { healthContracts } from './health/endpoint-contracts';
import type { ContractTable } from './http/endpoint';
import { itineraryContracts } from './itinerary/endpoint-contracts';
import { placeContracts } from './places/endpoint-contracts';
import { todoContracts } from './todo/endpoint-contracts';
import { tripContracts } from './trip/endpoint-contracts';
import type { EndpointName, Endpoints } from './endpoints';

/*
 * The schemas and status meanings of every endpoint, by the names of `endpoints`. A module of its own,
 * so that a client that only calls (the web app's sign-in page) never loads the schemas.
 */
export const endpointContracts = {
  ...accountContracts,
  ...accountDataContracts,
  ...tripContracts,
  ...financeContracts,
  ...todoContracts,
  ...feedContracts,
  ...calendarContracts,
  ...itineraryContracts,
  ...healthContracts,
  ...placeContracts,
} as const satisfies ContractTable<Endpoints>;

export type ContractOf<Name extends EndpointName> = (typeof endpointContracts)[Name];
