import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { LANGUAGE_COOKIE, SIGNED_IN_HINT_COOKIE } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './serve-web-app';

const script = `console.log(${JSON.stringify('wayfarer '.repeat(300))});`;
/** The first bytes of a PNG file: enough for a file the build does not compress. */
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A page's own index.html as the build writes it: its code preloaded. */
const todoPageHtml =
  '<!doctype html><title>Wayfarer</title><link rel="modulepreload" href="/assets/todo-page-1.js">';

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
    writeFileSync(path.join(root, 'assets/runtime.js'), 'export{};');
    writeFileSync(path.join(root, 'assets/marker.png'), picture);
    mkdirSync(path.join(root, 'pages'));
    writeFileSync(path.join(root, 'pages/index.html'), todoPageHtml.replace('todo-page', 'dashboard-page'));
    writeFileSync(path.join(root, 'pages/todolist.html'), todoPageHtml);
    writeFileSync(path.join(root, 'pages/todolist.html.br'), brotliCompressSync(todoPageHtml));
    mkdirSync(path.join(root, 'pt-BR/pages'), { recursive: true });
    writeFileSync(path.join(root, 'pt-BR/index.html'), '<!doctype html><html lang="pt-BR">');
    writeFileSync(
      path.join(root, 'pt-BR/pages/todolist.html'),
      '<html lang="pt-BR"><h1>Lista de tarefas</h1>',
    );
    await serveWebApp(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string, acceptLanguage?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(cookie ? { cookie } : {}),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });
  const signedIn = `theme=dark; ${SIGNED_IN_HINT_COOKIE}=1`;

  it('sends the file the build compressed with brotli, cached for a year', async () => {
    const response = await get('/assets/main.js', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload).toEqual(brotliCompressSync(script));
  });

  it('sends a file the build left uncompressed (too small, or a picture) as it is, by its type', async () => {
    const runtime = await get('/assets/runtime.js', 'gzip, br');
    expect(runtime.headers['content-encoding']).toBeUndefined();
    expect(runtime.body).toBe('export{};');
    const marker = await get('/assets/marker.png', 'gzip, br');
    expect(marker.headers['content-type']).toBe('image/png');
    expect(marker.headers['content-encoding']).toBeUndefined();
    expect(marker.rawPayload).toEqual(picture);
  });

  it('answers HEAD for an asset with its headers and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/main.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });

  it('holds the assets read at start: one removed from the disk since is still sent', async () => {
    rmSync(path.join(root, 'assets/runtime.js'));
    const response = await get('/assets/runtime.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export{};');
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

  it('keeps a shared itinerary’s page out of search engines, and only that page', async () => {
    const shared = await get(`/shared/${'a'.repeat(43)}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('<title>Wayfarer</title>');
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/todolist')).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers a signed-in page with its own index.html when the browser holds a session', async () => {
    const todo = await get('/todolist?from=menu', undefined, signedIn);
    expect(todo.body).toBe(todoPageHtml);
    expect(todo.headers['cache-control']).toBe('no-cache');
    expect(String(todo.headers.vary)).toMatch(/cookie/i);
    expect((await get('/', undefined, signedIn)).body).toContain('dashboard-page');
  });

  it('answers with the plain index.html without the hint, or on a page the build made none for', async () => {
    for (const [url, cookie] of [
      ['/todolist', undefined],
      ['/todolist', `${SIGNED_IN_HINT_COOKIE}=0`],
      ['/todolist', `not_${SIGNED_IN_HINT_COOKIE}=1`],
      ['/login', signedIn],
      ['/pages/todolist', signedIn],
    ] as const) {
      const response = await get(url, undefined, cookie);
      expect(response.body, `${url} ${cookie}`).toBe('<!doctype html><title>Wayfarer</title>');
    }
  });

  it('answers in the language the device chose, else the one the browser asks for', async () => {
    const portuguese = '<!doctype html><html lang="pt-BR">';
    expect((await get('/login', undefined, undefined, 'pt-BR,pt;q=0.9,en;q=0.8')).body).toBe(portuguese);
    expect((await get('/login', undefined, `${LANGUAGE_COOKIE}=pt-BR`, 'en-US')).body).toBe(portuguese);
    expect((await get('/login', undefined, `${LANGUAGE_COOKIE}=en`, 'pt-BR')).body).toBe(
      '<!doctype html><title>Wayfarer</title>',
    );
    expect((await get('/login', undefined, `${LANGUAGE_COOKIE}=xx`, 'fr')).body).toBe(
      '<!doctype html><title>Wayfarer</title>',
    );
    const todo = await get('/todolist', undefined, `${signedIn}; ${LANGUAGE_COOKIE}=pt-BR`);
    expect(todo.body).toContain('Lista de tarefas');
    expect(String(todo.headers.vary)).toMatch(/accept-language/i);
  });

  it('sends a page’s own index.html as the build compressed it', async () => {
    const response = await get('/todolist', 'br', signedIn);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(todoPageHtml);
  });
});

describe('a build with an asset of a type the server does not know', () => {
  it('stops the start, naming the file, rather than answering 404 for it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wayfarer-web-'));
    const app = Fastify();
    try {
      mkdirSync(path.join(root, 'assets'));
      writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Wayfarer</title>');
      writeFileSync(path.join(root, 'assets/main.js'), script);
      writeFileSync(path.join(root, 'assets/font-1.ttf'), picture);
      await expect(serveWebApp(app, root)).rejects.toThrow('assets/font-1.ttf');
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
