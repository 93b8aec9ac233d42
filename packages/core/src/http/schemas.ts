import { z } from 'zod';
import { rule } from '../i18n/validation-rules';

/** Every error the API answers has this shape: a stable code for programs and a sentence for people. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A row's version: each write raises it. An edit or a deletion that sends the version it read is refused
 * when another write came first (409 stale); without one it applies, as the seed's original client expects.
 */
export const rowVersionSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** `&version=` of a DELETE, as text in the query. */
export const rowVersionQuerySchema = z
  .string()
  .regex(/^\d{1,10}$/, rule('wholeNumber'))
  .transform(Number)
  .pipe(rowVersionSchema);

/**
 * 409 stale: the item was written by someone else since the version the request sent, and nothing was
 * changed; `current` is the item as it is now (null when it was deleted meanwhile), to show what changed.
 */
export const staleSchema = apiErrorSchema.extend({ current: z.unknown() });
export type StaleAnswer = z.infer<typeof staleSchema>;
