import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryOptions } from './get-user';

/** POST /user/photo (multipart field `file`): answers the new photo's name. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.call('uploadUserPhoto', { body: form })).data.result;
}

/** On 200 the cached user takes the new photo, so the header shows it at once. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (photo) =>
      queryClient.setQueryData(userQueryOptions().queryKey, (user) => user && { ...user, photo }),
  });
}
