import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL server (trust auth), when TEST_DATABASE_URL does not name one. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of TEST_DATABASE_URL (CI's), or else on the machine's
 * own, dropped again by `drop`. A server that does not answer fails the test, saying which and why.
 */
export async function freshPostgresDatabase(purpose: string): Promise<FreshDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || LOCAL_SERVER;
  const name = `wayfarer_${purpose}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    throw new Error(
      `This test needs a PostgreSQL server: ${new URL(serverUrl).host} did not take a new database ` +
        `(${error instanceof Error ? error.message : String(error)}). Set TEST_DATABASE_URL to one.`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
