import {
  canSaveTripDetails,
  currentPlaceFields,
  MAX_TRIP_DATE_MS,
  tripPlaceFields,
  type CitySuggestion,
  type Trip,
  type TripBody,
  type TripPatchBody,
} from '@wayfarer/core';

/** What a city picker shows of a place: the suggestion's address, or a saved trip's fields. */
export type CityAddress = CitySuggestion['address'];

/** 'Lisbon, Portugal', 'Paris, Île-de-France, France': the region only when it adds to the city's name. */
export function placeLabel({
  name,
  state,
  country,
}: Pick<CityAddress, 'name' | 'state' | 'country'>): string {
  const region = state.trim() && state.trim() !== name.trim() ? state : '';
  return [name, region, country].filter(Boolean).join(', ');
}

/** The destination as the header shows it: 'Tokyo, Japan'. */
export function destinationLabel(trip: Pick<Trip, 'tripCity' | 'tripCountry'>): string {
  return [trip.tripCity, trip.tripCountry].filter(Boolean).join(', ');
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

/** POST /trip's body from the onboarding page, or null while section 5's rule does not allow saving. */
export function newTripBody(
  home: CitySuggestion | null,
  destination: CitySuggestion | null,
  when: number,
): TripBody | null {
  if (!home || !destination) return null;
  const body = { ...currentPlaceFields(home), ...tripPlaceFields(destination), when };
  return canSaveTripDetails(body) ? body : null;
}

/**
 * My Account's edits of a saved trip. A key left out is unchanged; a place set to null was typed over
 * without a city being picked from the list, so there is nothing to save for it yet.
 */
export interface TripEdits {
  home?: CitySuggestion | null;
  destination?: CitySuggestion | null;
  when?: number;
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
  const { home, destination, when } = edits;
  if (home === null || destination === null) return null;
  const patch: TripPatchBody = {};
  if (home && !samePlace(home.address, homeAddress(trip))) Object.assign(patch, currentPlaceFields(home));
  if (destination && !samePlace(destination.address, destinationAddress(trip))) {
    Object.assign(patch, tripPlaceFields(destination));
  }
  if (when !== undefined) {
    if (!canSaveTripDetails({ currentCity: trip.currentCity, tripCity: trip.tripCity, when })) return null;
    if (dateInputValue(when) !== dateInputValue(trip.when)) patch.when = when;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date input's value ('2027-06-01') for epoch ms, in the browser's time zone; '' for no date. */
export function dateInputValue(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0 || ms > MAX_TRIP_DATE_MS) return '';
  const date = new Date(ms);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of the day a date input holds, in epoch ms; 0 (no date) for an empty or impossible value. */
export function dateFromInput(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 0;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise be read as 19xx
  const valid = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const ms = date.getTime();
  return valid && ms > 0 && ms <= MAX_TRIP_DATE_MS ? ms : 0;
}
