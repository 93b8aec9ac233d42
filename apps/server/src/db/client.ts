import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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

/** Opens the database and applies pending migrations, the same ones on both engines. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, an idle connection's error would end the process.
    pool.on('error', options.onConnectionError ?? (() => undefined));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let pglitePath: string | undefined;
  if (options.dataDir) {
    pglitePath = path.join(options.dataDir, 'pglite');
    mkdirSync(pglitePath, { recursive: true });
  }
  const client = new PGlite(pglitePath);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
