import { citySuggestionListSchema, cityAutocompleteQuerySchema } from '../geo/schemas';
import { answer, type ContractTable } from '../http/endpoint';
import { TripStatus, type tripEndpoints } from './endpoints';
import {
  noTripSchema,
  tripBodySchema,
  tripPatchBodySchema,
  tripSchema,
  userDetailsBodySchema,
  userDetailsResultSchema,
} from './schemas';

const tag = 'trip';
const currencyNote = 'currentCurrency and tripCurrency are derived from the country codes, whatever is sent';
const theTrip = answer('The trip as stored', tripSchema);
const noTrip = answer('There is no trip yet, and not every trip field was sent to create it');

export const tripContracts = {
  getTrip: {
    tag,
    summary: 'The trip of the user',
    statuses: {
      [TripStatus.found]: answer('The trip', tripSchema),
      [TripStatus.noTrip]: answer('No trip yet: {} (the app then opens onboarding)', noTripSchema),
    },
  },
  createTrip: {
    tag,
    summary: `Create the trip with every field, or replace it when there is one; ${currencyNote}`,
    body: tripBodySchema,
    statuses: { 200: theTrip },
  },
  updateTrip: {
    tag,
    summary:
      'Change some trip fields (a place moves whole: city, state, country, slug, and for the ' +
      `destination lat and lon); ${currencyNote}`,
    body: tripPatchBodySchema,
    statuses: { 200: theTrip, 404: answer('There is no trip yet') },
  },
  updateUserDetails: {
    tag,
    summary:
      'Save the name and trip fields of My Account or onboarding in one go: every field optional, a ' +
      'place moves whole; the trip is created when there is none and every trip field is sent; ' +
      currencyNote,
    body: userDetailsBodySchema,
    statuses: { 200: answer('The user and the trip as they now are', userDetailsResultSchema), 404: noTrip },
  },
  searchCities: {
    tag: 'cities',
    summary: 'The 10 most populous cities whose name starts with the query, ignoring case and accents',
    query: cityAutocompleteQuerySchema,
    statuses: {
      200: answer('The cities, most populous first', citySuggestionListSchema),
      400: answer('The query has 3 characters or fewer, or more than 100'),
    },
  },
} as const satisfies ContractTable<typeof tripEndpoints>;
