import { z } from 'zod';

/**
 * An http(s) address from an upstream, as a page may put it in an href or src: anything else
 * (javascript:, data:, a relative path) is refused before it is cached, let alone shown.
 */
export const webLinkSchema = z
  .string()
  .max(2048)
  .refine((text) => /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i.test(text), {
    message: 'Expected an http or https address.',
  });

/** Where a feed's data comes from, credited wherever it is shown (several licences ask for it). */
export const feedSourceSchema = z.object({ name: z.string(), url: webLinkSchema });
export type FeedSource = z.infer<typeof feedSourceSchema>;
