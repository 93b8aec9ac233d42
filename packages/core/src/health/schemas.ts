import { z } from 'zod';

/** GET /health's answer while the process serves and its database answers. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
