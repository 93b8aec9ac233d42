import { currencyOfCountry, noonUtcOf, type Trip } from '@wayfarer/core';
import { editedDayColumn } from '../db/edited-day';
import { brokenConstraint, refusedField } from '../http/errors';
import { trips } from './trip-schema';

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
    when: noonUtcOf(row.whenDay),
    whenDay: row.whenDay,
    returnDate: row.returnDay,
    version: row.version,
  };
}

/** What a request may send of the trip: its `whenDay` may be left out, and its `when` then read. */
export type SentTripFields = Partial<Omit<Trip, 'whenDay' | 'returnDate'>> & {
  whenDay?: string | undefined;
  returnDate?: string | null | undefined;
};

/**
 * The columns to store of the fields sent: the currencies the client sent are dropped, and a country
 * that is set brings its own currency, so a trip never shows a currency of another country than its
 * own; the trip's day is the one the request names, or its `when` read in its author's zone, as
 * db/edited-day.ts tells apart.
 */
export function tripColumnsOf(
  { when, whenDay, returnDate, version: _version, ...fields }: SentTripFields,
  authorZone: string,
) {
  const values: Omit<Partial<Trip>, 'when' | 'whenDay' | 'returnDate' | 'version'> & {
    returnDay?: string | null;
  } = { ...fields };
  if (returnDate !== undefined) values.returnDay = returnDate;
  delete values.currentCurrency;
  delete values.tripCurrency;
  if (fields.currentCountrySlug !== undefined) {
    values.currentCurrency = currencyOfCountry(fields.currentCountrySlug);
  }
  if (fields.tripCountrySlug !== undefined) values.tripCurrency = currencyOfCountry(fields.tripCountrySlug);
  if (when !== undefined) {
    return { ...values, whenDay: editedDayColumn(trips.whenDay, { date: when, day: whenDay, authorZone }) };
  }
  if (whenDay !== undefined) return { ...values, whenDay };
  return values;
}

/**
 * A write of the trip, whose return day the database refuses when it falls before the trip's day or past
 * a year after it (a day or a return day sent alone is held to the stored other): 400 naming it.
 */
export async function withReturnDayChecked<Written>(write: PromiseLike<Written>): Promise<Written> {
  try {
    return await write;
  } catch (error) {
    if (brokenConstraint(error) === 'trips_return_day_check') throw refusedField('returnDay', 'returnDate');
    throw error;
  }
}
