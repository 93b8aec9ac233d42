import type { CitySuggestion, Trip } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { formats } from '@/i18n/formats';
import { dayFromInput, destinationLabel, newTripBody, placeLabel, tripEditsPatch } from './trip-form';

const english = formats('en');
const portuguese = formats('pt-BR');

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
const WHEN_DAY = '2027-06-01';
const WHEN = Date.UTC(2027, 5, 1, 12);

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
  whenDay: WHEN_DAY,
  returnDate: null,
};

describe('placeLabel', () => {
  it('names the region only when it differs from the city', () => {
    expect(placeLabel(lisbon.address, english)).toBe('Lisbon, Portugal');
    expect(placeLabel(munich.address, english)).toBe('Munich, Bavaria, Germany');
  });

  it('leaves out an empty region', () => {
    expect(placeLabel({ name: 'Monaco', state: '', country: 'Monaco', country_code: 'MC' }, english)).toBe(
      'Monaco, Monaco',
    );
  });

  it('names the country in the reader’s language by its code', () => {
    expect(placeLabel(munich.address, portuguese)).toBe('Munich, Bavaria, Alemanha');
    expect(placeLabel(saoPaulo.address, portuguese)).toBe('São Paulo, Brasil');
  });

  it('keeps the stored name of a code Intl does not know', () => {
    const unknown = { name: 'Nowhere', state: '', country: 'Atlantis', country_code: '' };
    expect(placeLabel(unknown, portuguese)).toBe('Nowhere, Atlantis');
  });
});

describe('destinationLabel', () => {
  it('is the trip city and country, the country in the reader’s language', () => {
    expect(destinationLabel(trip, english)).toBe('São Paulo, Brazil');
    expect(destinationLabel(trip, portuguese)).toBe('São Paulo, Brasil');
    expect(destinationLabel({ ...trip, tripCountrySlug: 'EC', tripCountry: 'Ecuador' }, portuguese)).toBe(
      'São Paulo, Equador',
    );
  });
});

describe('newTripBody', () => {
  it('fills every trip field from the two picked cities and the date', () => {
    expect(newTripBody(lisbon, saoPaulo, WHEN_DAY)).toEqual({
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
      whenDay: WHEN_DAY,
    });
  });

  it('is null without a home city, a destination or a date', () => {
    expect(newTripBody(null, saoPaulo, WHEN_DAY)).toBeNull();
    expect(newTripBody(lisbon, null, WHEN_DAY)).toBeNull();
    expect(newTripBody(lisbon, saoPaulo, '')).toBeNull();
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

  it('sends a changed home city and a date moved to another day, the day with noon UTC of it', () => {
    expect(tripEditsPatch(trip, { home: munich, whenDay: '2027-09-20' })).toEqual({
      currentCity: 'Munich',
      currentState: 'Bavaria',
      currentCountry: 'Germany',
      currentCountrySlug: 'DE',
      currentCurrency: 'EUR',
      when: Date.UTC(2027, 8, 20, 12),
      whenDay: '2027-09-20',
    });
  });

  it('is null when nothing changed, the same cities picked again and the same day included', () => {
    expect(tripEditsPatch(trip, {})).toBeNull();
    expect(tripEditsPatch(trip, { home: lisbon, destination: saoPaulo, whenDay: WHEN_DAY })).toBeNull();
  });

  it('is null while a place is typed over without a city picked, or the date is empty', () => {
    expect(tripEditsPatch(trip, { home: null, destination: munich })).toBeNull();
    expect(tripEditsPatch(trip, { destination: null })).toBeNull();
    expect(tripEditsPatch(trip, { destination: munich, whenDay: '' })).toBeNull();
  });
});

describe('the date input', () => {
  it('holds the day it shows', () => {
    expect(dayFromInput('2027-06-01')).toBe('2027-06-01');
    expect(dayFromInput('2028-02-29')).toBe('2028-02-29');
  });

  it('reads an empty, malformed, impossible or out-of-range value as no day', () => {
    for (const value of ['', '01/06/2027', '2027-02-30', '1969-12-31', '10000-01-01']) {
      expect(dayFromInput(value)).toBe('');
    }
  });
});
