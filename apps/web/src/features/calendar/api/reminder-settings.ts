import type { ReminderSettings } from '@wayfarer/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /reminders/settings: whether reminders are mailed, how many days before, at what time. */
export async function getReminderSettings(): Promise<ReminderSettings> {
  return (await api.call('getReminderSettings')).data;
}

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['reminder-settings'], queryFn: getReminderSettings, staleTime: Infinity });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions());
}

/** PUT /reminders/settings: replaces them all, and answers them as saved. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReminderSettings) =>
      (await api.call('putReminderSettings', { body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, saved),
  });
}
