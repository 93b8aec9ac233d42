import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { canonicalJson, keepsAnswer, requestHash } from './idempotency';

describe('the hash of a request sent with an Idempotency-Key', () => {
  it('is the same for the same body whatever the order of its keys, at any depth', () => {
    const one = { body: { title: 'Visa', date: 1, nested: { a: 1, b: [1, { y: 2, x: 1 }] } } };
    const other = { body: { nested: { b: [1, { x: 1, y: 2 }], a: 1 }, date: 1, title: 'Visa' } };
    expect(requestHash(one)).toBe(requestHash(other));
    expect(canonicalJson(one.body)).toBe('{"date":1,"nested":{"a":1,"b":[1,{"x":1,"y":2}]},"title":"Visa"}');
  });

  it('differs when a value, an array’s order, the query or the path parameters differ', () => {
    const base = requestHash({ params: { id: 'a' }, query: { id: '1' }, body: { ids: [1, 2] } });
    expect(requestHash({ params: { id: 'a' }, query: { id: '1' }, body: { ids: [2, 1] } })).not.toBe(base);
    expect(requestHash({ params: { id: 'a' }, query: { id: '2' }, body: { ids: [1, 2] } })).not.toBe(base);
    expect(requestHash({ params: { id: 'b' }, query: { id: '1' }, body: { ids: [1, 2] } })).not.toBe(base);
    expect(requestHash({ params: { id: 'a' }, query: { id: '1' }, body: { ids: ['1', 2] } })).not.toBe(base);
  });

  it('differs by the trip it was sent for, and is without one as it was before trips', () => {
    const body = { title: 'Visa' };
    expect(requestHash({ body, trip: 'x' })).not.toBe(requestHash({ body, trip: 'y' }));
    expect(requestHash({ body, trip: 'x' })).not.toBe(requestHash({ body }));
    expect(requestHash({ body, trip: undefined })).toBe(requestHash({ body }));
  });

  it('takes no body and an empty one as different, and an absent field as absent', () => {
    expect(requestHash({ body: undefined })).not.toBe(requestHash({ body: {} }));
    expect(requestHash({ body: { a: 1, b: undefined } })).toBe(requestHash({ body: { a: 1 } }));
  });

  it('is not fooled by a key that holds the separators', () => {
    expect(requestHash({ body: { 'a":1,"b': 2 } })).not.toBe(requestHash({ body: { a: 1, b: 2 } }));
  });

  it('refuses a body nested too deeply with a 400, not a stack overflow', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(() => requestHash({ body: deep })).toThrow(HttpError);
    try {
      requestHash({ body: deep });
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
    }
  });
});

describe('the answers kept for a key’s repeats', () => {
  it('are the successes', () => {
    for (const status of [200, 201, 204]) expect(keepsAnswer(status)).toBe(true);
  });

  it('are not the refusals, which changed nothing, nor the server’s failures', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 413, 415, 422, 425, 429, 499, 500, 502, 503])
      expect(keepsAnswer(status)).toBe(false);
  });
});
