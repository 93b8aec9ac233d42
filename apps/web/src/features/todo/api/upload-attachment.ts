import type { AttachmentUploadResult } from '@wayfarer/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /todolist/attchaments/upload, multipart field `file`: 415 for a refused type, 413 past 10 MB. */
export async function uploadAttachment(file: File): Promise<AttachmentUploadResult> {
  const form = new FormData();
  form.append('file', file);
  return (await api.call('uploadAttachment', { body: form })).data;
}

/** Not a board change yet: the file waits on the server until it is attached. */
export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment, onError: (error) => console.error(error) });
}
