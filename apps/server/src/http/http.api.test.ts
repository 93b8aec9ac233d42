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
