import {
  goalSchema,
  withGoal,
  withoutGoal,
  type CreateGoalBody,
  type Goal,
  type UpdateGoalBody,
} from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseData } from '../../../lib/api-client';
import { applyToFinances } from './get-finances';

/**
 * POST /finances/goals (201) or, with an id, PATCH (200). The answer is kept rather than the body
 * sent, as it carries the new goal's id.
 */
export async function saveGoal(body: CreateGoalBody | UpdateGoalBody): Promise<Goal> {
  const response =
    'id' in body ? await api.patch('/finances/goals', body) : await api.post('/finances/goals', body);
  return parseData(goalSchema, response);
}

/** DELETE /finances/goals?id= (204); the server frees the goal's expenses, and so does the local state. */
export async function deleteGoal(id: string): Promise<void> {
  await api.delete(`/finances/goals?id=${encodeURIComponent(id)}`);
}

export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoal,
    onSuccess: (goal) => applyToFinances(queryClient, (finances) => withGoal(finances, goal)),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: (_, id) => applyToFinances(queryClient, (finances) => withoutGoal(finances, id)),
  });
}
