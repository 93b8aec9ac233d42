import { z } from 'zod';
import { CITY_QUERY_MAX_LENGTH, CITY_QUERY_MIN_LENGTH, MAX_PLACE_NAME_LENGTH } from './city-suggestion';
import { countryCodeOf } from './countries';
import { isIsoCurrency } from './currencies';
import { singleLineText } from '../text/schemas';

/* The geography the API checks; the rules these use live beside them without zod, for the web app. */

/**
 * ISO 3166-1 alpha-2, in any case, stored upper case as the city suggestions give it (the seed's original
 * web client sends its city search's lower-case codes).
 */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { message: 'Expected a two-letter country code.' })
  .toUpperCase();

/** ISO 4217, or empty for the few places (Antarctica) that have no currency. */
export const currencyCodeSchema = z
  .string()
  .regex(/^([A-Z]{3})?$/, { message: 'Expected a three-letter upper-case currency code.' });

/** A query parameter naming a country, as a code or a name; parsed to the upper-case code. */
export const countryParamSchema = z
  .string({ message: 'Give the country as a two-letter code, such as BR.' })
  .max(100, { message: 'Give the country as a two-letter code, such as BR.' })
  .transform((text, context) => {
    const code = countryCodeOf(text);
    if (code) return code;
    context.addIssue({
      code: 'custom',
      message: text.trim()
        ? `Unknown country '${text.trim()}': give a two-letter code, such as BR.`
        : 'Give the country as a two-letter code, such as BR.',
    });
    return z.NEVER;
  });

/** A query parameter naming a currency, in any case; parsed to the upper-case ISO 4217 code. */
export const currencyParamSchema = z
  .string({ message: 'Give a three-letter ISO 4217 currency code, such as EUR.' })
  .max(10, { message: 'Give a three-letter ISO 4217 currency code, such as EUR.' })
  .transform((text, context) => {
    const code = text.trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(code) && isIsoCurrency(code)) return code;
    context.addIssue({
      code: 'custom',
      message: code
        ? `'${text.trim()}' is not an ISO 4217 currency code, such as EUR.`
        : 'Give a three-letter ISO 4217 currency code, such as EUR.',
    });
    return z.NEVER;
  });

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

export const cityAutocompleteQuerySchema = z.object({
  query: singleLineText()
    .min(CITY_QUERY_MIN_LENGTH, { message: 'Type more than 3 characters to search for a city.' })
    .max(CITY_QUERY_MAX_LENGTH, { message: `Type at most ${CITY_QUERY_MAX_LENGTH} characters.` }),
});
export type CityAutocompleteQuery = z.infer<typeof cityAutocompleteQuerySchema>;
