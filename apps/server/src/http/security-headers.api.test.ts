import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../testing/test-app';
import { contentSecurityPolicy, tileSource } from './security-headers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let withGoogle: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { TILE_URL_TEMPLATE: 'http://127.0.0.1:8088/tiles/{z}/{x}/{y}.png' });
    withGoogle = await startTestApp('pglite', {
      GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com',
      PUBLIC_URL: 'https://wayfarer.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await withGoogle.close();
  });

  it('sends a strict policy on every answer: nothing inline, no framing, no sniffing, a short referrer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:8088']);
    expect(csp['media-src']).toEqual(["'self'", 'https:', 'http:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Over plain http, HSTS would be ignored at best.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets Google sign-in in only when it is on, and sends HSTS when the app is reached over https', async () => {
    const response = await withGoogle.app.inject({ method: 'GET', url: '/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp['style-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sends the headers on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the map tiles in the policy', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com:8443/{z}/{x}/{y}.png?key=1', 'https://*.tile.example.com:8443'],
    ['HTTP://Tiles.Local/{z}/{x}/{y}.png', 'http://tiles.local'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
  ])('%s gives %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  it('is exactly the configured tile host, by default OpenStreetMap’s', () => {
    expect(contentSecurityPolicy(loadConfig({})).imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://tile.openstreetmap.org',
    ]);
  });
});
