import { z } from 'zod';
import { singleLineText } from '../text/text-schemas';
import { countryCodeSchema } from './currencies';

/** Longest city, region or country name accepted; the longest GeoNames city name has 65 characters. */
export const MAX_PLACE_NAME_LENGTH = 200;
/** Spec section 5: the autocomplete searches only when the text is longer than 3 characters. */
export const CITY_QUERY_MIN_LENGTH = 4;
export const CITY_QUERY_MAX_LENGTH = 100;
export const CITY_SUGGESTION_LIMIT = 10;

export const placeNameSchema = singleLineText().max(MAX_PLACE_NAME_LENGTH);
export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** Spec section 3 "City suggestion"; `state` is the region (admin1) name, '' when GeoNames has none. */
export const citySuggestionSchema = z.object({
  address: z.object({
    name: placeNameSchema.min(1),
    state: placeNameSchema,
    country: placeNameSchema.min(1),
    country_code: countryCodeSchema,
  }),
  lat: latitudeSchema,
  lon: longitudeSchema,
});
export type CitySuggestion = z.infer<typeof citySuggestionSchema>;

export const citySuggestionListSchema = z.array(citySuggestionSchema);

/** Whether the text typed in a city picker is long enough to search for. */
export function isCitySearchable(text: string): boolean {
  return text.trim().length >= CITY_QUERY_MIN_LENGTH;
}

export const cityAutocompleteQuerySchema = z.object({
  query: singleLineText()
    .min(CITY_QUERY_MIN_LENGTH, { message: 'Type more than 3 characters to search for a city.' })
    .max(CITY_QUERY_MAX_LENGTH, { message: `Type at most ${CITY_QUERY_MAX_LENGTH} characters.` }),
});
export type CityAutocompleteQuery = z.infer<typeof cityAutocompleteQuerySchema>;

/** The city data is GeoNames' (CC BY 4.0), which asks for this credit wherever the data is shown. */
export const GEONAMES_ATTRIBUTION = {
  text: 'City data © GeoNames, licensed under CC BY 4.0.',
  sourceUrl: 'https://www.geonames.org/',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
