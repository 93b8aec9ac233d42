import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { engines } from '../testing/test-database';
import { startFeedsApp, type FeedsHarness } from './testing/feeds-harness';

/** The cold keys a user may cause per minute in these tests. */
const LIMIT = 3;

/** Place advice in the `step`th grid cell north of Lisbon: a key of its own. */
const cell = (step: number) => ({ lat: (38.72 + step * 0.01).toFixed(2), lon: '-9.13', category: '13065' });

describe.each(engines)('cold feed keys per user on %s', (engine) => {
  let h: FeedsHarness;
  beforeAll(async () => {
    h = await startFeedsApp(engine, { FEED_COLD_KEYS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => h.close());

  /** A signed-in GET of the place advice as another user. */
  const asUser = (auth: Record<string, string>, query: Record<string, string>) =>
    h.t.app.inject({
      method: 'GET',
      url: `/api/cities/advices?${new URLSearchParams(query).toString()}`,
      headers: auth,
    });

  it('answers 429 with Retry-After past the keys one user may cause in a minute, and still answers cached keys', async () => {
    h.fake.resetCalls();
    for (let step = 0; step < LIMIT; step += 1) {
      expect((await h.get('/cities/advices', cell(step))).statusCode).toBe(200);
    }
    const refused = await h.get('/cities/advices', cell(LIMIT));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_feed_requests',
      message: expect.stringMatching(/within a minute.*Try again in \d+ second/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(h.fake.calls('overpass')).toHaveLength(LIMIT);

    // What is cached is answered as before, and another user has keys of their own.
    expect((await h.get('/cities/advices', cell(0))).statusCode).toBe(200);
    const { auth } = await signUp(h.t);
    expect((await asUser(auth, cell(LIMIT))).statusCode).toBe(200);
    expect(h.fake.calls('overpass')).toHaveLength(LIMIT + 1);

    // A minute later the first user may cause new ones again.
    h.advance(60_000);
    expect((await h.get('/cities/advices', cell(LIMIT + 1))).statusCode).toBe(200);
  });

  it('counts many requests at once for one cold key as one', async () => {
    const { auth } = await signUp(h.t);
    h.fake.resetCalls();
    h.fake.behave('overpass', { delayMs: 50 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => asUser(auth, cell(20))));
    expect(crowd.map(({ statusCode }) => statusCode)).toEqual(Array(20).fill(200));
    for (let step = 21; step < 20 + LIMIT; step += 1) {
      expect((await asUser(auth, cell(step))).statusCode).toBe(200);
    }
    expect((await asUser(auth, cell(20 + LIMIT))).statusCode).toBe(429);
    expect(h.fake.calls('overpass')).toHaveLength(LIMIT);
    h.fake.reset();
  });
});
