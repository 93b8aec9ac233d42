import type { Account, UserPatchBody } from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from './get-user';

/** PATCH /user: the account's settings (its time zone, its language); answers the account. */
export async function updateUser(body: UserPatchBody): Promise<Account> {
  return (await api.call('updateUser', { body })).data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (account) => queryClient.setQueryData(userQueryKey, account),
  });
}
