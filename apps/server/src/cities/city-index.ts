import { CITY_SUGGESTION_LIMIT, type CitySuggestion } from '@wayfarer/core';
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

export interface CityIndex {
  /** Up to `limit` cities whose name (or alias) starts with the folded query, most populous first. */
  search(query: string, limit?: number): CitySuggestion[];
  /**
   * The most populous city of a country called exactly `name` (ignoring case and accents): how a feed
   * finds the coordinates of the trip city the client names. undefined when there is none.
   */
  find(name: string, countryCode: string): CitySuggestion | undefined;
  /** How many names (main names and aliases) are searchable. */
  readonly size: number;
}

/**
 * Prefix search over every city name in memory.
 *
 * Names are folded (see foldName) and sorted, so the names starting with a prefix form one contiguous
 * range, found by two binary searches. Within it the best cities come from a sparse table of the most
 * populous name of each range: the best of a range is one look-up, and the next best lie
 * in the two halves beside it, so the top 10 cost about 10 look-ups however many names share the
 * prefix ("sant" has thousands).
 */
export function buildCityIndex(records: readonly CityRecord[]): CityIndex {
  interface Entry {
    /** The folded name searched in. */
    key: string;
    /** The name shown: the main name or the alias that was found. */
    name: string;
    city: CityRecord;
    input: number;
  }
  const entries: Entry[] = [];
  records.forEach((city, input) => {
    for (const name of [city.name, ...(city.aliases ?? [])]) {
      const key = foldName(name);
      if (key) entries.push({ key, name, city, input });
    }
  });
  // Equal folded names are ordered by country, then region: the order ties in population come out in.
  entries.sort(
    (a, b) =>
      compare(a.key, b.key) ||
      compare(a.city.countryCode, b.city.countryCode) ||
      compare(a.city.state, b.city.state) ||
      a.input - b.input,
  );
  const keys = entries.map((entry) => entry.key);
  const weights = Int32Array.from(entries, (entry) => -entry.city.population);
  // Positions come from the table and the searches below, always in range: `??` only satisfies the compiler.
  const weight = (position: number) => weights[position] ?? 0;
  /** The better of two positions: the more populous, and among equals the leftmost (by name, then country). */
  const better = (a: number, b: number) => {
    const byWeight = weight(a) - weight(b);
    return byWeight < 0 || (byWeight === 0 && a < b) ? a : b;
  };
  const bestIn = rangeMinimum(entries.length, better);

  /** The first position whose key is not below `key`. */
  function lowerBound(key: string): number {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((keys[middle] ?? '') < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Takes the range holding the best position out of the list. */
  function takeBest(ranges: Range[]): Range | undefined {
    let best: Range | undefined;
    for (const range of ranges) {
      if (!best || better(range.best, best.best) === range.best) best = range;
    }
    if (best) ranges.splice(ranges.indexOf(best), 1);
    return best;
  }

  const suggestion = (name: string, city: CityRecord): CitySuggestion => ({
    address: { name, state: city.state, country: city.country, country_code: city.countryCode },
    lat: city.lat,
    lon: city.lon,
  });

  return {
    size: entries.length,

    find(name, countryCode) {
      const key = foldName(name);
      if (!key) return undefined;
      let found: Entry | undefined;
      for (let position = lowerBound(key); keys[position] === key; position++) {
        const entry = entries[position];
        if (entry?.city.countryCode !== countryCode) continue;
        if (!found || entry.city.population > found.city.population) found = entry;
      }
      return found && suggestion(found.name, found.city);
    },

    search(query, limit = CITY_SUGGESTION_LIMIT) {
      const prefix = foldName(query);
      if (!prefix) return [];
      const first = lowerBound(prefix);
      // No folded name holds U+FFFF, so this is the first name past every one starting with the prefix.
      const last = lowerBound(`${prefix}\uffff`) - 1;
      if (first > last) return [];

      const results: CitySuggestion[] = [];
      const seenCities = new Set<CityRecord>();
      const seenLabels = new Set<string>();
      // Ranges still to look into, each with its best position; each answer adds at most two.
      const ranges: Range[] = [{ from: first, to: last, best: bestIn(first, last) }];
      for (let range = takeBest(ranges); range && results.length < limit; range = takeBest(ranges)) {
        const { from, to, best } = range;
        if (from < best) ranges.push({ from, to: best - 1, best: bestIn(from, best - 1) });
        if (best < to) ranges.push({ from: best + 1, to, best: bestIn(best + 1, to) });

        const entry = entries[best];
        if (!entry) continue;
        // A city found by its name and an alias, or GeoNames' duplicates of one place, are listed once.
        const { city, name } = entry;
        const label = `${name}|${city.state}|${city.countryCode}`;
        if (seenCities.has(city) || seenLabels.has(label)) continue;
        seenCities.add(city);
        seenLabels.add(label);
        results.push(suggestion(name, city));
      }
      return results;
    },
  };
}

/** A run of positions [from, to] and the best position in it. */
interface Range {
  from: number;
  to: number;
  best: number;
}

/** Code-unit order: what `<` and the binary search use, and the same on every machine (no locale). */
function compare(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * A sparse table: level k holds, for each start, the best of the 2^k positions from there. Any range
 * is covered by two overlapping blocks of one level, so its best is found in constant time.
 */
function rangeMinimum(length: number, better: (a: number, b: number) => number) {
  const levels: Int32Array[] = [Int32Array.from({ length }, (_, position) => position)];
  for (let width = 2; width <= length; width *= 2) {
    const previous = levels[levels.length - 1] ?? new Int32Array(0);
    const shifted = previous.subarray(width / 2);
    levels.push(
      previous.slice(0, length - width + 1).map((left, start) => better(left, shifted[start] ?? left)),
    );
  }
  return (from: number, to: number): number => {
    const level = 31 - Math.clz32(to - from + 1);
    const blocks = levels[level] ?? new Int32Array(0);
    return better(blocks[from] ?? from, blocks[to - (1 << level) + 1] ?? to);
  };
}
