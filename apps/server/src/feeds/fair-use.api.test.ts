import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { engines } from '../testing/test-database';
import { FEED_POLICIES } from './all-feeds';
import { startFeedsApp, type FeedsHarness } from './testing/feeds-harness';

/** One Overpass request every 2 s, and a deadline of 3 s: a second request waits its turn, a third cannot. */
const PACE = { OVERPASS_MAX_PER_SECOND: '0.5', FEED_TIMEOUT_MS: '3000' };

/** Place advice in the `step`th grid cell north of Lisbon: a key of its own. */
const cell = (step: number) => ({ lat: (38.72 + step * 0.01).toFixed(2), lon: '-9.13', category: '16000' });

describe.each(engines)("Overpass's fair use, across users, on %s", (engine) => {
  let h: FeedsHarness;
  let other: Record<string, string>;
  beforeAll(async () => {
    h = await startFeedsApp(engine, PACE);
    ({ auth: other } = await signUp(h.t));
  });
  afterAll(() => h.close());

  const advices = (query: Record<string, string>, auth = h.auth) =>
    h.t.app.inject({
      method: 'GET',
      url: `/api/cities/advices?${new URLSearchParams(query).toString()}`,
      headers: auth,
    });

  it('spaces its requests as the server asks, naming us, and answers 503 at once to a key whose turn is past the deadline', async () => {
    const answers = await Promise.all([advices(cell(0)), advices(cell(1), other), advices(cell(2))]);
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 200, 503]);
    expect(answers.find(({ statusCode }) => statusCode === 503)?.json()).toMatchObject({
      error: 'feed_unavailable',
    });
    const calls = h.fake.calls('overpass');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(1500);
    for (const call of calls) expect(call.headers['user-agent']).toMatch(/^Wayfarer\//);
  });

  it('serves a stale answer at once while the refresh behind it waits its turn', async () => {
    const fresh = await advices(cell(3));
    expect(fresh.statusCode).toBe(200);
    const asked = h.fake.calls('overpass').length;
    h.advance(FEED_POLICIES.places.ttlMs + 1);
    const stale = await advices(cell(3), other);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(fresh.body);
    expect(h.fake.calls('overpass')).toHaveLength(asked);
    await expect.poll(() => h.fake.calls('overpass').length, { timeout: 5000 }).toBe(asked + 1);
  });
});
