import { afterAll, afterEach, beforeAll } from 'vitest';
import { createUpstreamClient } from '../upstream';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

/*
 * What a provider's unit tests share: the real upstream client in its test mode (this machine only),
 * a deadline per call, and the fake upstream started for the file and reset after each test.
 */

export const testUpstream = createUpstreamClient({ userAgent: 'Wayfarer test', localOnly: true });

export const testSignal = () => AbortSignal.timeout(5000);

/**
 * Starts the fake upstream before the file's tests and stops it after them, every provider back to
 * normal after each test. Answers it, usable from the tests on (not while the file is being read).
 */
export function useFakeUpstream(): FakeUpstream {
  let started: FakeUpstream | undefined;
  beforeAll(async () => {
    started = await startFakeUpstream();
  });
  afterAll(() => started?.close());
  afterEach(() => started?.reset());
  const fake = () => {
    if (!started) throw new Error('the fake upstream is used before the tests started it');
    return started;
  };
  return {
    get origin() {
      return fake().origin;
    },
    get env() {
      return fake().env;
    },
    baseUrl: (provider) => fake().baseUrl(provider),
    calls: (provider) => fake().calls(provider),
    resetCalls: () => fake().resetCalls(),
    behave: (provider, behaviour) => fake().behave(provider, behaviour),
    serve: (provider, path, answer) => fake().serve(provider, path, answer),
    behaveAll: (behaviour) => fake().behaveAll(behaviour),
    reset: () => fake().reset(),
    close: () => fake().close(),
  };
}

/** What a promise failed with, or null when it did not fail. */
export const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
