import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import type { RecordedRequest } from '../testing/fixture';
import { UpstreamError, type UpstreamClient, type UpstreamRequest } from '../upstream';
import { routingEngine } from './leg-router';
import { osrmFixture } from './testing/osrm';

// The fair-use queue waits with node:timers/promises, which fake timers leave alone: it waits on the faked
// global timer here instead.
vi.mock('node:timers/promises', () => ({
  setTimeout: (ms: number, value: unknown, options?: { signal?: AbortSignal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(value), ms);
      options?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    }),
}));

const POINTS = [
  { lat: 38.7139, lon: -9.1394 },
  { lat: 38.7099, lon: -9.1357 },
];

/** An upstream that answers as the OSRM fixture does, at once, noting when each request reached it. */
function recordingUpstream() {
  const sentAt: number[] = [];
  const answer = (request: UpstreamRequest) => {
    sentAt.push(Date.now());
    const recorded: RecordedRequest = {
      method: 'GET',
      path: request.url.pathname.replace(/^\/osrm/, ''),
      query: request.url.searchParams,
      headers: {},
      body: '',
      at: Date.now(),
    };
    return osrmFixture(recorded, { baseUrl: '' });
  };
  const upstream: UpstreamClient = {
    fetch: (request) => {
      const { status = 200, body } = answer(request);
      return Promise.resolve({ status, text: String(body) });
    },
    text: () => Promise.reject(new Error('not used')),
    json: () => Promise.reject(new Error('not used')),
  };
  return { upstream, sentAt };
}

describe("the routing server's fair use", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("queues the instance's requests one a second, and refuses at once one whose turn is past the deadline", async () => {
    const config = loadConfig({
      ROUTING_URL: 'http://127.0.0.1:9/osrm/routed-{profile}',
      FEED_TIMEOUT_MS: '5000',
      NODE_ENV: 'test',
    });
    const { upstream, sentAt } = recordingUpstream();
    const engine = routingEngine(config, upstream);
    const signal = new AbortController().signal;
    const settled = Array.from({ length: 7 }, () =>
      engine!.route('foot', POINTS, signal).then(
        (legs) => ({ legs, at: Date.now() }),
        (error: unknown) => ({ error, at: Date.now() }),
      ),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    const results = await Promise.all(settled);
    expect(sentAt).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(results.slice(0, 6).every((result) => 'legs' in result && result.legs.length === 1)).toBe(true);
    const refused = results[6]!;
    expect(refused.at).toBe(0);
    expect('error' in refused && refused.error).toBeInstanceOf(UpstreamError);
    expect('error' in refused && (refused.error as UpstreamError).reason).toBe('busy');
  });

  it('keeps to the pace a self-hosted server is given', async () => {
    const config = loadConfig({
      ROUTING_URL: 'http://127.0.0.1:9/osrm',
      ROUTING_MAX_PER_SECOND: '4',
      NODE_ENV: 'test',
    });
    const { upstream, sentAt } = recordingUpstream();
    const engine = routingEngine(config, upstream);
    const signal = new AbortController().signal;
    const all = Promise.all(Array.from({ length: 4 }, () => engine!.route('car', POINTS, signal)));
    await vi.advanceTimersByTimeAsync(1000);
    await all;
    expect(sentAt).toEqual([0, 250, 500, 750]);
  });

  it('is no engine at all when routing is off', () => {
    const { upstream } = recordingUpstream();
    expect(routingEngine(loadConfig({ ROUTING_URL: 'off' }), upstream)).toBeNull();
  });
});
