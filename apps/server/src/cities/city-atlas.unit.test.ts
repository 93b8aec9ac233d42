import { describe, expect, it } from 'vitest';
import { compileCityAtlas, decodeCityAtlas, encodeCityAtlas, type CityRecord } from './city-atlas';
import { cityIndexOf } from './city-index';

const records: CityRecord[] = [
  {
    name: 'São Paulo',
    state: 'São Paulo',
    country: 'Brazil',
    countryCode: 'BR',
    lat: -23.5475,
    lon: -46.63611,
    population: 10_021_295,
  },
  {
    name: 'Munich',
    aliases: ['München'],
    state: 'Bavaria',
    country: 'Germany',
    countryCode: 'DE',
    lat: 48.13743,
    lon: 11.57549,
    population: 1_260_391,
  },
  {
    name: 'Łódź',
    state: 'Łódź Voivodeship',
    country: 'Poland',
    countryCode: 'PL',
    lat: 51.75,
    lon: 19.46667,
    population: 768_755,
  },
  {
    name: '𝔱𝔢𝔰𝔱 City',
    state: '',
    country: 'Testland',
    countryCode: 'TT',
    lat: 1e-7,
    lon: -179.99999,
    population: 1_000,
  },
];

describe('the compiled city atlas', () => {
  it('reads back from its file exactly as compiled: the same answers, to the last digit', () => {
    const compiled = compileCityAtlas(records);
    const stored = decodeCityAtlas(encodeCityAtlas(compiled));
    expect(stored).toEqual(compiled);
    const [fresh, read] = [cityIndexOf(compiled), cityIndexOf(stored!)];
    for (const query of ['sao p', 'munc', 'lodz', 'test']) {
      expect(read.search(query)).toEqual(fresh.search(query));
    }
    expect(read.search('test')[0]).toMatchObject({
      address: { name: '𝔱𝔢𝔰𝔱 City' },
      lat: 1e-7,
      lon: -179.99999,
    });
  });

  it('is not read from a file of another layout', () => {
    const file = encodeCityAtlas(compileCityAtlas(records));
    const other = Buffer.from(
      file.toString('latin1').replace('wayfarer city atlas 1', 'wayfarer city atlas 0'),
      'latin1',
    );
    expect(decodeCityAtlas(other)).toBeUndefined();
  });
});
