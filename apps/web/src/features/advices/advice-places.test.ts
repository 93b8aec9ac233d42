import type { AdvicePlace } from '@wayfarer/core';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import {
  ADVICE_ROWS,
  DISCOVERY_CATEGORY,
  distanceText,
  placeAddress,
  placeCategory,
  placeImageUrls,
  rowScrollLeft,
} from './advice-places';

const place: AdvicePlace = {
  id: 'node/1',
  name: 'A Brasileira',
  images: [
    { prefix: 'https://img.example/a/', suffix: '/1.jpg' },
    { prefix: 'https://img.example/a/', suffix: '/2.jpg' },
    { prefix: 'https://img.example/a/', suffix: '/1.jpg' },
  ],
  categories: [
    {
      id: 13003,
      name: 'Bar',
      plural_name: 'Bars',
      icon: { prefix: 'https://img.example/bar_', suffix: '.png' },
    },
    {
      id: 13065,
      name: 'Restaurant',
      plural_name: 'Restaurants',
      icon: { prefix: 'https://img.example/r_', suffix: '.png' },
    },
  ],
  location: { formatted_address: '  Rua Garrett 120, Lisboa ' },
  geocodes: { main: { latitude: 38.71, longitude: -9.14 } },
};

describe('the rows of /advices', () => {
  it('puts Discovery in the banner and the four categories of the spec in rows, in order', () => {
    expect(DISCOVERY_CATEGORY).toEqual({ id: 10000, name: 'Discovery' });
    expect(ADVICE_ROWS.map(({ id, name }) => [id, name])).toEqual([
      [13003, 'Bar'],
      [16000, 'Landmarks and Outdoors'],
      [13065, 'Restaurant'],
      [18000, 'Sports and Recreation'],
    ]);
  });

  it('scrolls a row by 208 px either way', () => {
    expect(rowScrollLeft('next')).toBe(208);
    expect(rowScrollLeft('previous')).toBe(-208);
  });
});

describe('a place', () => {
  it('is shown under its first category', () => {
    expect(placeCategory(place)?.plural_name).toBe('Bars');
    expect(placeCategory({ categories: [] })).toBeNull();
  });

  it("has its pictures at the 'original' size, each once", () => {
    expect(placeImageUrls(place)).toEqual([
      'https://img.example/a/original/1.jpg',
      'https://img.example/a/original/2.jpg',
    ]);
    expect(placeImageUrls({ images: [] })).toEqual([]);
  });

  it('has an address only when the source gave one', () => {
    expect(placeAddress(place)).toBe('Rua Garrett 120, Lisboa');
    expect(placeAddress({ location: { formatted_address: ' ' } })).toBeNull();
  });
});

describe('distanceText', () => {
  it('rounds metres to tens and kilometres to a decimal below 10', () => {
    expect(distanceText(0)).toBe('0 m from the centre');
    expect(distanceText(347)).toBe('350 m from the centre');
    expect(distanceText(1250)).toBe('1.3 km from the centre');
    expect(distanceText(12_400)).toBe('12 km from the centre');
  });

  it('says nothing without a distance', () => {
    expect(distanceText(undefined)).toBeNull();
    expect(distanceText(Number.NaN)).toBeNull();
  });
});

describe('distanceText in Portuguese', () => {
  afterEach(() => showLanguage('en', en));

  it('writes the distance with the language’s words and decimal comma', () => {
    showLanguage('pt-BR', ptBR);
    expect(distanceText(347)).toBe('A 350 m do centro');
    expect(distanceText(1250)).toBe('A 1,3 km do centro');
    expect(distanceText(12_400)).toBe('A 12 km do centro');
  });
});
