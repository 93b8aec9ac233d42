import { Writable } from 'node:stream';
import { z } from 'zod';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, engines } from '../testing/test-database';
import { HttpError } from '../http/errors';
import { createFeedCache, FeedNotFound, type FeedCache, type FeedRequest } from './feed-cache';
import { feedCache } from './feeds-schema';
import { UpstreamError } from './upstream';

const MINUTE = 60_000;
/** The user every request here is asked for. */
const USER = 'feed-cache-test-user';
const policy = { ttlMs: 10 * MINUTE, maxStaleMs: 60 * MINUTE };
const answerSchema = z.object({ temp: z.number() });

/** A loader that counts its calls and answers what the test sets, after an optional wait. */
function loader() {
  const state = {
    calls: 0,
    next: (): Promise<unknown> => Promise.resolve({ temp: 20 }),
  };
  const load = () => {
    state.calls += 1;
    return state.next();
  };
  return { state, load: load as FeedRequest<{ temp: number }>['load'] };
}

const failing =
  (reason: UpstreamError['reason'] = 'status') =>
  () =>
    Promise.reject(new UpstreamError('provider', reason, 'answered 500', 500));

describe.each(engines)('the feed cache on %s', (engine) => {
  let database: Database;
  let clock: number;
  let logs: string[];
  const log = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    }),
  );
  const newCache = (timeoutMs = 300): FeedCache =>
    createFeedCache({ db: database.db, log, timeoutMs, coldKeysPerMinute: 1000, now: () => clock });
  let key: string;
  let counter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 23, 12);
    logs = [];
    counter += 1;
    key = `test:weather:${counter}`;
  });

  it('asks the upstream once, then answers from memory while fresh', async () => {
    const cache = newCache();
    const { state, load } = loader();
    const first = await cache.get({ key, policy, schema: answerSchema, load }, USER);
    expect(first.text).toBe('{"temp":20}');
    expect(first.value()).toEqual({ temp: 20 });
    clock += policy.ttlMs - 1;
    expect((await cache.get({ key, policy, schema: answerSchema, load }, USER)).text).toBe('{"temp":20}');
    expect(state.calls).toBe(1);
  });

  it('shares answers between instances through the database', async () => {
    const { state, load } = loader();
    await newCache().get({ key, policy, schema: answerSchema, load }, USER);
    const other = newCache();
    const answer = await other.get({ key, policy, schema: answerSchema, load }, USER);
    expect(answer.value()).toEqual({ temp: 20 });
    expect(state.calls).toBe(1);
  });

  it('makes one upstream call for 50 concurrent requests of a cold key', async () => {
    const cache = newCache();
    const { state, load } = loader();
    state.next = () => new Promise((resolve) => setTimeout(() => resolve({ temp: 21 }), 50));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.get({ key, policy, schema: answerSchema, load }, USER)),
    );
    expect(new Set(answers.map(({ text }) => text))).toEqual(new Set(['{"temp":21}']));
    expect(state.calls).toBe(1);
  });

  it('serves a stale answer at once past its TTL, with one refresh behind it', async () => {
    const cache = newCache();
    const { state, load } = loader();
    await cache.get({ key, policy, schema: answerSchema, load }, USER);
    clock += policy.ttlMs;
    let release: () => void = () => undefined;
    state.next = () => new Promise((resolve) => (release = () => resolve({ temp: 25 })));
    const stale = await Promise.all(
      Array.from({ length: 5 }, () => cache.get({ key, policy, schema: answerSchema, load }, USER)),
    );
    expect(stale.map(({ text }) => text)).toEqual(Array(5).fill('{"temp":20}'));
    expect(state.calls).toBe(2);
    release();
    await cache.close();
    expect((await cache.get({ key, policy, schema: answerSchema, load }, USER)).text).toBe('{"temp":25}');
    expect((await newCache().get({ key, policy, schema: answerSchema, load }, USER)).text).toBe(
      '{"temp":25}',
    );
    expect(state.calls).toBe(2);
  });

  it('keeps serving the stale answer while the upstream fails, and asks it again only after a pause', async () => {
    const cache = newCache();
    const { state, load } = loader();
    await cache.get({ key, policy, schema: answerSchema, load }, USER);
    clock += policy.ttlMs + 1;
    state.next = failing();
    expect((await cache.get({ key, policy, schema: answerSchema, load }, USER)).text).toBe('{"temp":20}');
    await cache.close();
    expect((await cache.get({ key, policy, schema: answerSchema, load }, USER)).text).toBe('{"temp":20}');
    await cache.close();
    expect(state.calls).toBe(2);
    clock += 6 * 300;
    state.next = () => Promise.resolve({ temp: 30 });
    await cache.get({ key, policy, schema: answerSchema, load }, USER);
    await cache.close();
    expect(state.calls).toBe(3);
    expect((await cache.get({ key, policy, schema: answerSchema, load }, USER)).text).toBe('{"temp":30}');
  });

  it("counts against the user only the keys it has the upstream asked for, and refuses them past the minute's limit", async () => {
    const cache = createFeedCache({
      db: database.db,
      log,
      timeoutMs: 300,
      coldKeysPerMinute: 2,
      now: () => clock,
    });
    const user = `counted-user-${counter}`;
    const { state, load } = loader();
    // Stale within the minute the keys are counted in.
    const quick = { ttlMs: 1000, maxStaleMs: MINUTE };
    const ask = (suffix: string, who = user) =>
      cache.get({ key: `${key}:${suffix}`, policy: quick, schema: answerSchema, load }, who);
    await ask('a');
    await ask('b');
    // A stale answer is served, and refreshed behind it, without counting.
    clock += quick.ttlMs;
    expect((await ask('a')).text).toBe('{"temp":20}');
    await cache.close();
    expect(state.calls).toBe(3);
    const refused = await ask('c').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'too_many_feed_requests' });
    expect(Number((refused as HttpError).headers['retry-after'])).toBeGreaterThan(0);
    expect(state.calls).toBe(3);
    expect((await ask('a')).text).toBe('{"temp":20}');
    expect((await ask('c', `${user}:other`)).text).toBe('{"temp":20}');
    clock += MINUTE;
    expect((await ask('d')).text).toBe('{"temp":20}');
  });

  it('does not pass a refusal on to another user whose request joined the refused refresh', async () => {
    const cache = createFeedCache({
      db: database.db,
      log,
      timeoutMs: 300,
      coldKeysPerMinute: 1,
      now: () => clock,
    });
    const user = `refused-user-${counter}`;
    const { state, load } = loader();
    await cache.get({ key: `${key}:first`, policy, schema: answerSchema, load }, user);
    const refused = cache.get({ key, policy, schema: answerSchema, load }, user);
    const joined = cache.get({ key, policy, schema: answerSchema, load }, `${user}:other`);
    const [mine, theirs] = await Promise.allSettled([refused, joined]);
    expect(theirs).toMatchObject({ status: 'fulfilled', value: { text: '{"temp":20}' } });
    // Which of the two started the refresh is the database's to decide; the refused one got nothing else.
    if (mine.status === 'rejected') expect(mine.reason).toMatchObject({ statusCode: 429 });
    expect(state.calls).toBe(2);
  });

  it('answers 503 feed_unavailable when there is nothing to serve, at once while the failure is recent', async () => {
    const cache = newCache();
    const { state, load } = loader();
    state.next = failing();
    const failure = await cache
      .get({ key, policy, schema: answerSchema, load }, USER)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 503, code: 'feed_unavailable' });
    await expect(cache.get({ key, policy, schema: answerSchema, load }, USER)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(state.calls).toBe(1);
    expect(logs.join('')).toContain('feed refresh failed');
    expect(logs.join('')).toContain('provider: answered 500');
  });

  it('gives up on a loader that never answers at the deadline, whatever the loader does with the signal', async () => {
    const cache = newCache(200);
    const { state, load } = loader();
    state.next = () => new Promise(() => undefined);
    await expect(cache.get({ key, policy, schema: answerSchema, load }, USER)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(logs.join('')).toContain('feed: no answer within 200 ms');
  });

  it('refuses an answer that does not fit the contract, and stores nothing', async () => {
    const cache = newCache();
    const { state, load } = loader();
    state.next = () => Promise.resolve({ temp: 'warm' });
    await expect(cache.get({ key, policy, schema: answerSchema, load }, USER)).rejects.toMatchObject({
      statusCode: 503,
    });
    const rows = await database.db.select().from(feedCache);
    expect(rows.some((row) => row.key === key)).toBe(false);
  });

  it('remembers that the upstream has no such thing, as a 404 with its message', async () => {
    const cache = newCache();
    const { state, load } = loader();
    state.next = () => Promise.reject(new FeedNotFound('No exchange rates are known between XOF and ARS.'));
    for (const instance of [cache, cache, newCache()]) {
      await expect(instance.get({ key, policy, schema: answerSchema, load }, USER)).rejects.toMatchObject({
        statusCode: 404,
        message: 'No exchange rates are known between XOF and ARS.',
      });
    }
    expect(state.calls).toBe(1);
  });

  it('waits for the upstream once an answer is too old to stand in', async () => {
    const cache = newCache();
    const { state, load } = loader();
    await cache.get({ key, policy, schema: answerSchema, load }, USER);
    clock += policy.maxStaleMs;
    state.next = failing('timeout');
    await expect(cache.get({ key, policy, schema: answerSchema, load }, USER)).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('keeps the newest answer when an older one is written after it', async () => {
    const slow = newCache();
    let release: () => void = () => undefined;
    const older = slow.get(
      {
        key,
        policy,
        schema: answerSchema,
        load: () => new Promise((resolve) => (release = () => resolve({ temp: 1 }))),
      },
      USER,
    );
    clock += 5000;
    await newCache().get(
      { key, policy, schema: answerSchema, load: () => Promise.resolve({ temp: 2 }) },
      USER,
    );
    // The slow instance's answer arrives last but is dated before the one already stored.
    clock -= 4000;
    release();
    await older;
    const rows = await database.db.select().from(feedCache);
    expect(rows.find((row) => row.key === key)?.body).toBe('{"temp":2}');
  });
});
