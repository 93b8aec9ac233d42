import { describe, expect, it } from 'vitest';
import { weatherQuerySchema } from './schemas';
import { kelvinToCelsius } from './weather';

describe('kelvinToCelsius (spec section 9: 1 decimal)', () => {
  it.each([
    [273.15, 0],
    [293.48, 20.3],
    [300.0, 26.9],
    [262.65, -10.5],
  ])('%d K is %d °C', (kelvin, celsius) => {
    expect(kelvinToCelsius(kelvin)).toBe(celsius);
  });
});

describe('weatherQuerySchema', () => {
  it('reads the city and the country code', () => {
    expect(weatherQuerySchema.parse({ city: ' Lisbon ', country: 'pt' })).toEqual({
      city: 'Lisbon',
      country: 'PT',
    });
  });

  it('names a missing city and an unknown country', () => {
    expect(weatherQuerySchema.safeParse({ city: '', country: 'PT' }).error?.issues[0]?.path).toEqual([
      'city',
    ]);
    expect(weatherQuerySchema.safeParse({ city: 'Lisbon', country: 'QQ' }).error?.issues[0]?.path).toEqual([
      'country',
    ]);
  });
});
