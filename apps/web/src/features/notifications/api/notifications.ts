import type { AppNotification } from '@wayfarer/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /notifications: the user's, newest first. */
export async function listNotifications(): Promise<AppNotification[]> {
  return (await api.call('listNotifications')).data;
}

/** Reminders arrive by the minute at the most: read once a minute, and when the window is back in focus. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: listNotifications,
    staleTime: 60_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

const notificationsQueryKey = notificationsQueryOptions().queryKey;

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** PATCH /notifications/:id { read: true }: shown read at once, and as it was again if refused. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('readNotification', { params: { id }, body: { read: true } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData(notificationsQueryKey);
      queryClient.setQueryData(notificationsQueryKey, (notifications) =>
        notifications?.map((notification) =>
          notification.id === id ? { ...notification, read: true } : notification,
        ),
      );
      return { previous };
    },
    onError: (error, _id, context) => {
      console.error(error);
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
  });
}
