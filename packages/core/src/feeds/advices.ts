import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../geo/city-suggestion';
import { webLinkSchema } from './web-link';

/** Spec section 9: the advice categories, by their Foursquare ids, in the order /advices shows them. */
export const ADVICE_CATEGORIES = [
  { id: 10000, name: 'Discovery' },
  { id: 13003, name: 'Bar' },
  { id: 16000, name: 'Landmarks and Outdoors' },
  { id: 13065, name: 'Restaurant' },
  { id: 18000, name: 'Sports and Recreation' },
] as const;
export type AdviceCategoryId = (typeof ADVICE_CATEGORIES)[number]['id'];
export const DISCOVERY_CATEGORY_ID = 10000 satisfies AdviceCategoryId;

/** Spec section 9: places are looked for within 10,000 m of the destination. */
export const ADVICE_RADIUS_METRES = 10_000;
/** Spec section 9: the Discovery banner and the modal's slideshow move on every 5 s. */
export const ADVICE_ROTATION_MS = 5000;
/** Spec section 9: a category row's arrows scroll it by 208 px. */
export const ADVICE_SCROLL_STEP_PX = 208;
/** Spec section 9: the modal's map. */
export const ADVICE_MAP = { heightPx: 300, zoom: 14 } as const;

const coordinateParam = (name: string, range: z.ZodNumber) =>
  z
    .string({ message: `Give the ${name} of the place to look around.` })
    .trim()
    .min(1, { message: `Give the ${name} of the place to look around.` })
    .max(32)
    .transform(Number)
    .pipe(range);

const categoryParamSchema = z
  .string()
  .refine((text) => ADVICE_CATEGORIES.some(({ id }) => String(id) === text.trim()), {
    message: `Expected one of the categories ${ADVICE_CATEGORIES.map(({ id }) => id).join(', ')}.`,
  })
  .transform((text) => Number(text.trim()) as AdviceCategoryId);

/**
 * GET /cities/advices?lat=&lon=&category=: places near a point; without a category (the dashboard's
 * strip), places of every category. An empty category counts as none.
 */
export const advicesQuerySchema = z.object({
  lat: coordinateParam('latitude', latitudeSchema),
  lon: coordinateParam('longitude', longitudeSchema),
  category: z.preprocess((value) => (value === '' ? undefined : value), categoryParamSchema.optional()),
});
export type AdvicesQuery = z.infer<typeof advicesQuerySchema>;

/** A picture's address in two halves around its size, as Foursquare gives them (see imageUrl, iconUrl). */
const urlHalvesSchema = z.object({ prefix: webLinkSchema, suffix: z.string().max(256) });
export type UrlHalves = z.infer<typeof urlHalvesSchema>;

/** Spec section 3 "Advice place", in Foursquare's place shape whatever the upstream. */
export const advicePlaceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  images: z.array(urlHalvesSchema),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      plural_name: z.string(),
      icon: urlHalvesSchema,
    }),
  ),
  location: z.object({ formatted_address: z.string() }),
  geocodes: z.object({ main: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }) }),
  /** Metres from the point looked around. */
  distance: z.number().min(0).optional(),
  /** Where the place's data and pictures come from, to credit them (an OpenStreetMap or Foursquare page). */
  source_url: webLinkSchema.optional(),
});
export type AdvicePlace = z.infer<typeof advicePlaceSchema>;

export const advicePlaceListSchema = z.array(advicePlaceSchema);

/** Spec section 3: a place's picture is prefix + 'original' + suffix. */
export function imageUrl(image: UrlHalves): string {
  return `${image.prefix}original${image.suffix}`;
}

/** Spec section 3: a category's icon is prefix + '64' + suffix. */
export function iconUrl(icon: UrlHalves): string {
  return `${icon.prefix}64${icon.suffix}`;
}
