import {
  ADVICE_CATEGORIES,
  ADVICE_SCROLL_STEP_PX,
  DISCOVERY_CATEGORY_ID,
  imageUrl,
  type AdvicePlace,
} from '@wayfarer/core';
import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';

export type AdviceCategory = (typeof ADVICE_CATEGORIES)[number];
export type PlaceCategory = AdvicePlace['categories'][number];

/** Spec section 2: the Discovery banner's category (10000). */
export const DISCOVERY_CATEGORY: AdviceCategory =
  ADVICE_CATEGORIES.find(({ id }) => id === DISCOVERY_CATEGORY_ID) ?? ADVICE_CATEGORIES[0];

/** Spec section 2: the four rows under the banner, in the spec's order. */
export const ADVICE_ROWS: readonly AdviceCategory[] = ADVICE_CATEGORIES.filter(
  ({ id }) => id !== DISCOVERY_CATEGORY_ID,
);

/** Spec section 3: the category a place is shown under is its first one. */
export function placeCategory(place: Pick<AdvicePlace, 'categories'>): PlaceCategory | null {
  return place.categories[0] ?? null;
}

/** The place's pictures at their 'original' size, each once. */
export function placeImageUrls(place: Pick<AdvicePlace, 'images'>): string[] {
  return [...new Set(place.images.map(imageUrl))];
}

/** The address to show, or null when the source gave none (OpenStreetMap often has none). */
export function placeAddress(place: Pick<AdvicePlace, 'location'>): string | null {
  return place.location.formatted_address.trim() || null;
}

/** '350 m from the centre', '1.2 km from the centre' ('A 1,2 km do centro'); null when the distance is unknown. */
export function distanceText(metres: number | undefined): string | null {
  if (metres === undefined || !Number.isFinite(metres) || metres < 0) return null;
  const t = messages().advices.detail;
  const { decimal } = formats(currentLanguage());
  if (metres < 1000) return t.metres(decimal(Math.round(metres / 10) * 10, 0));
  const km = metres / 1000;
  return t.kilometres(km < 10 ? decimal(km, 1) : decimal(Math.round(km), 0));
}

/** Spec section 2: a row's arrows scroll it sideways by 208 px, back or on. */
export function rowScrollLeft(direction: 'previous' | 'next'): number {
  return direction === 'next' ? ADVICE_SCROLL_STEP_PX : -ADVICE_SCROLL_STEP_PX;
}
