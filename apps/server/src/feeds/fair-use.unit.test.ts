import { describe, expect, it } from 'vitest';
import { tokenBucket } from './fair-use';

describe('tokenBucket', () => {
  it('lets a burst through at once, then queues each next request one interval behind the last', () => {
    let clock = 0;
    const bucket = tokenBucket({ perSecond: 1, burst: 2 }, () => clock);
    expect(bucket.reserve(5000)).toBe(0);
    expect(bucket.reserve(5000)).toBe(0);
    expect(bucket.reserve(5000)).toBe(1000);
    expect(bucket.reserve(5000)).toBe(2000);
    clock += 500;
    expect(bucket.reserve(5000)).toBe(2500);
  });

  it('refuses, without queueing it, a request whose turn is further off than it may wait', () => {
    let clock = 0;
    const bucket = tokenBucket({ perSecond: 0.5, burst: 1 }, () => clock);
    expect(bucket.reserve(3000)).toBe(0);
    expect(bucket.reserve(3000)).toBe(2000);
    expect(bucket.reserve(3000)).toBeNull();
    expect(bucket.reserve(3000)).toBeNull();
    clock += 2000;
    expect(bucket.reserve(3000)).toBe(2000);
  });

  it('takes back the turn of a request given up while it waited', () => {
    const bucket = tokenBucket({ perSecond: 1, burst: 1 }, () => 0);
    expect(bucket.reserve(5000)).toBe(0);
    expect(bucket.reserve(5000)).toBe(1000);
    bucket.release();
    expect(bucket.reserve(5000)).toBe(1000);
  });

  it('saves up no more than its burst while idle', () => {
    let clock = 0;
    const bucket = tokenBucket({ perSecond: 10, burst: 3 }, () => clock);
    clock += 3_600_000;
    expect([bucket.reserve(0), bucket.reserve(0), bucket.reserve(0), bucket.reserve(0)]).toEqual([
      0,
      0,
      0,
      null,
    ]);
  });
});
