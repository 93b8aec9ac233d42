import type { CitySuggestion, Trip } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  dateFromInput,
  dateInputValue,
  destinationLabel,
  newTripBody,
  placeLabel,
  tripEditsPatch,
} from './trip-form';

const lisbon: CitySuggestion = {
  address: { name: 'Lisbon', state: 'Lisbon', country: 'Portugal', country_code: 'PT' },
  lat: 38.71667,
  lon: -9.13333,
};
const saoPaulo: CitySuggestion = {
  address: { name: 'São Paulo', state: 'São Paulo', country: 'Brazil', country_code: 'BR' },
  lat: -23.5475,
  lon: -46.63611,
};
const munich: CitySuggestion = {
  address: { name: 'Munich', state: 'Bavaria', country: 'Germany', country_code: 'DE' },
  lat: 48.13743,
  lon: 11.57549,
};
const WHEN = new Date(2027, 5, 1, 15, 30).getTime();

const trip: Trip = {
  currentCity: 'Lisbon',
  currentState: 'Lisbon',
  currentCountry: 'Portugal',
  currentCountrySlug: 'PT',
  currentCurrency: 'EUR',
  tripCity: 'São Paulo',
  tripState: 'São Paulo',
  tripCountry: 'Brazil',
  tripCountrySlug: 'BR',
  tripCurrency: 'BRL',
  tripLat: -23.5475,
  tripLon: -46.63611,
  when: WHEN,
};

describe('placeLabel', () => {
  it('names the region only when it differs from the city', () => {
    expect(placeLabel(lisbon.address)).toBe('Lisbon, Portugal');
    expect(placeLabel(munich.address)).toBe('Munich, Bavaria, Germany');
  });

  it('leaves out an empty region', () => {
    expect(placeLabel({ name: 'Monaco', state: '', country: 'Monaco' })).toBe('Monaco, Monaco');
  });
});

describe('destinationLabel', () => {
  it('is the trip city and country', () => {
    expect(destinationLabel(trip)).toBe('São Paulo, Brazil');
  });
});

describe('newTripBody', () => {
  it('fills every trip field from the two picked cities and the date', () => {
    expect(newTripBody(lisbon, saoPaulo, WHEN)).toEqual({
      currentCity: 'Lisbon',
      currentState: 'Lisbon',
      currentCountry: 'Portugal',
      currentCountrySlug: 'PT',
      currentCurrency: 'EUR',
      tripCity: 'São Paulo',
      tripState: 'São Paulo',
      tripCountry: 'Brazil',
      tripCountrySlug: 'BR',
      tripCurrency: 'BRL',
      tripLat: -23.5475,
      tripLon: -46.63611,
      when: WHEN,
    });
  });

  it('is null without a home city, a destination or a date', () => {
    expect(newTripBody(null, saoPaulo, WHEN)).toBeNull();
    expect(newTripBody(lisbon, null, WHEN)).toBeNull();
    expect(newTripBody(lisbon, saoPaulo, 0)).toBeNull();
  });
});

describe('tripEditsPatch', () => {
  it('sends a changed destination whole, with its coordinates', () => {
    expect(tripEditsPatch(trip, { destination: munich })).toEqual({
      tripCity: 'Munich',
      tripState: 'Bavaria',
      tripCountry: 'Germany',
      tripCountrySlug: 'DE',
      tripCurrency: 'EUR',
      tripLat: 48.13743,
      tripLon: 11.57549,
    });
  });

  it('sends a changed home city and a date moved to another day', () => {
    const when = new Date(2027, 8, 20).getTime();
    expect(tripEditsPatch(trip, { home: munich, when })).toEqual({
      currentCity: 'Munich',
      currentState: 'Bavaria',
      currentCountry: 'Germany',
      currentCountrySlug: 'DE',
      currentCurrency: 'EUR',
      when,
    });
  });

  it('is null when nothing changed, the same cities picked again and the same day included', () => {
    expect(tripEditsPatch(trip, {})).toBeNull();
    const sameDay = new Date(2027, 5, 1).getTime();
    expect(tripEditsPatch(trip, { home: lisbon, destination: saoPaulo, when: sameDay })).toBeNull();
  });

  it('is null while a place is typed over without a city picked, or the date is empty', () => {
    expect(tripEditsPatch(trip, { home: null, destination: munich })).toBeNull();
    expect(tripEditsPatch(trip, { destination: null })).toBeNull();
    expect(tripEditsPatch(trip, { destination: munich, when: 0 })).toBeNull();
  });
});

describe('date input values', () => {
  it('shows epoch ms as the local day', () => {
    expect(dateInputValue(WHEN)).toBe('2027-06-01');
    expect(dateInputValue(new Date(2030, 11, 31, 23, 59).getTime())).toBe('2030-12-31');
  });

  it('shows no date for 0', () => {
    expect(dateInputValue(0)).toBe('');
  });

  it('reads a day as its local start, and back', () => {
    expect(dateFromInput('2027-06-01')).toBe(new Date(2027, 5, 1).getTime());
    expect(dateInputValue(dateFromInput('2028-02-29'))).toBe('2028-02-29');
  });

  it('reads an empty, malformed or impossible value as no date', () => {
    expect(dateFromInput('')).toBe(0);
    expect(dateFromInput('01/06/2027')).toBe(0);
    expect(dateFromInput('2027-02-30')).toBe(0);
    expect(dateFromInput('1969-12-31')).toBe(0);
    expect(dateFromInput('10000-01-01')).toBe(0);
  });
});
