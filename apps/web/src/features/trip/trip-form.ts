import {
  canSaveTripDetails,
  currentPlaceFields,
  noonUtcOf,
  tripPlaceFields,
  type CalendarDay,
  type CitySuggestion,
  type Trip,
  type TripBody,
  type TripPatchBody,
} from '@wayfarer/core';
import type { Formats } from '@/i18n/formats';
import { isPlausibleDay } from '@/lib/calendar-day';

/** What a city picker shows of a place: the suggestion's address, or a saved trip's fields. */
export type CityAddress = CitySuggestion['address'];

/** What names a country in the reader's language (`Formats.country`). */
type CountryNames = Pick<Formats, 'country'>;

/**
 * 'Lisbon, Portugal', 'Paris, Île-de-France, France' ('Paris, Île-de-France, França' in Portuguese): the
 * region only when it adds to the city's name, the country as the reader's language names it.
 */
export function placeLabel(
  { name, state, country, country_code }: Pick<CityAddress, 'name' | 'state' | 'country' | 'country_code'>,
  names: CountryNames,
): string {
  const region = state.trim() && state.trim() !== name.trim() ? state : '';
  return [name, region, names.country(country_code, country)].filter(Boolean).join(', ');
}

/** The destination as the header shows it: 'Tokyo, Japan' ('Tokyo, Japão'). */
export function destinationLabel(
  trip: Pick<Trip, 'tripCity' | 'tripCountry' | 'tripCountrySlug'>,
  names: CountryNames,
): string {
  return [trip.tripCity, names.country(trip.tripCountrySlug, trip.tripCountry)].filter(Boolean).join(', ');
}

export function homeAddress(trip: Trip): CityAddress {
  return {
    name: trip.currentCity,
    state: trip.currentState,
    country: trip.currentCountry,
    country_code: trip.currentCountrySlug,
  };
}

export function destinationAddress(trip: Trip): CityAddress {
  return {
    name: trip.tripCity,
    state: trip.tripState,
    country: trip.tripCountry,
    country_code: trip.tripCountrySlug,
  };
}

/** The trip's day as a write sends it: the day, and noon UTC of it in the spec's epoch ms. */
const tripDayFields = (whenDay: CalendarDay) => ({ when: noonUtcOf(whenDay), whenDay });

/**
 * POST /trip's body from the onboarding page, or null while section 5's rule does not allow saving.
 * `whenDay` is '' while the date field holds no whole day.
 */
export function newTripBody(
  home: CitySuggestion | null,
  destination: CitySuggestion | null,
  whenDay: CalendarDay | '',
): TripBody | null {
  if (!home || !destination || whenDay === '') return null;
  const body = { ...currentPlaceFields(home), ...tripPlaceFields(destination), ...tripDayFields(whenDay) };
  return canSaveTripDetails(body) ? body : null;
}

/**
 * My Account's edits of a saved trip. A key left out is unchanged; a place set to null was typed over
 * without a city being picked from the list, so there is nothing to save for it yet.
 */
export interface TripEdits {
  home?: CitySuggestion | null;
  destination?: CitySuggestion | null;
  /** '' while the date field holds no whole day. */
  whenDay?: CalendarDay | '';
}

function samePlace(a: CityAddress, b: CityAddress): boolean {
  return (
    a.name === b.name && a.state === b.state && a.country === b.country && a.country_code === b.country_code
  );
}

/**
 * PATCH /trip's body for the edits: each changed place whole, and the date when it moved to another day.
 * Null when the edits cannot be saved (section 5's rule) or change nothing.
 */
export function tripEditsPatch(trip: Trip, edits: TripEdits): TripPatchBody | null {
  const { home, destination, whenDay } = edits;
  if (home === null || destination === null || whenDay === '') return null;
  const patch: TripPatchBody = {};
  if (home && !samePlace(home.address, homeAddress(trip))) Object.assign(patch, currentPlaceFields(home));
  if (destination && !samePlace(destination.address, destinationAddress(trip))) {
    Object.assign(patch, tripPlaceFields(destination));
  }
  if (whenDay !== undefined) {
    const day = tripDayFields(whenDay);
    if (!canSaveTripDetails({ currentCity: trip.currentCity, tripCity: trip.tripCity, ...day })) return null;
    if (whenDay !== trip.whenDay) Object.assign(patch, day);
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The day a date input holds; '' for an empty, impossible or out-of-range value. */
export function dayFromInput(value: string): CalendarDay | '' {
  return isPlausibleDay(value) ? value : '';
}
