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

/** A picture's address in two halves around its size (UrlHalves in schemas.ts, which imports this file). */
interface AddressHalves {
  prefix: string;
  suffix: string;
}

/** Spec section 3: a place's picture is prefix + 'original' + suffix. */
export function imageUrl(image: AddressHalves): string {
  return `${image.prefix}original${image.suffix}`;
}

/** Spec section 3: a category's icon is prefix + '64' + suffix. */
export function iconUrl(icon: AddressHalves): string {
  return `${icon.prefix}64${icon.suffix}`;
}
