import { describe, expect, it } from 'vitest';
import type { FetchFunction } from './fetch-function';
import { createEarlyAnswers, EARLY_ANSWER_TTL_MS } from './early-answers';

function setUp() {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFunction = async (url, init) => {
    sent.push({ url, init });
    return new Response(JSON.stringify({ url }), { status: 200 });
  };
  let clock = 1_000;
  const early = createEarlyAnswers(fetch, () => clock);
  return { sent, early, wait: (ms: number) => (clock += ms) };
}

describe('early answers', () => {
  it('sends the GETs at once, with the bearer token', () => {
    const { sent, early } = setUp();
    early.request(['/api/user', '/api/trip'], 'secret');
    expect(sent.map(({ url, init }) => [url, init.method])).toEqual([
      ['/api/user', 'GET'],
      ['/api/trip', 'GET'],
    ]);
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('Bearer secret');
  });

  it('sends a public GET without a session, and hands it to a call without one', async () => {
    const { sent, early } = setUp();
    early.request(['/api/config'], null);
    expect(new Headers(sent[0]?.init.headers).has('authorization')).toBe(false);
    expect(early.take('/api/config', 'secret')).toBeUndefined();
    early.request(['/api/config'], null);
    await expect(early.take('/api/config', null)?.then((response) => response.json())).resolves.toEqual({
      url: '/api/config',
    });
  });

  it('hands each answer over once, to a call of the same address', async () => {
    const { early } = setUp();
    early.request(['/api/user'], 'secret');
    expect(early.take('/api/trip', 'secret')).toBeUndefined();
    await expect(early.take('/api/user', 'secret')?.then((response) => response.json())).resolves.toEqual({
      url: '/api/user',
    });
    expect(early.take('/api/user', 'secret')).toBeUndefined();
  });

  it('keeps an answer from a call with another token, or one that comes too late', () => {
    const { early, wait } = setUp();
    early.request(['/api/user', '/api/trip'], 'secret');
    expect(early.take('/api/user', 'another')).toBeUndefined();
    wait(EARLY_ANSWER_TTL_MS + 1);
    expect(early.take('/api/trip', 'secret')).toBeUndefined();
  });

  it('hands a failed request over as its failure', async () => {
    const early = createEarlyAnswers(() => Promise.reject(new TypeError('offline')));
    early.request(['/api/user'], 'secret');
    await expect(early.take('/api/user', 'secret')).rejects.toThrow('offline');
  });
});
