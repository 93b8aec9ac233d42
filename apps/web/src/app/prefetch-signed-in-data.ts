import { userQueryOptions } from '../features/account/api/get-user';
import { financesQueryOptions } from '../features/finances/api/get-finances';
import { todoListsQueryOptions } from '../features/todo/api/get-todo-lists';
import { tripQueryOptions } from '../features/trip/api/get-trip';
import { queryClient } from './query-client';

const prefetchBoard = () => void queryClient.prefetchQuery(todoListsQueryOptions());
const prefetchFinances = () => void queryClient.prefetchQuery(financesQueryOptions());

/** What a page shows before anything else, by path; the dashboard's feeds wait for the trip's city. */
const pageData: Record<string, () => void> = {
  '/': () => {
    prefetchBoard();
    prefetchFinances();
  },
  '/todolist': prefetchBoard,
  '/finances': prefetchFinances,
};

/**
 * Asks for the user, the trip and the page's own data at once, into the cache the components read: by
 * the time the layout and the page render, their answers are on the way or in. A failed prefetch is
 * only a cache entry in error, which the components handle as their own fetch failing.
 */
export function prefetchSignedInData(pathname: string) {
  void queryClient.prefetchQuery(userQueryOptions());
  void queryClient.prefetchQuery(tripQueryOptions());
  pageData[pathname]?.();
}
