import {
  entranceSchema,
  withEntrance,
  withoutEntrance,
  type CreateEntranceBody,
  type Entrance,
  type UpdateEntranceBody,
} from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseData } from '../../../lib/api-client';
import { applyToFinances } from './get-finances';

/** POST /finances/entraces (201) or, with an id, PATCH (200); both answer the entrance as stored. */
export async function saveEntrance(body: CreateEntranceBody | UpdateEntranceBody): Promise<Entrance> {
  const response =
    'id' in body ? await api.patch('/finances/entraces', body) : await api.post('/finances/entraces', body);
  return parseData(entranceSchema, response);
}

/** DELETE /finances/entraces?id= (204). */
export async function deleteEntrance(id: string): Promise<void> {
  await api.delete(`/finances/entraces?id=${encodeURIComponent(id)}`);
}

export function useSaveEntrance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntrance,
    onSuccess: (entrance) => applyToFinances(queryClient, (finances) => withEntrance(finances, entrance)),
  });
}

export function useDeleteEntrance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntrance,
    onSuccess: (_, id) => applyToFinances(queryClient, (finances) => withoutEntrance(finances, id)),
  });
}
