import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, installCompression } from './compression';

const large = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Item ${i}` })) };
const small = { ok: true };

describe('answer compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await installCompression(app);
    app.get('/large', async () => large);
    app.get('/small', async () => small);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli when the client takes it, and the text decompresses to the same answer', async () => {
    const response = await get('/large', 'gzip, deflate, br');
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(large);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 3);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await get('/large', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(large);
  });

  it('sends the text as it is to a client that takes no compression, and below 1 KB', async () => {
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(large);
    const tiny = await get('/small', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual(small);
  });
});
