import { z } from 'zod';
import { CITY_QUERY_MAX_LENGTH, CITY_QUERY_MIN_LENGTH, MAX_PLACE_NAME_LENGTH } from './city-suggestion';
import { countryCodeOf } from './countries';
import { isIsoCurrency } from './currencies';
import { rule, ruleIssue } from '../i18n/validation-rules';
import { singleLineText } from '../text/schemas';

/* The geography the API checks; the rules these use live beside them without zod, for the web app. */

/**
 * ISO 3166-1 alpha-2, in any case, stored upper case as the city suggestions give it (the seed's original
 * web client sends its city search's lower-case codes).
 */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, rule('countryCode'))
  .toUpperCase();

/** ISO 4217, or empty for the few places (Antarctica) that have no currency. */
export const currencyCodeSchema = z.string().regex(/^([A-Z]{3})?$/, rule('currencyCode'));

/** A query parameter naming a country, as a code or a name; parsed to the upper-case code. */
export const countryParamSchema = z
  .string()
  .max(100, rule('countryCode'))
  .transform((text, context) => {
    const code = countryCodeOf(text);
    if (code) return code;
    context.addIssue(
      text.trim() ? ruleIssue('unknownCountry', { text: text.trim() }) : ruleIssue('countryCode'),
    );
    return z.NEVER;
  });

/** A query parameter naming a currency, in any case; parsed to the upper-case ISO 4217 code. */
export const currencyParamSchema = z
  .string()
  .max(10, rule('currencyCode'))
  .transform((text, context) => {
    const code = text.trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(code) && isIsoCurrency(code)) return code;
    context.addIssue(code ? ruleIssue('unknownCurrency', { text: text.trim() }) : ruleIssue('currencyCode'));
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
  query: singleLineText().min(CITY_QUERY_MIN_LENGTH, rule('cityQueryTooShort')).max(CITY_QUERY_MAX_LENGTH),
});
export type CityAutocompleteQuery = z.infer<typeof cityAutocompleteQuerySchema>;
