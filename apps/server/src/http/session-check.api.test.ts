import { sql } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines, openTestDatabase } from '../testing/test-database';

describe.each(engines)('the session check on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const emailOf = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    return response.statusCode === 200 ? response.json<{ email: string }>().email : response.statusCode;
  };

  it('answers each of many requests at once with its own token’s user', async () => {
    const users = [await signUp(t), await signUp(t), await signUp(t)];
    const calls = Array.from({ length: 30 }, (_, i) => users[i % users.length]!);
    const answers = await Promise.all(calls.map(({ auth }) => emailOf(auth)));
    expect(answers).toEqual(calls.map(({ email }) => email));
  });

  it('refuses, among requests at once, only those of a session that ended, and of no session', async () => {
    const [staying, leaving] = [await signUp(t), await signUp(t)];
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: leaving.auth });
    const strangers = { authorization: 'Bearer not-a-session' };
    const calls = [staying.auth, leaving.auth, strangers, staying.auth, leaving.auth];
    expect(await Promise.all(calls.map(emailOf))).toEqual([staying.email, 401, 401, staying.email, 401]);
  });
});

describe.each(engines.filter((engine) => engine === 'postgres'))(
  'the connections to a %s server',
  (engine) => {
    it('plan each named statement once, not again on every execution (db/client.ts)', async () => {
      const database = await openTestDatabase(engine);
      try {
        // At once and each holding its connection a moment, so that they take several of the pool's.
        const answers = await Promise.all(
          Array.from({ length: 3 }, () =>
            database.db.execute(
              sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as backend, pg_sleep(0.05)`,
            ),
          ),
        );
        // On a PostgreSQL server, Drizzle hands back node-postgres's own result.
        const rows = (answers as unknown as QueryResult<{ mode: string; backend: number }>[]).flatMap(
          (answer) => answer.rows,
        );
        expect(new Set(rows.map((row) => row.backend)).size).toBe(3);
        expect(rows.map((row) => row.mode)).toEqual([
          'force_generic_plan',
          'force_generic_plan',
          'force_generic_plan',
        ]);
      } finally {
        await database.close();
      }
    });
  },
);

describe('the embedded PGlite', () => {
  it('plans each named statement once, not again on every execution (db/client.ts)', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const answer = await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`);
      expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ mode: 'force_generic_plan' }]);
    } finally {
      await database.close();
    }
  });
});
