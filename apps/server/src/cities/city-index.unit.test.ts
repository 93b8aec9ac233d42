import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCityIndex, type CityRecord } from './city-index';
import { foldName } from './fold-name';

const city = (name: string, population: number, extra: Partial<CityRecord> = {}): CityRecord => ({
  name,
  state: '',
  country: 'Testland',
  countryCode: 'TT',
  lat: 0,
  lon: 0,
  population,
  ...extra,
});
const names = (index: ReturnType<typeof buildCityIndex>, query: string, limit?: number) =>
  index.search(query, limit).map(({ address }) => `${address.name}/${address.country_code}/${address.state}`);

describe('buildCityIndex', () => {
  it('finds prefixes whatever the case and accents, most populous first', () => {
    const index = buildCityIndex([city('Sao Pedro', 20), city('São Paulo', 100), city('Santos', 50)]);
    expect(names(index, 'SAO P')).toEqual(['São Paulo/TT/', 'Sao Pedro/TT/']);
    expect(names(index, 'sant')).toEqual(['Santos/TT/']);
    expect(names(index, 'xyz')).toEqual([]);
  });

  it('breaks population ties by name, then country, then region', () => {
    const index = buildCityIndex([
      city('Parisot', 10),
      city('Paris', 10, { countryCode: 'US', state: 'Texas' }),
      city('Paris', 10, { countryCode: 'FR', state: 'Île-de-France' }),
      city('Paris', 10, { countryCode: 'US', state: 'Maine' }),
    ]);
    expect(names(index, 'pari')).toEqual([
      'Paris/FR/Île-de-France',
      'Paris/US/Maine',
      'Paris/US/Texas',
      'Parisot/TT/',
    ]);
  });

  it('finds a city by its exact name in a country, the most populous of namesakes', () => {
    const index = buildCityIndex([
      city('Paris', 2_100_000, { countryCode: 'FR', lat: 48.85, lon: 2.35 }),
      city('Paris', 25_000, { countryCode: 'US', state: 'Texas', lat: 33.66, lon: -95.55 }),
      city('Paris', 9_000, { countryCode: 'US', state: 'Tennessee' }),
      city('Parisot', 90_000, { countryCode: 'US' }),
      city('Lisboa', 500_000, { countryCode: 'PT', aliases: ['Lisbon'] }),
    ]);
    expect(index.find('PARIS', 'US')).toMatchObject({ address: { state: 'Texas' }, lat: 33.66, lon: -95.55 });
    expect(index.find('paris', 'FR')).toMatchObject({ lat: 48.85 });
    expect(index.find('Lisbon', 'PT')).toMatchObject({ address: { name: 'Lisbon' } });
    expect(index.find('Pari', 'FR')).toBeUndefined();
    expect(index.find('Paris', 'BR')).toBeUndefined();
    expect(index.find('', 'FR')).toBeUndefined();
  });

  it('answers nothing for a query that folds to nothing, and for an empty index', () => {
    expect(buildCityIndex([city('Rome', 10)]).search(' -- ')).toEqual([]);
    expect(buildCityIndex([]).search('rome')).toEqual([]);
  });

  it('finds a city by an alias, shows the name that matched, and lists it once', () => {
    const index = buildCityIndex([
      city('Munich', 1_000, { aliases: ['München', 'Munchen'] }),
      city('Munchberg', 10),
    ]);
    expect(names(index, 'munc')).toEqual(['München/TT/', 'Munchberg/TT/']);
    expect(names(index, 'muni')).toEqual(['Munich/TT/']);
  });

  it('lists a place GeoNames holds twice (same name, region and country) once', () => {
    const index = buildCityIndex([
      city('Haag', 500, { state: 'Lower Austria' }),
      city('Haag', 400, { state: 'Lower Austria' }),
    ]);
    expect(index.search('haag')).toHaveLength(1);
  });

  it('answers what a full scan sorted by population would, for any names and prefixes', () => {
    const letters = fc.constantFrom('a', 'b', 'á', 'B', ' ', '-');
    const row = fc.record({
      name: fc.string({ unit: letters, minLength: 1, maxLength: 6 }),
      population: fc.integer({ min: 0, max: 30 }),
      countryCode: fc.constantFrom('AA', 'BB'),
    });
    const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.string({ unit: letters, maxLength: 4 }),
        (rows, query) => {
          // The latitude tells the records apart.
          const records = rows.map((r, position) =>
            city(r.name, r.population, { countryCode: r.countryCode, lat: position }),
          );
          const prefix = foldName(query);
          const labels = new Set<string>();
          const expected = records
            .filter((record) => prefix !== '' && foldName(record.name).startsWith(prefix))
            .sort(
              (a, b) =>
                b.population - a.population ||
                byCodeUnits(foldName(a.name), foldName(b.name)) ||
                byCodeUnits(a.countryCode, b.countryCode) ||
                a.lat - b.lat,
            )
            .filter((record) => {
              const label = `${record.name}|${record.countryCode}`;
              if (labels.has(label)) return false;
              labels.add(label);
              return true;
            })
            .slice(0, 5)
            .map((record) => record.lat);
          const found = buildCityIndex(records)
            .search(query, 5)
            .map((suggestion) => suggestion.lat);
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
