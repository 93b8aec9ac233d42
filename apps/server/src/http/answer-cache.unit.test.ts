import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';
import { installCompression } from './compression';

const owner = 'owner';
const other = 'other';

describe('the store of held answers', () => {
  it('builds again when the counter moved, when the answer is too old, and for the least recently read past the byte budget', async () => {
    let clock = 0;
    const cache = createAnswerCache({ maxBytes: 20, maxAgeMs: 1_000, now: () => clock });
    let builds = 0;
    const build = async () => `answer ${(builds += 1)}`;
    const text = async (ownerId: string, version: number) =>
      (await cache.answer({ ownerId, version }, build)).text.toString();

    expect(await text(owner, 1)).toBe('answer 1');
    expect(await text(owner, 1)).toBe('answer 1');
    expect(await text(owner, 2)).toBe('answer 2');
    clock = 1_000;
    expect(await text(owner, 2)).toBe('answer 3');
    expect(cache.heldBytes).toBe(8);
    expect(await text(other, 1)).toBe('answer 4');
    expect(cache.heldBytes).toBe(16);
    expect(await text(owner, 2)).toBe('answer 3');
    expect(await text('third', 1)).toBe('answer 5');
    expect(cache.heldBytes).toBe(16);
    expect(await text(other, 1)).toBe('answer 6');
    expect(await text(owner, 2)).toBe('answer 7');
  });

  it('sends but does not hold an answer larger than the whole budget', async () => {
    const cache = createAnswerCache({ maxBytes: 4, maxAgeMs: 1_000 });
    let builds = 0;
    const build = async () => `long answer ${(builds += 1)}`;
    expect((await cache.answer({ ownerId: owner, version: 1 }, build)).text.toString()).toBe('long answer 1');
    expect((await cache.answer({ ownerId: owner, version: 1 }, build)).text.toString()).toBe('long answer 2');
    expect(cache.heldBytes).toBe(0);
  });

  it('lets requests that miss at once share one build of the same counter', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    let builds = 0;
    let finish: () => void = () => undefined;
    const build = async () => {
      builds += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return `answer ${builds}`;
    };
    const waiting = [1, 1, 1].map((version) => cache.answer({ ownerId: owner, version }, build));
    await Promise.resolve();
    finish();
    const answers = await Promise.all(waiting);
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps a newer answer when a slower build of an older counter finishes after it', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    let finishOld: () => void = () => undefined;
    const slow = cache.answer({ ownerId: owner, version: 1 }, async () => {
      await new Promise<void>((resolve) => (finishOld = resolve));
      return 'old';
    });
    await Promise.resolve();
    await cache.answer({ ownerId: owner, version: 2 }, async () => 'new');
    finishOld();
    await slow;
    const held = await cache.answer({ ownerId: owner, version: 2 }, async () => 'built again');
    expect(held.text.toString()).toBe('new');
  });
});

describe('a held answer over HTTP', () => {
  const app = Fastify();
  const cache = createAnswerCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
  const large = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, title: `Item ${id}` })));
  beforeAll(async () => {
    await installCompression(app);
    app.get('/held', (request, reply) =>
      cache.send(request, reply, { ownerId: owner, version: 1 }, async () => large),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/held', headers });

  it('compresses each encoding once, and counts the compressed bytes in the budget', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const held = cache.heldBytes;
    expect(held).toBe(large.length + first.rawPayload.length);
    const again = await get({ 'accept-encoding': 'br' });
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(cache.heldBytes).toBe(held);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(cache.heldBytes).toBe(held + gzip.rawPayload.length);
  });

  it('answers 304 to any If-None-Match naming the tag, weak or strong, or *', async () => {
    const { etag } = (await get()).headers;
    const opaque = String(etag).slice(2);
    for (const tag of [String(etag), opaque, `"other", ${opaque}`, '*']) {
      expect((await get({ 'if-none-match': tag })).statusCode, tag).toBe(304);
    }
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('picks the encoding the compression plugin picks: x-gzip and * are gzip, q=0 refuses', async () => {
    const encodingOf = async (acceptEncoding: string) =>
      (await get({ 'accept-encoding': acceptEncoding })).headers['content-encoding'];
    expect(await encodingOf('x-gzip')).toBe('gzip');
    expect(await encodingOf('*')).toBe('gzip');
    expect(await encodingOf('br;q=0, gzip')).toBe('gzip');
    expect(await encodingOf('deflate')).toBeUndefined();
    expect(await encodingOf('identity')).toBeUndefined();
  });
});
