import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { userWithTrip } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

/*
 * The production build as a load balancer sees it: a health route to poll, and a graceful stop on
 * SIGTERM. The weather's upstream (the local fake) answers after 1.5 s, which makes a request that is
 * still under way when the signal comes.
 */

/** A GET on a connection of its own (fetch would reuse a kept-alive one): the status, or the error's code. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    outgoing.end();
  });
}

describe('the production build under a load balancer', () => {
  let fake: FakeUpstream;
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeUpstream();
    server = await startServer({ ...fake.env, FEED_TIMEOUT_MS: '10000' });
    ({ token } = await userWithTrip(server));
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('answers GET /api/health with 200 {status: ok}', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('on SIGTERM refuses new connections, finishes the request under way, and exits with 0', async () => {
    fake.behave('open-meteo', { delayMs: 1500 });
    const slow = fetch(`${server.url}/api/cities/weather?city=Tokyo&country=JP`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // The request is under way once it has reached the upstream.
    await expect.poll(() => fake.calls('open-meteo').length, { timeout: 5000, interval: 20 }).toBe(1);

    process.kill(server.pid, 'SIGTERM');
    await expect
      .poll(() => freshGet(`${server.url}/api/health`), { timeout: 1000, interval: 20 })
      .toBe('ECONNREFUSED');

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ main: { temp: expect.any(Number) } });
    expect(await server.exited).toBe(0);
  });

  it('on SIGTERM exits with 0 when the reader of its log has gone away', async () => {
    // Its own server: this one logs into a pipe that nobody reads any more, as after a log shipper stopped.
    const orphaned = await startServer(fake.env);
    let exitCode: number | null | undefined;
    const exited = orphaned.exited.then((code) => (exitCode = code));
    try {
      orphaned.closeLog();
      process.kill(orphaned.pid, 'SIGTERM');
      const tooLong = new Promise<string>((resolve) =>
        setTimeout(() => resolve('still running 10 s after SIGTERM'), 10_000),
      );
      expect(await Promise.race([exited, tooLong])).toBe(0);
    } finally {
      // A server caught writing to the broken pipe takes no signal but this one.
      if (exitCode === undefined) process.kill(orphaned.pid, 'SIGKILL');
      await orphaned.stop();
    }
  }, 30_000);
});
