import { CITY_SUGGESTION_LIMIT, type CitySuggestion } from '@wayfarer/core';
import { compileCityAtlas, type CityAtlas, type CityRecord } from './city-atlas';
import { foldName } from './fold-name';

export type { CityRecord } from './city-atlas';

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

/** The index of the given cities (tests, and the server when no atlas file was built). */
export function buildCityIndex(records: readonly CityRecord[]): CityIndex {
  return cityIndexOf(compileCityAtlas(records));
}

/**
 * Prefix search over every city name of an atlas.
 *
 * Names are folded (see foldName) and sorted, so the names starting with a prefix form one contiguous
 * range, found by two binary searches. Within it the best cities come from a sparse table of the most
 * populous name of each range: the best of a range is one look-up, and the next best lie
 * in the two halves beside it, so the top 10 cost about 10 look-ups however many names share the
 * prefix ("sant" has thousands).
 */
export function cityIndexOf(atlas: CityAtlas): CityIndex {
  const { keys, keyEnds, names, nameEnds, cityOf, lat, lon, population, placeOf, places } = atlas;
  const entryCount = cityOf.length;
  // Positions come from the table and the searches below, always in range: `??` only satisfies the compiler.
  const keyAt = (position: number) => keys.slice(keyEnds[position - 1] ?? 0, keyEnds[position] ?? 0);
  const nameAt = (position: number) => names.slice(nameEnds[position - 1] ?? 0, nameEnds[position] ?? 0);
  const cityAt = (position: number) => cityOf[position] ?? 0;
  const populationAt = (position: number) => population[cityAt(position)] ?? 0;
  const placeAt = (position: number) => places[placeOf[cityAt(position)] ?? 0];
  /** The better of two positions: the more populous, and among equals the leftmost (by name, then country). */
  const better = (a: number, b: number) => {
    const byPopulation = populationAt(b) - populationAt(a);
    return byPopulation < 0 || (byPopulation === 0 && a < b) ? a : b;
  };
  const bestIn = rangeMinimum(entryCount, better);

  /** The first position whose key is not below `key`. */
  function lowerBound(key: string): number {
    let low = 0;
    let high = entryCount;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keyAt(middle) < key) low = middle + 1;
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

  const suggestion = (position: number): CitySuggestion => {
    const city = cityAt(position);
    const place = placeAt(position);
    return {
      address: {
        name: nameAt(position),
        state: place?.state ?? '',
        country: place?.country ?? '',
        country_code: place?.countryCode ?? '',
      },
      lat: lat[city] ?? 0,
      lon: lon[city] ?? 0,
    };
  };

  return {
    size: entryCount,

    find(name, countryCode) {
      const key = foldName(name);
      if (!key) return undefined;
      let found: number | undefined;
      for (let position = lowerBound(key); position < entryCount && keyAt(position) === key; position++) {
        if (placeAt(position)?.countryCode !== countryCode) continue;
        if (found === undefined || populationAt(position) > populationAt(found)) found = position;
      }
      return found === undefined ? undefined : suggestion(found);
    },

    search(query, limit = CITY_SUGGESTION_LIMIT) {
      const prefix = foldName(query);
      if (!prefix) return [];
      const first = lowerBound(prefix);
      // No folded name holds U+FFFF, so this is the first name past every one starting with the prefix.
      const last = lowerBound(`${prefix}\uffff`) - 1;
      if (first > last) return [];

      const results: CitySuggestion[] = [];
      const seenCities = new Set<number>();
      const seenLabels = new Set<string>();
      // Ranges still to look into, each with its best position; each answer adds at most two.
      const ranges: Range[] = [{ from: first, to: last, best: bestIn(first, last) }];
      for (let range = takeBest(ranges); range && results.length < limit; range = takeBest(ranges)) {
        const { from, to, best } = range;
        if (from < best) ranges.push({ from, to: best - 1, best: bestIn(from, best - 1) });
        if (best < to) ranges.push({ from: best + 1, to, best: bestIn(best + 1, to) });

        // A city found by its name and an alias, or GeoNames' duplicates of one place, are listed once.
        const city = cityAt(best);
        const place = placeAt(best);
        const label = `${nameAt(best)}|${place?.state}|${place?.countryCode}`;
        if (seenCities.has(city) || seenLabels.has(label)) continue;
        seenCities.add(city);
        seenLabels.add(label);
        results.push(suggestion(best));
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

/** Positions per block of the range-minimum structure below: a scan of up to two blocks is ~30 comparisons. */
const BLOCK = 16;

/**
 * The best position of any range in constant time, in little memory: the best of each block of 16
 * positions, and over those a sparse table (level k holds, for each block, the best of the 2^k blocks from
 * there, so any run of whole blocks is covered by two overlapping entries of one level). A range's partial
 * blocks at either end are scanned. A sparse table over every position would take about BLOCK times the
 * memory for the world's names.
 */
function rangeMinimum(length: number, better: (a: number, b: number) => number) {
  const blockCount = Math.ceil(length / BLOCK);
  const scan = (from: number, to: number) => {
    let best = from;
    for (let position = from + 1; position <= to; position++) best = better(best, position);
    return best;
  };
  const levels: Int32Array[] = [
    Int32Array.from({ length: blockCount }, (_, block) =>
      scan(block * BLOCK, Math.min(length, (block + 1) * BLOCK) - 1),
    ),
  ];
  for (let width = 2; width <= blockCount; width *= 2) {
    const previous = levels[levels.length - 1] ?? new Int32Array(0);
    const shifted = previous.subarray(width / 2);
    levels.push(
      previous.slice(0, blockCount - width + 1).map((left, start) => better(left, shifted[start] ?? left)),
    );
  }
  /** The best of the whole blocks from `first` to `last`. */
  const bestOfBlocks = (first: number, last: number) => {
    const level = 31 - Math.clz32(last - first + 1);
    const blocks = levels[level] ?? new Int32Array(0);
    return better(blocks[first] ?? 0, blocks[last - (1 << level) + 1] ?? 0);
  };
  return (from: number, to: number): number => {
    const firstBlock = Math.ceil(from / BLOCK);
    const lastBlock = Math.floor((to + 1) / BLOCK) - 1;
    if (firstBlock > lastBlock) return scan(from, to);
    let best = bestOfBlocks(firstBlock, lastBlock);
    if (from < firstBlock * BLOCK) best = better(scan(from, firstBlock * BLOCK - 1), best);
    if (to >= (lastBlock + 1) * BLOCK) best = better(best, scan((lastBlock + 1) * BLOCK, to));
    return best;
  };
}
