import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './serve-web-app';

const script = `console.log(${JSON.stringify('wayfarer '.repeat(300))});`;

describe('the built web app, served', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'wayfarer-web-'));
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Wayfarer</title>');
    writeFileSync(path.join(root, 'assets/main.js'), script);
    writeFileSync(path.join(root, 'assets/main.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(root, 'assets/main.js.gz'), gzipSync(script));
    writeFileSync(path.join(root, 'assets/main.js.map'), '{"sources":["secret.ts"]}');
    await serveWebApp(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the file the build compressed with brotli, cached for a year', async () => {
    const response = await get('/assets/main.js', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(brotliCompressSync(script));
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    expect((await get('/assets/main.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never serves a source map, nor the app page in place of a missing file', async () => {
    const map = await get('/assets/main.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await get('/assets/gone-1234.js')).statusCode).toBe(404);
  });

  it('answers a client route with index.html, never cached', async () => {
    const response = await get('/todolist');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Wayfarer</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
