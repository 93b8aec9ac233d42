import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../accounts/accounts-schema';
import { DRIZZLE_TEXT_TYPES, PGliteForDrizzle } from './pglite-for-drizzle';

/** What a Drizzle query on PGlite holds and hands to `client.query` (private in its types). */
interface DrizzleQueryConfigs {
  queryConfig: QueryOptions;
  rawQueryConfig: QueryOptions;
}

/** One value of each type Drizzle reads as text, and two it leaves to PGlite. */
const EVERY_KIND = `select '2026-11-27 10:30:00'::timestamp as ts, '2026-11-27 10:30:00+01'::timestamptz as tz,
  '2026-11-27'::date as d, '1 day 02:00'::interval as i, array['2026-11-27 10:30'::timestamp] as ts_list,
  array['2026-11-27 10:30+01'::timestamptz] as tz_list, array['2026-11-27'::date] as d_list,
  array['1 day'::interval] as i_list, array[1.5, 2]::numeric[] as n_list, 42 as n, 'x' as t`;

describe('PGlite for Drizzle', () => {
  let plain: PGlite;
  let lean: PGliteForDrizzle;
  let drizzleOptions: DrizzleQueryConfigs;
  beforeAll(async () => {
    [plain, lean] = await Promise.all([PGlite.create(), PGliteForDrizzle.open({})]);
    drizzleOptions = drizzle(lean).select().from(sessions).prepare('any') as unknown as DrizzleQueryConfigs;
  });
  afterAll(() => Promise.all([plain.close(), lean.close()]));

  it('reads as text exactly the types Drizzle asks every query to read as text', () => {
    const asked = (options: QueryOptions) =>
      Object.keys(options.parsers ?? {})
        .map(Number)
        .sort();
    const expected = [...DRIZZLE_TEXT_TYPES].sort();
    expect(asked(drizzleOptions.queryConfig)).toEqual(expected);
    expect(asked(drizzleOptions.rawQueryConfig)).toEqual(expected);
  });

  it('gives the rows plain PGlite gives Drizzle, in both row modes and inside a transaction', async () => {
    for (const options of [drizzleOptions.queryConfig, drizzleOptions.rawQueryConfig]) {
      const { rows } = await plain.query(EVERY_KIND, [], options);
      const values = options.rowMode === 'array' ? (rows[0] as unknown[]) : Object.values(rows[0] as object);
      expect(values).toEqual([
        '2026-11-27 10:30:00',
        '2026-11-27 09:30:00+00',
        '2026-11-27',
        '1 day 02:00:00',
        '{"2026-11-27 10:30:00"}',
        '{"2026-11-27 09:30:00+00"}',
        '{2026-11-27}',
        '{"1 day"}',
        '{1.5,2}',
        42,
        'x',
      ]);
      expect((await lean.query(EVERY_KIND, [], options)).rows).toEqual(rows);
      expect(await lean.transaction(async (tx) => (await tx.query(EVERY_KIND, [], options)).rows)).toEqual(
        rows,
      );
    }
  });

  it('keeps a query’s own parsers for the other types', async () => {
    const options = { parsers: { ...drizzleOptions.queryConfig.parsers, [types.INT4]: () => 'parsed' } };
    const { rows } = await lean.query<{ n: unknown; d: unknown }>(EVERY_KIND, [], options);
    expect(rows[0]).toMatchObject({ n: 'parsed', d: '2026-11-27' });
    const inTransaction = await lean.transaction(
      async (tx) => (await tx.query<{ n: unknown }>(EVERY_KIND, [], options)).rows,
    );
    expect(inTransaction[0]?.n).toBe('parsed');
  });

  it('prepares a typed query once and runs it by name in one call into Postgres', async () => {
    const text = 'select $1::int + 1 as n, $2::text as t, $3::timestamptz as tz, $4::int as nothing';
    const params = [41, 'x', new Date('2026-11-27T10:30:00Z'), null];
    const calls = vi.spyOn(lean, 'execProtocolStream');
    try {
      const first = await lean.query(text, params, drizzleOptions.queryConfig);
      const second = await lean.query(text, params, drizzleOptions.queryConfig);
      expect(calls).toHaveBeenCalledTimes(3);
      expect(second.rows).toEqual([[42, 'x', '2026-11-27 10:30:00+00', null]]);
      expect(first).toEqual(await plain.query(text, params, drizzleOptions.queryConfig));
    } finally {
      calls.mockRestore();
    }
  });

  it('reports a failing statement as PGlite does and goes on, outside and inside a transaction', async () => {
    const divide = 'select 10 / $1::int';
    await expect(lean.query(divide, [0], { rowMode: 'array' })).rejects.toMatchObject({ code: '22012' });
    expect((await lean.query(divide, [5], { rowMode: 'array' })).rows).toEqual([[2]]);
    await expect(
      lean.query('select * from no_such_table where id = $1', [1], { rowMode: 'array' }),
    ).rejects.toMatchObject({ code: '42P01' });
    await lean.exec('create table counted (n int)');
    await expect(
      lean.transaction(async (tx) => {
        await tx.query('insert into counted values ($1)', [1], { rowMode: 'array' });
        await tx.query(divide, [0], { rowMode: 'array' });
      }),
    ).rejects.toMatchObject({ code: '22012' });
    const counted = await lean.query<[number]>('select count(*)::int from counted where n = $1', [1], {
      rowMode: 'array',
    });
    expect(counted.rows).toEqual([[0]]);
  });

  it('keeps the 100 statements used last prepared, and prepares an evicted one again when it comes back', async () => {
    const arrays: QueryOptions = { rowMode: 'array' };
    const nth = (n: number) => `select $1::int + ${n}`;
    for (let n = 0; n < 120; n += 1) {
      await lean.query(nth(n), [1], arrays);
      // In use all along: never the least recently used.
      await lean.query(nth(0), [1], arrays);
    }
    const prepared = await lean.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'drizzle_%'",
    );
    const texts = prepared.rows.map((row) => row.statement);
    expect(texts).toHaveLength(100);
    expect(texts).toContain(nth(0));
    expect(texts).not.toContain(nth(1));
    expect((await lean.query(nth(1), [1], arrays)).rows).toEqual([[2]]);
  });
});
