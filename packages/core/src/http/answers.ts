import { answer } from './endpoint';
import { staleSchema } from './schemas';

/*
 * Answers that endpoints of several kinds give alike, written once so that the OpenAPI document says
 * the same thing of each.
 */

/** Someone else wrote the item after the version the request sent: nothing changed. */
export const staleAnswer = answer(
  'stale: the item was written by someone else since the version sent; `current` is it as it is now (one deleted since answers 404)',
  staleSchema,
);
