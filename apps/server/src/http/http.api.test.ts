import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('HTTP surface', () => {
  let t: TestApp;
  let withCors: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    withCors = await startTestApp('pglite', {
      CORS_ORIGINS: 'https://client.example, https://other.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await withCors.close();
  });

  it('serves an OpenAPI document generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/user', '/login', '/newpassword/{token}']),
    );
    expect(document.paths['/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: 'https://client.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a configured origin call the API with the bearer header, and no other', async () => {
    const allowed = await withCors.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin: 'https://client.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://client.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    const other = await withCors.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a client that stalls its request', () => {
  const LIMIT_MS = 1000;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('pglite', { REQUEST_TIMEOUT_MS: String(LIMIT_MS) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = t.app.server.address() as AddressInfo);
  });
  afterAll(() => t.close());

  /** Sends the parts `gapMs` apart on one connection; resolves with what came back once it closed. */
  function send(parts: string[], gapMs: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const startedAt = performance.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', async () => {
        for (const [index, part] of parts.entries()) {
          if (index > 0) await new Promise((wait) => setTimeout(wait, gapMs));
          socket.write(part);
        }
      });
      socket.setEncoding('utf8');
      // Without a limit the server would keep the connection for ever: give up well past it.
      socket.setTimeout(LIMIT_MS * 5, () => socket.destroy());
      socket.on('data', (chunk: string) => {
        answer += chunk;
        // An answered request on a kept-alive connection: done, without waiting for the connection to idle out.
        if (!answer.startsWith('HTTP/1.1 408') && answer.includes('\r\n\r\n')) socket.end();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, closedAfterMs: performance.now() - startedAt }));
    });
  }

  const loginHead = (body: string) =>
    `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

  it('answers 408 and closes the connection when the body stops before its end', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'not-their-password' });
    const { answer, closedAfterMs } = await send([loginHead(body) + body.slice(0, 10)], 0);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS);
    // Node looks for late requests a quarter of the limit apart.
    expect(closedAfterMs).toBeLessThan(LIMIT_MS * 3);
  });

  it('answers a request whose body comes slowly but whole within the limit', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'not-their-password' });
    const { answer } = await send([loginHead(body) + body.slice(0, 10), body.slice(10)], LIMIT_MS / 4);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
