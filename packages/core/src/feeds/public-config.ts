import { z } from 'zod';
import { feedSourceSchema } from './web-link';

/**
 * GET /config: what the web app learns from the server at run time rather than at build time — the map
 * tiles it draws, the sources each feed's data comes from (to credit them where the data shows), and
 * whether Google sign-in is on.
 */
export const publicConfigSchema = z.object({
  map: z.object({
    /** Leaflet's form: https://tile.openstreetmap.org/{z}/{x}/{y}.png */
    tileUrlTemplate: z.string(),
    /** HTML, as the tile provider asks to be credited. */
    tileAttribution: z.string(),
  }),
  sources: z.object({
    weather: z.array(feedSourceSchema),
    exchange: z.array(feedSourceSchema),
    radio: z.array(feedSourceSchema),
    news: z.array(feedSourceSchema),
    places: z.array(feedSourceSchema),
  }),
  signIn: z.object({
    /** The OAuth client id the Google button is drawn for; null when Google sign-in is off. */
    googleClientId: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type FeedName = keyof PublicConfig['sources'];
