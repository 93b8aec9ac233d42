import {
  expenseSchema,
  withExpense,
  withoutExpense,
  type CreateExpenseBody,
  type Expense,
  type UpdateExpenseBody,
} from '@wayfarer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseData } from '../../../lib/api-client';
import { applyToFinances } from './get-finances';

/** POST /finances/expenses (201) or, with an id, PATCH (200); both answer the expense as stored. */
export async function saveExpense(body: CreateExpenseBody | UpdateExpenseBody): Promise<Expense> {
  const response =
    'id' in body ? await api.patch('/finances/expenses', body) : await api.post('/finances/expenses', body);
  return parseData(expenseSchema, response);
}

/** DELETE /finances/expenses?id= (204). */
export async function deleteExpense(id: string): Promise<void> {
  await api.delete(`/finances/expenses?id=${encodeURIComponent(id)}`);
}

export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpense,
    onSuccess: (expense) => applyToFinances(queryClient, (finances) => withExpense(finances, expense)),
  });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpense,
    onSuccess: (_, id) => applyToFinances(queryClient, (finances) => withoutExpense(finances, id)),
  });
}
