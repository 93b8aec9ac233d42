import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic-task';

describe('a periodic clean-up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval while the app is up, does not keep the process alive, and stops on close', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    let runs = 0;
    runPeriodically(app, 'counting', 1000, async () => {
      runs += 1;
    });
    expect(setIntervalSpy.mock.results[0]?.value.hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('goes on after a failed run, and never runs twice at once', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    let started = 0;
    runPeriodically(app, 'failing slowly', 1000, async () => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      throw new Error('the disk is gone');
    });
    await vi.advanceTimersByTimeAsync(3100);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    await app.close();
  });
});
