import { weatherIconSchema } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { wmoCondition } from './wmo-codes';

const WMO_CODES = [
  0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
];

describe('wmoCondition', () => {
  it('gives every WMO code an OpenWeatherMap icon, by day and by night', () => {
    for (const code of WMO_CODES) {
      expect(weatherIconSchema.parse(wmoCondition(code, true)?.icon)).toMatch(/d$/);
      expect(weatherIconSchema.parse(wmoCondition(code, false)?.icon)).toMatch(/n$/);
    }
  });

  it("speaks OpenWeatherMap's words", () => {
    expect(wmoCondition(0, true)).toEqual({ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' });
    expect(wmoCondition(3, false)).toEqual({
      id: 804,
      main: 'Clouds',
      description: 'overcast clouds',
      icon: '04n',
    });
    expect(wmoCondition(63, true)).toMatchObject({ main: 'Rain', icon: '10d' });
    expect(wmoCondition(95, true)).toMatchObject({ main: 'Thunderstorm', icon: '11d' });
  });

  it('knows nothing of a code WMO does not define', () => {
    expect(wmoCondition(4, true)).toBeUndefined();
    expect(wmoCondition(-1, true)).toBeUndefined();
  });
});
