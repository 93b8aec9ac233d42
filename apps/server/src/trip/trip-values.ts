import { currencyOfCountry, type Trip } from '@wayfarer/core';
import type { trips } from './trip-schema';

/** The trip as the API answers it, without the row's owner and bookkeeping. */
export function presentTrip(row: typeof trips.$inferSelect): Trip {
  return {
    currentCity: row.currentCity,
    currentState: row.currentState,
    currentCountry: row.currentCountry,
    currentCountrySlug: row.currentCountrySlug,
    currentCurrency: row.currentCurrency,
    tripCity: row.tripCity,
    tripState: row.tripState,
    tripCountry: row.tripCountry,
    tripCountrySlug: row.tripCountrySlug,
    tripCurrency: row.tripCurrency,
    tripLat: row.tripLat,
    tripLon: row.tripLon,
    when: row.when,
    version: row.version,
  };
}

/**
 * The values to store: the currencies the client sent are dropped, and a country that is set brings
 * its own currency, so a trip never shows a currency of another country than its own.
 */
export function withDerivedCurrencies(fields: Partial<Trip>): Partial<Trip> {
  const values: Partial<Trip> = { ...fields };
  delete values.currentCurrency;
  delete values.tripCurrency;
  if (fields.currentCountrySlug !== undefined) {
    values.currentCurrency = currencyOfCountry(fields.currentCountrySlug);
  }
  if (fields.tripCountrySlug !== undefined) values.tripCurrency = currencyOfCountry(fields.tripCountrySlug);
  return values;
}
