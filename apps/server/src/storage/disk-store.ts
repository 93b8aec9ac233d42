import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, type FileStore } from './file-store';

/** Counts the bytes passing through. */
export function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on local disk under one folder (DATA_DIR/uploads), a key being a path below it. A file is written
 * to a temporary name beside its final one and renamed once whole, so no reader ever sees half of it.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, checkedKey(key));

  return {
    kind: 'disk',

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      const counter = byteCounter();
      const source = body instanceof Readable ? body : Readable.from([body], { objectMode: false });
      try {
        await pipeline(source, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
      return counter.bytes;
    },

    async open(key) {
      const file = await open(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!file) return undefined;
      const { size } = await file.stat();
      return { stream: createReadStream('', { fd: file }), size };
    },

    async read(key, offset, length) {
      const file = await open(pathOf(key));
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    async remove(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}
