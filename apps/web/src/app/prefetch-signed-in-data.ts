import { userQueryOptions } from '../features/account/api/get-user';
import { financesQueryOptions } from '../features/finances/api/get-finances';
import { todoListsQueryOptions } from '../features/todo/api/get-todo-lists';
import { tripQueryOptions } from '../features/trip/api/get-trip';
import { tripsQueryOptions } from '../features/trip/api/get-trips';
import { publicConfigQueryOptions } from '../lib/public-config';
import { firstReadsOf, type FirstRead } from './pages';
import { queryClient } from './query-client';

const prefetch: Record<FirstRead, () => Promise<void>> = {
  getUser: () => queryClient.prefetchQuery(userQueryOptions()),
  getTrip: () => queryClient.prefetchQuery(tripQueryOptions()),
  listTrips: () => queryClient.prefetchQuery(tripsQueryOptions()),
  getTodoLists: () => queryClient.prefetchQuery(todoListsQueryOptions()),
  getFinances: () => queryClient.prefetchQuery(financesQueryOptions()),
  getPublicConfig: () => queryClient.prefetchQuery(publicConfigQueryOptions()),
};

/**
 * Asks for the user, the trip, the user's trips and the page's own data at once, into the cache the components read: by
 * the time the layout and the page render, their answers are on the way or in (the entry sent the
 * requests already; the API client takes their answers over). A failed prefetch is only a cache entry
 * in error, which the components handle as their own fetch failing.
 */
export function prefetchSignedInData(pathname: string) {
  for (const read of firstReadsOf(pathname)) void prefetch[read]();
}
