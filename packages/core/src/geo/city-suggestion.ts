/** Longest city, region or country name accepted; the longest GeoNames city name has 65 characters. */
export const MAX_PLACE_NAME_LENGTH = 200;
/** Spec section 5: the autocomplete searches only when the text is longer than 3 characters. */
export const CITY_QUERY_MIN_LENGTH = 4;
export const CITY_QUERY_MAX_LENGTH = 100;
export const CITY_SUGGESTION_LIMIT = 10;

/** Whether the text typed in a city picker is long enough to search for. */
export function isCitySearchable(text: string): boolean {
  return text.trim().length >= CITY_QUERY_MIN_LENGTH;
}

/** The city data is GeoNames' (CC BY 4.0), which asks for this credit wherever the data is shown. */
export const GEONAMES_ATTRIBUTION = {
  text: 'City data © GeoNames, licensed under CC BY 4.0.',
  sourceUrl: 'https://www.geonames.org/',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
