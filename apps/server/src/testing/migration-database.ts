import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGliteForDrizzle } from '../db/pglite-for-drizzle';
import { migrationsFolder } from '../paths';
import type { Engine } from './test-database';

/*
 * For the tests of a migration on data as an earlier version kept it: an empty database migrated up to
 * a tag, filled by hand, then migrated the rest of the way.
 */

/** A copy of the migrations folder that ends with `lastTag` (remove it once done). */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

export interface MigrationDatabase {
  run(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A database with nothing in it, not even the migrations: PGlite in memory, or a new one on the server. */
export async function openEmptyDatabase(engine: Engine): Promise<MigrationDatabase> {
  if (engine === 'pglite') {
    const client = await PGliteForDrizzle.open({});
    const db = drizzlePglite(client);
    return {
      run: async (statement) => (await db.execute(statement)).rows as Record<string, unknown>[],
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `wayfarer_migration_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  const db = drizzlePg(pool);
  return {
    run: async (statement) => (await db.execute(statement)).rows as Record<string, unknown>[],
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
