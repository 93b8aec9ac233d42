import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { DamagedDataDir, preparePgliteCluster } from '../data-dir/pglite-cluster';
import { migrationsFolder } from '../paths';
import { postgresNotifications, type Notifications } from './notifications';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the database tells at commit (NOTIFY), from this instance's writes and every other's. */
  notifications: Notifications;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects a PostgreSQL server; otherwise PGlite is embedded. */
  url?: string | undefined;
  /** Folder for PGlite's files; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** Told when an idle pooled connection fails (a server restart, a dropped link); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the database and applies pending migrations, the same ones on both engines. Only the engine in
 * use is loaded: the other one's modules would lengthen the start and stay in memory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Awaited before the connection serves a query; should it fail, the connection is not used.
      onConnect: (client) => client.query(`SET ${PLAN_CACHE_MODE}`),
    });
    // Without a listener, an idle connection's error would end the process.
    pool.on('error', options.onConnectionError ?? (() => undefined));
    const db = drizzle(pool, { schema });
    try {
      await oneMigratorAtATime(pool, () => migrate(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      notifications: postgresNotifications({ connectionString: options.url }, options.onConnectionError),
      close: () => pool.end(),
    };
  }
  const [{ PGliteForDrizzle }, { drizzle }, { migrate }] = await Promise.all([
    import('./pglite-for-drizzle'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const pglitePath = options.dataDir && path.join(options.dataDir, 'pglite');
  if (pglitePath) await preparePgliteCluster(pglitePath);
  const client = await PGliteForDrizzle.open({
    dataDir: pglitePath,
    startParams: [...PGliteForDrizzle.defaultStartParams, ...PGLITE_SETTINGS, '-c', PLAN_CACHE_MODE],
  }).catch((error: unknown) => {
    // Postgres inside PGlite aborts on what the checks above do not see, with no word of why.
    if (!pglitePath) throw error;
    throw new DamagedDataDir(
      pglitePath,
      'Postgres stopped while opening it (a catalogue, control or log file is broken)',
      {
        cause: error,
      },
    );
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // In process: PGlite tells its listeners once the transaction that notified commits.
  const notifications: Notifications = {
    async listen(channel, { onPayload }) {
      const unlisten = await client.listen(channel, onPayload);
      // A database closed first has no subscriptions left to end.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
  return { db: db as unknown as Db, kind: 'pglite', notifications, close: () => client.close() };
}

/*
 * A named statement (the session check every signed-in request waits for, the profile, the trip) is
 * planned once per connection and its plan reused. In the default mode PostgreSQL keeps planning it again
 * on every execution whenever the plan made without the parameters' values looks dearer than those made
 * with them: so it did for the session check, whose `token_hash = any($1)` it prices for several tokens
 * without the values and for one with them, and planning was a large part of that statement's cost to the
 * server (docs/performance.md has the figures). Every other statement is unnamed and
 * runs once, so it is planned once either way; it is then planned without its parameters' values, which
 * changes nothing for lookups by key and by owner.
 * On PGlite every typed query is a named statement (db/pglite-for-drizzle.ts), and the mode is set at its
 * start, where planning again would hold the event loop as well.
 */
const PLAN_CACHE_MODE = 'plan_cache_mode=force_generic_plan';

/** The advisory lock the instances of one database take to migrate it (any constant; this spells "wayf"). */
const MIGRATION_LOCK = 0x77617966;

/**
 * Runs the migrations holding a session-level advisory lock on a connection of its own, so that of
 * several instances starting together on one database one migrates while the others wait, and then find
 * nothing left to do; without it two would both see a migration pending and the second would fail on
 * "relation already exists". The lock ends with its connection, should this process die holding it.
 */
async function oneMigratorAtATime(pool: Pool, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lockHolder.release();
  }
}

/*
 * Postgres's own buffer cache, inside PGlite's WebAssembly memory: 32 MB instead of Postgres's 128 MB
 * keeps that memory at its floor instead of growing it, so the process holds less of it resident. A page
 * past it is read again from the operating system's file cache, not from the disk.
 * A new write-ahead log segment is made by writing its last byte, not 16 MB of zeros: here every write
 * runs in the event loop's thread, and the zeros held every request up while a busy board filled a
 * segment.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'wal_init_zero=off'];
