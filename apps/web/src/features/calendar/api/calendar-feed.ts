import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /calendar/feed: the address of the user's private feed, or null while they have none. */
export async function getCalendarFeed(): Promise<string | null> {
  return (await api.call('getCalendarFeed')).data.url;
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: ['calendar-feed'], queryFn: getCalendarFeed, staleTime: Infinity });

const calendarFeedQueryKey = calendarFeedQueryOptions().queryKey;

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST /calendar/feed makes an address, or a new one in place of the old, which stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call('createCalendarFeed')).data.url,
    onSuccess: (url) => queryClient.setQueryData(calendarFeedQueryKey, url),
  });
}

/** DELETE /calendar/feed: the address stops working. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('deleteCalendarFeed'),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, null),
  });
}
