import { describe, expect, it } from 'vitest';
import { blockReader } from './block-reader';

describe('blockReader', () => {
  const KB = 1024;
  const file = Buffer.from(Array.from({ length: 200 * KB }, (_, i) => i % 251));
  const reading = () => {
    const asked: [number, number][] = [];
    const source = blockReader(file.length, (offset, length) => {
      asked.push([offset, length]);
      return Promise.resolve(file.subarray(offset, offset + length));
    });
    return { source, asked };
  };

  it('answers any range, across blocks and cut at the end, as the file holds it', async () => {
    const { source } = reading();
    expect(Buffer.from(await source.read(10, 20)).equals(file.subarray(10, 30))).toBe(true);
    expect(Buffer.from(await source.read(60 * KB, 10 * KB)).equals(file.subarray(60 * KB, 70 * KB))).toBe(
      true,
    );
    expect(Buffer.from(await source.read(199 * KB, 4 * KB)).equals(file.subarray(199 * KB))).toBe(true);
    expect((await source.read(file.length, 10)).length).toBe(0);
  });

  it('fetches each 64 KB block once for many small reads within it', async () => {
    const { source, asked } = reading();
    for (let offset = 0; offset < 64 * KB; offset += 512) await source.read(offset, 4);
    expect(asked).toEqual([[0, 64 * KB]]);
  });
});
