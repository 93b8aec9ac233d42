import { foldName } from './fold-name';

/** One city as the index takes it in. */
export interface CityRecord {
  name: string;
  /** Other names it is found by (local names where GeoNames' main name is the English one). */
  aliases?: readonly string[];
  state: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  population: number;
}

/** Where a city lies: the three texts many cities share. */
export interface Place {
  state: string;
  country: string;
  countryCode: string;
}

/**
 * Every searchable name of every city, compact: a few long strings and typed arrays instead of an object
 * per city and per name, so the world's names take little memory and load from a file in one read.
 * Names are folded (see foldName) and sorted; entry `i` is the i-th name in that order.
 */
export interface CityAtlas {
  /** The folded names, one after the other; entry i's ends at `keyEnds[i]`. */
  keys: string;
  keyEnds: Uint32Array;
  /** The names shown (the main name or the alias that was found), laid out like the keys. */
  names: string;
  nameEnds: Uint32Array;
  /** Per entry: its city. */
  cityOf: Int32Array;
  /** Per city. */
  lat: Float64Array;
  lon: Float64Array;
  population: Int32Array;
  placeOf: Int32Array;
  places: Place[];
}

/** Code-unit order: what `<` and the binary search use, and the same on every machine (no locale). */
export function compare(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** Folds and sorts every name of the records; equal folded names by country, then region, then input order. */
export function compileCityAtlas(records: readonly CityRecord[]): CityAtlas {
  const entries: { key: string; name: string; city: number }[] = [];
  records.forEach((record, city) => {
    for (const name of [record.name, ...(record.aliases ?? [])]) {
      const key = foldName(name);
      if (key) entries.push({ key, name, city });
    }
  });
  const recordOf = (city: number) => records[city] as CityRecord;
  entries.sort(
    (a, b) =>
      compare(a.key, b.key) ||
      compare(recordOf(a.city).countryCode, recordOf(b.city).countryCode) ||
      compare(recordOf(a.city).state, recordOf(b.city).state) ||
      a.city - b.city,
  );

  const places: Place[] = [];
  const placeIds = new Map<string, number>();
  const placeOf = Int32Array.from(records, ({ state, country, countryCode }) => {
    const label = `${state}\n${country}\n${countryCode}`;
    let id = placeIds.get(label);
    if (id === undefined) {
      id = places.push({ state, country, countryCode }) - 1;
      placeIds.set(label, id);
    }
    return id;
  });
  const ends = (texts: string[]) => {
    let end = 0;
    return Uint32Array.from(texts, (text) => (end += text.length));
  };
  return {
    keys: entries.map(({ key }) => key).join(''),
    keyEnds: ends(entries.map(({ key }) => key)),
    names: entries.map(({ name }) => name).join(''),
    nameEnds: ends(entries.map(({ name }) => name)),
    cityOf: Int32Array.from(entries, ({ city }) => city),
    lat: Float64Array.from(records, ({ lat }) => lat),
    lon: Float64Array.from(records, ({ lon }) => lon),
    population: Int32Array.from(records, ({ population }) => population),
    placeOf,
    places,
  };
}

/** Bumped when the layout below changes: a file of another layout is not read. */
const FORMAT = 'wayfarer city atlas 1';

type ArrayName = 'keyEnds' | 'nameEnds' | 'cityOf' | 'lat' | 'lon' | 'population' | 'placeOf';
/** The typed arrays in file order, the 8-byte ones first so that every one starts aligned. */
const ARRAYS: [ArrayName, Float64ArrayConstructor | Int32ArrayConstructor | Uint32ArrayConstructor][] = [
  ['lat', Float64Array],
  ['lon', Float64Array],
  ['keyEnds', Uint32Array],
  ['nameEnds', Uint32Array],
  ['cityOf', Int32Array],
  ['population', Int32Array],
  ['placeOf', Int32Array],
];

interface Header {
  format: string;
  keys: string;
  names: string;
  places: Place[];
  lengths: Record<ArrayName, number>;
}

/**
 * The atlas as one file: a 4-byte length, a JSON header (the strings and places), padding to 8 bytes,
 * then the typed arrays' bytes.
 */
export function encodeCityAtlas(atlas: CityAtlas): Buffer {
  const header: Header = {
    format: FORMAT,
    keys: atlas.keys,
    names: atlas.names,
    places: atlas.places,
    lengths: Object.fromEntries(ARRAYS.map(([name]) => [name, atlas[name].length])) as Header['lengths'],
  };
  const json = Buffer.from(JSON.stringify(header));
  const start = Math.ceil((4 + json.length) / 8) * 8;
  const prefix = Buffer.alloc(start);
  prefix.writeUInt32LE(json.length, 0);
  json.copy(prefix, 4);
  const arrays = ARRAYS.map(([name]) => atlas[name]);
  return Buffer.concat([
    prefix,
    ...arrays.map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength)),
  ]);
}

/** Reads a file `encodeCityAtlas` wrote; undefined when it has another layout. Little-endian machines. */
export function decodeCityAtlas(file: Buffer): CityAtlas | undefined {
  const jsonLength = file.readUInt32LE(0);
  const header = JSON.parse(file.toString('utf8', 4, 4 + jsonLength)) as Header;
  if (header.format !== FORMAT) return undefined;
  // A copy of its own, aligned, whatever the Buffer's place in Node's pool.
  const bytes = new Uint8Array(file.subarray(Math.ceil((4 + jsonLength) / 8) * 8)).buffer;
  let offset = 0;
  const arrays = Object.fromEntries(
    ARRAYS.map(([name, Type]) => {
      const length = header.lengths[name];
      const array = new Type(bytes, offset, length);
      offset += length * Type.BYTES_PER_ELEMENT;
      return [name, array];
    }),
  ) as Pick<CityAtlas, ArrayName>;
  return { keys: header.keys, names: header.names, places: header.places, ...arrays };
}
