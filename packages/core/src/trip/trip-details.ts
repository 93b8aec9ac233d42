import type { CitySuggestion } from '../geo/schemas';
import { currencyOfCountry } from '../geo/currencies';
import type { Trip } from './schemas';

type CurrentPlace = Pick<
  Trip,
  'currentCity' | 'currentState' | 'currentCountry' | 'currentCountrySlug' | 'currentCurrency'
>;
type TripPlace = Pick<
  Trip,
  'tripCity' | 'tripState' | 'tripCountry' | 'tripCountrySlug' | 'tripCurrency' | 'tripLat' | 'tripLon'
>;

/** The trip fields a picked home-city suggestion fills in. */
export function currentPlaceFields({ address }: CitySuggestion): CurrentPlace {
  return {
    currentCity: address.name,
    currentState: address.state,
    currentCountry: address.country,
    currentCountrySlug: address.country_code,
    currentCurrency: currencyOfCountry(address.country_code),
  };
}

/** The trip fields a picked destination suggestion fills in. */
export function tripPlaceFields({ address, lat, lon }: CitySuggestion): TripPlace {
  return {
    tripCity: address.name,
    tripState: address.state,
    tripCountry: address.country,
    tripCountrySlug: address.country_code,
    tripCurrency: currencyOfCountry(address.country_code),
    tripLat: lat,
    tripLon: lon,
  };
}

/** Spec section 5: the user-details save needs a current city, a trip city and a date above 0. */
export function canSaveTripDetails(details: {
  currentCity?: string | undefined;
  tripCity?: string | undefined;
  when?: number | undefined;
}): boolean {
  return Boolean(details.currentCity?.trim()) && Boolean(details.tripCity?.trim()) && (details.when ?? 0) > 0;
}
