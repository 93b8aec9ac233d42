import { apiErrorSchema } from '@wayfarer/core';
import { z } from 'zod';
import { HttpError, notFound } from '../http/errors';
import type { GoalLinkProblem } from './repository';

/** What every finance route shares. */
export const tags = ['finances'];
export const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** Type null: the OpenAPI document shows a 204 without content. */
export const noContent = z.null().describe('No content');

export const entranceNotFound = () => notFound('Entrance not found.');
export const goalNotFound = () => notFound('Goal not found.');
export const expenseNotFound = () => notFound('Expense not found.');

/** Another user's goal is simply not found; one of the caller's own of the other kind is a bad request. */
export function goalLinkError(problem: GoalLinkProblem): HttpError {
  if (problem === 'goal_not_found') return goalNotFound();
  return new HttpError(
    400,
    'goal_kind_mismatch',
    'An expense can only count towards a goal of its own kind (domestic or trip).',
  );
}
