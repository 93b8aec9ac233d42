import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../db/rate-counters-schema';
import { openTestDatabase, engines } from '../testing/test-database';
import type { Database } from '../db/client';
import { countHits, deleteEndedCounters, forgetHits, takeBackHit } from './rate-limits';

const MINUTE = 60_000;

describe.each(engines)('rate counters on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const at = (ms: number) => new Date(Date.UTC(2027, 0, 1) + ms);
  const hit = (key: string, ms: number, max = 2) =>
    countHits(database.db, [{ key, max, windowMs: 10 * MINUTE }], at(ms)).then(([count]) => count!);

  it('counts within a window, goes over past the max, and starts again when the window ends', async () => {
    expect(await hit('a', 0)).toMatchObject({ hits: 1, over: false, retryAfterSeconds: 600 });
    expect(await hit('a', MINUTE)).toMatchObject({ hits: 2, over: false });
    expect(await hit('a', 2 * MINUTE)).toMatchObject({ hits: 3, over: true, retryAfterSeconds: 480 });
    expect(await hit('a', 10 * MINUTE + 1)).toMatchObject({ hits: 1, over: false, retryAfterSeconds: 600 });
  });

  it('gives each of many hits at once its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => hit('burst', 0, 5)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(counts.filter((count) => !count.over)).toHaveLength(5);
  });

  it('forgets keys, takes a hit back, and drops the counters of ended windows', async () => {
    await hit('b', 0);
    await hit('b', 0);
    await takeBackHit(database.db, 'b');
    expect(await hit('b', 0)).toMatchObject({ hits: 2 });
    await forgetHits(database.db, ['b']);
    expect(await hit('b', 0)).toMatchObject({ hits: 1 });
    await hit('c', 20 * MINUTE);
    await deleteEndedCounters(database.db, at(15 * MINUTE));
    const keys = (await database.db.select({ key: rateCounters.key }).from(rateCounters)).map(
      (row) => row.key,
    );
    expect(keys).toContain('c');
    expect(keys).not.toContain('b');
  });
});
