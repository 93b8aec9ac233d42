/** A file to read at any offset, as a format that points within itself (a compound file) needs. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset`; fewer at the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** Bytes already in memory, as a source. */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => Promise.resolve(bytes.subarray(offset, offset + length)),
  };
}

const BLOCK_BYTES = 64 * 1024;
/** The blocks kept at once: at most 1 MB of a file in memory, whatever its size. */
const MAX_BLOCKS = 16;

/**
 * A stored file read in 64 KB blocks, each fetched once (a ranged GET on S3) and the last few kept, so
 * that many small reads near each other cost one request.
 */
export function blockReader(
  size: number,
  readRange: (offset: number, length: number) => Promise<Uint8Array>,
): ByteSource {
  const blocks = new Map<number, Promise<Uint8Array>>();
  const block = (index: number) => {
    let found = blocks.get(index);
    if (found) {
      blocks.delete(index);
    } else {
      found = readRange(index * BLOCK_BYTES, BLOCK_BYTES);
      found.catch(() => blocks.delete(index));
    }
    blocks.set(index, found);
    if (blocks.size > MAX_BLOCKS) blocks.delete(blocks.keys().next().value as number);
    return found;
  };

  return {
    size,
    async read(offset, length) {
      const end = Math.min(offset + length, size);
      if (offset >= end) return new Uint8Array(0);
      const parts: Uint8Array[] = [];
      for (let index = Math.floor(offset / BLOCK_BYTES); index * BLOCK_BYTES < end; index++) {
        const start = index * BLOCK_BYTES;
        const bytes = await block(index);
        parts.push(bytes.subarray(Math.max(0, offset - start), Math.min(bytes.length, end - start)));
      }
      const [only] = parts;
      return parts.length === 1 && only ? only : Buffer.concat(parts);
    },
  };
}
