import { apiErrorSchema } from '@wayfarer/core';
import { z } from 'zod';
import { notFound } from '../http/errors';

/** What every to-do route shares. */
export const tags = ['todo'];
export const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** Type null: the OpenAPI document shows a 204 without content. */
export const noContent = z.null().describe('No content');

export const listNotFound = () => notFound('To-do list not found.');
