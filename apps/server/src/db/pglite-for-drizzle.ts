import {
  parse,
  PGlite,
  protocol,
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

/** Drizzle's typed queries (rows as arrays, no file attached): those run by a statement's name. */
function isNamedKind(options: QueryOptions | undefined): boolean {
  return options?.rowMode === 'array' && !options.blob;
}

/** How many statements stay prepared; Drizzle writes one text per query shape (and per length of an `in` list). */
const MAX_NAMED_STATEMENTS = 100;

/** A statement parsed once under its own name: what its parameters are, and the rows it answers. */
interface NamedStatement {
  name: string;
  parameterTypes: number[];
  /** Absent for a statement that answers no rows. */
  rowDescription: BackendMessage | undefined;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

function concat(...messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/**
 * PGlite for Drizzle: Drizzle's queries as cheap as they can be on an embedded Postgres, whose every
 * query holds the server's event loop.
 * - Drizzle gives every query the same parsers (the types above, as text), and PGlite merges a query's
 *   parsers into its own (some hundreds) by copying them all, on every query, which can cost as much as
 *   the rest of a small query. Here those types are text in PGlite's own parsers, set once, and a query
 *   that asks for no more than that goes without its parsers.
 * - PGlite parses and plans a query again each time, in six calls into Postgres (parse, describe,
 *   bind, describe, execute, sync). Drizzle's typed queries (rows as arrays) are prepared here once per
 *   text under a name, as node-postgres does with a named statement, and then run in one call (bind,
 *   execute, sync), with the rows read as PGlite reads them.
 * The rows, errors and transactions are PGlite's own.
 */
export class PGliteForDrizzle extends PGlite {
  static async open(options: PGliteOptions): Promise<PGliteForDrizzle> {
    const client = new PGliteForDrizzle(options);
    // After the start: PGlite then sets the array types' parsers, which would parse these arrays.
    await client.waitReady;
    for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
    return client;
  }

  /**
   * Every query and transaction waits for its turn at the database after the event loop has read what
   * the sockets hold. Postgres runs here in the event loop's thread, and a statement's end hands the
   * database to the next one waiting in a microtask: without this, a line of statements ran back to back
   * for as long as it was, and a request that had just arrived was not even read until the line was
   * empty (one user's twenty board moves kept every other request waiting for most of a second).
   */
  override async _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return super._runExclusiveTransaction(fn);
  }

  /** By text, the least recently used first. */
  #named = new Map<string, NamedStatement>();
  #namesGiven = 0;

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const lean = withoutTextParsers(options);
    if (!isNamedKind(lean)) return super.query<T>(query, params, lean);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runNamed<T>(query, params ?? [], lean));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        // Delegates the rest to the transaction itself, its `closed` getter included.
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) => {
              const lean = withoutTextParsers(options);
              if (!isNamedKind(lean)) return tx.query<R>(query, params, lean);
              if (tx.closed) throw new Error('Transaction is closed');
              return this.#runNamed<R>(query, params ?? [], lean);
            },
          },
        }) as Transaction,
      ),
    );
  }

  /** Runs the query by its statement's name, preparing the statement first if it is not yet. */
  #runNamed<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const statement = this.#namedStatement(query) ?? (await this.#prepare(query, options));
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = statement.parameterTypes[index] ?? 0;
        const serializeValue = options?.serializers?.[type] ?? this.serializers[type];
        return serializeValue ? serializeValue(param) : String(param);
      });
      const messages = await this.execProtocolStream(
        concat(serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()),
        { syncToFs: false },
      );
      if (!this.isInTransaction()) await this.syncToFs();
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, this.parsers, options)[0] as Results<T>;
    });
  }

  /** The query's statement if it is prepared, moved to the end of the eviction order. */
  #namedStatement(query: string): NamedStatement | undefined {
    const statement = this.#named.get(query);
    if (statement) {
      this.#named.delete(query);
      this.#named.set(query, statement);
    }
    return statement;
  }

  async #prepare(query: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const [leastUsed] = this.#named;
    if (leastUsed && this.#named.size >= MAX_NAMED_STATEMENTS) {
      const [text, { name }] = leastUsed;
      this.#named.delete(text);
      const close = concat(serialize.close({ type: 'S', name }), serialize.sync());
      await this.execProtocolStream(close, { syncToFs: false });
    }
    this.#namesGiven += 1;
    const name = `drizzle_${this.#namesGiven}`;
    const messages = await this.execProtocolStream(
      concat(
        serialize.parse({ name, text: query, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#named.set(query, statement);
    return statement;
  }
}
