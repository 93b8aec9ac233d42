import { z } from 'zod';
import { countryParamSchema } from '../geo/countries';
import { webLinkSchema } from './web-link';

/** GET /cities/radios?country={code}. */
export const radioQuerySchema = z.object({ country: countryParamSchema });
export type RadioQuery = z.infer<typeof radioQuerySchema>;

/** Spec section 3 "Radio station"; `url` is the playable stream, `favicon` '' when the station has none. */
export const radioStationSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  url: webLinkSchema,
  favicon: z.union([webLinkSchema, z.literal('')]),
});
export type RadioStation = z.infer<typeof radioStationSchema>;

export const radioStationListSchema = z.array(radioStationSchema);

/** Spec section 9: the volume slider's range and start. */
export const RADIO_VOLUME = { min: 1, max: 100, initial: 50 } as const;
