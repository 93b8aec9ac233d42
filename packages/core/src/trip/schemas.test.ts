import { describe, expect, it } from 'vitest';
import type { CitySuggestion } from '../geo/schemas';
import { tripBodySchema, tripPatchBodySchema, userDetailsBodySchema } from './schemas';
import { canSaveTripDetails, currentPlaceFields, tripPlaceFields } from './trip-details';

const saoPaulo: CitySuggestion = {
  address: { name: 'São Paulo', state: 'São Paulo', country: 'Brazil', country_code: 'BR' },
  lat: -23.5475,
  lon: -46.63611,
};
const paris: CitySuggestion = {
  address: { name: 'Paris', state: 'Île-de-France', country: 'France', country_code: 'FR' },
  lat: 48.85341,
  lon: 2.3488,
};
const WHEN = Date.UTC(2027, 5, 1);
const body = { ...currentPlaceFields(saoPaulo), ...tripPlaceFields(paris), when: WHEN };

describe('place fields from city suggestions', () => {
  it('fill the trip from two suggestions, currencies included', () => {
    expect(body).toEqual({
      currentCity: 'São Paulo',
      currentState: 'São Paulo',
      currentCountry: 'Brazil',
      currentCountrySlug: 'BR',
      currentCurrency: 'BRL',
      tripCity: 'Paris',
      tripState: 'Île-de-France',
      tripCountry: 'France',
      tripCountrySlug: 'FR',
      tripCurrency: 'EUR',
      tripLat: 48.85341,
      tripLon: 2.3488,
      when: WHEN,
    });
    expect(tripBodySchema.parse(body)).toEqual(body);
  });
});

describe('tripBodySchema', () => {
  it('accepts country codes in any case, as upper case', () => {
    const parsed = tripBodySchema.parse({ ...body, currentCountrySlug: 'br', tripCountrySlug: 'Fr' });
    expect(parsed).toMatchObject({ currentCountrySlug: 'BR', tripCountrySlug: 'FR' });
  });

  it('accepts a body without currencies and a region left empty', () => {
    const withoutCurrencies: Partial<typeof body> = { ...body };
    delete withoutCurrencies.currentCurrency;
    delete withoutCurrencies.tripCurrency;
    expect(tripBodySchema.safeParse({ ...withoutCurrencies, tripState: '' }).success).toBe(true);
  });

  it.each([
    ['a country code with a digit', { tripCountrySlug: 'F1' }],
    ['a three-letter country code', { currentCountrySlug: 'BRA' }],
    ['a latitude above 90', { tripLat: 90.5 }],
    ['a longitude below -180', { tripLon: -181 }],
    ['a date of 0', { when: 0 }],
    ['a fractional date', { when: 1.5 }],
    ['a date as a string', { when: '2027-06-01' }],
    ['an empty city', { tripCity: '  ' }],
    ['a 201-character city', { currentCity: 'x'.repeat(201) }],
    ['a lower-case currency', { tripCurrency: 'eur' }],
  ])('refuses %s', (_case, change) => {
    expect(tripBodySchema.safeParse({ ...body, ...change }).success).toBe(false);
  });
});

describe('tripPatchBodySchema', () => {
  it('accepts the date alone and a whole place', () => {
    expect(tripPatchBodySchema.parse({ when: WHEN })).toEqual({ when: WHEN });
    expect(tripPatchBodySchema.safeParse(tripPlaceFields(paris)).success).toBe(true);
    expect(tripPatchBodySchema.safeParse({}).success).toBe(true);
  });

  it('refuses a city without the rest of its place, naming a missing field', () => {
    const result = tripPatchBodySchema.safeParse({ tripCity: 'Lyon' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['tripState']);
    expect(result.error?.issues[0]?.message).toBe('placeFieldsTogether');
  });
});

describe('userDetailsBodySchema', () => {
  it('accepts a name alone, trimmed, and refuses an empty one', () => {
    expect(userDetailsBodySchema.parse({ name: '  Ana  ' })).toEqual({ name: 'Ana' });
    expect(userDetailsBodySchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('canSaveTripDetails', () => {
  it('needs a current city, a trip city and a date above 0', () => {
    expect(canSaveTripDetails({ currentCity: 'São Paulo', tripCity: 'Paris', when: WHEN })).toBe(true);
    expect(canSaveTripDetails({ currentCity: '', tripCity: 'Paris', when: WHEN })).toBe(false);
    expect(canSaveTripDetails({ currentCity: 'São Paulo', tripCity: ' ', when: WHEN })).toBe(false);
    expect(canSaveTripDetails({ currentCity: 'São Paulo', tripCity: 'Paris', when: 0 })).toBe(false);
    expect(canSaveTripDetails({})).toBe(false);
  });
});
