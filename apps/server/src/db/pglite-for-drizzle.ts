import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * The types Drizzle has PGlite hand over as Postgres writes them, as node-postgres is set to give them,
 * for Drizzle's own mapping: dates, timestamps, intervals and arrays of them, and arrays of numerics
 * (drizzle-orm/pglite/session.js; a test checks that Drizzle still asks for exactly these).
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const textTypes = new Set<string>(DRIZZLE_TEXT_TYPES.map(String));

/** The options without parsers that only say what this PGlite does anyway: read the types above as text. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const type in options.parsers) if (!textTypes.has(type)) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite for Drizzle, without a copy per query. Drizzle gives every query the same parsers (the types
 * above, as text), and PGlite merges a query's parsers into its own 318 by copying them all, on every
 * query: 180 to 400 µs of the event loop each time, where the rest of a small query took 380 to 490 (5,000
 * in a row, in five rounds). Here those types are text in PGlite's own parsers, set once, and a query that
 * asks for no more than that goes without its parsers; the rows are the same.
 */
export class PGliteForDrizzle extends PGlite {
  static async open(options: PGliteOptions): Promise<PGliteForDrizzle> {
    const client = new PGliteForDrizzle(options);
    // After the start: PGlite then sets the array types' parsers, which would parse these arrays.
    await client.waitReady;
    for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutTextParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        // Delegates the rest to the transaction itself, its `closed` getter included.
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(query, params, withoutTextParsers(options)),
          },
        }) as Transaction,
      ),
    );
  }
}
