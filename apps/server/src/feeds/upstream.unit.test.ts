import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient, endpoint, isLocalHost, UpstreamError } from './upstream';

let server: Server;
let origin: string;
const seen: { path: string; userAgent: string | undefined }[] = [];
const resetsByPath = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', userAgent: request.headers['user-agent'] });
    if (request.url === '/json') return response.end('{"temp":20}');
    if (request.url === '/wrong') return response.end('{"temp":"warm"}');
    if (request.url === '/html') return response.end('<h1>oops</h1>');
    if (request.url === '/big') return response.end('x'.repeat(2000));
    if (request.url === '/hang') return;
    if (request.url?.startsWith('/reset')) {
      const resets = (resetsByPath.get(request.url) ?? 0) + 1;
      resetsByPath.set(request.url, resets);
      if (request.url === '/reset-always' || resets === 1) return request.socket.destroy();
      return response.end('{"temp":21}');
    }
    if (request.url === '/redirect')
      return response.writeHead(302, { location: 'https://example.com/' }).end();
    response.writeHead(503).end('busy');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = createUpstreamClient({ userAgent: 'Wayfarer/1.0 (+test)', localOnly: true, maxBytes: 1000 });
const call = (path: string, timeoutMs = 2000) => ({
  provider: 'test',
  url: new URL(`${origin}${path}`),
  signal: AbortSignal.timeout(timeoutMs),
});
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof UpstreamError ? error.reason : String(error)),
  );

describe('the upstream client', () => {
  it('reads JSON checked against a schema, naming us in the User-Agent', async () => {
    expect(await client.json(call('/json'), z.object({ temp: z.number() }))).toEqual({ temp: 20 });
    expect(seen.find(({ path }) => path === '/json')?.userAgent).toBe('Wayfarer/1.0 (+test)');
  });

  it('fails on an answer of the wrong form, HTML instead of JSON, or a failing status', async () => {
    const schema = z.object({ temp: z.number() });
    expect(await reasonOf(client.json(call('/wrong'), schema))).toBe('invalid');
    expect(await reasonOf(client.json(call('/html'), schema))).toBe('invalid');
    const failure = await client.text(call('/busy')).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'status', status: 503, message: 'test: answered 503' });
    expect((await client.fetch(call('/busy'))).status).toBe(503);
  });

  it('asks once more when the connection is dropped under it, and only once', async () => {
    expect(await client.json(call('/reset-once'), z.object({ temp: z.number() }))).toEqual({ temp: 21 });
    expect(resetsByPath.get('/reset-once')).toBe(2);
    expect(await reasonOf(client.text(call('/reset-always')))).toBe('network');
    expect(resetsByPath.get('/reset-always')).toBe(2);
  });

  it('gives up at the deadline', async () => {
    const request = call('/hang', 150);
    expect(await reasonOf(client.text(request))).toBe('timeout');
    expect(request.signal.aborted).toBe(true);
  });

  it('cuts off an answer larger than the cap', async () => {
    expect(await reasonOf(client.text(call('/big')))).toBe('too_large');
  });

  it('under test, refuses a host that is not this machine without asking it, and follows no redirect', async () => {
    const outside = {
      provider: 'test',
      url: new URL('https://api.open-meteo.com/v1/forecast'),
      signal: AbortSignal.timeout(1000),
    };
    expect(await reasonOf(client.text(outside))).toBe('refused');
    expect(await reasonOf(client.text(call('/redirect')))).toBe('network');
  });

  it('never puts the address (which may carry a key) in its errors', async () => {
    const keyed = { ...call('/busy'), url: new URL(`${origin}/busy?apikey=secret-key`) };
    const failure = await client.text(keyed).catch((error: unknown) => error);
    expect(String(failure)).not.toContain('secret-key');
  });
});

describe('isLocalHost', () => {
  it.each(['localhost', '127.0.0.1', '127.8.9.10', '[::1]', 'fake.localhost'])(
    'takes %s as local',
    (host) => {
      expect(isLocalHost(host)).toBe(true);
    },
  );
  it.each(['example.com', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '0.0.0.0'])(
    'takes %s as outside',
    (host) => {
      expect(isLocalHost(host)).toBe(false);
    },
  );
});

describe('endpoint', () => {
  it('joins a base with or without a trailing slash to a path and query', () => {
    expect(endpoint('https://api.example/v1/', '/forecast', { a: '1', b: 'x y' }).href).toBe(
      'https://api.example/v1/forecast?a=1&b=x+y',
    );
    expect(endpoint('https://api.example', '/json/servers').href).toBe('https://api.example/json/servers');
  });
});
