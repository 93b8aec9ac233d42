import { z } from 'zod';

/** Every error the API answers has this shape: a stable code for programs and a sentence for people. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
