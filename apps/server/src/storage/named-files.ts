import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore, StoredFile } from './file-store';
import { blockReader, type ByteSource } from './block-reader';

export interface NamedFiles {
  /** Stores the body under a new random name with the extension; answers the name and the bytes stored. */
  save(body: Readable | Uint8Array, extension: string, contentType: string): Promise<SavedFile>;
  /** The stored file, or undefined when there is none of that name (or the name is not one made here). */
  open(name: string): Promise<StoredFile | undefined>;
  /** The stored file for reads at any offset, in blocks, for a format that must be looked into. */
  source(name: string, size: number): ByteSource;
  /**
   * Removes a stored file. One already gone is no error, and one that cannot be removed is logged, not
   * thrown: the deletion the user asked for has happened, the leftover is the operator's to clean.
   */
  remove(name: string): Promise<void>;
}

export interface SavedFile {
  name: string;
  size: number;
}

interface NamedFilesOptions {
  /** The key prefix, e.g. 'attachments': the folder on disk, the prefix in the bucket. */
  prefix: string;
  /** The names made here (128 random bits in hex and an extension): no other reaches the store. */
  namePattern: RegExp;
  log: FastifyBaseLogger;
  /** Logged when a file cannot be removed, e.g. 'profile photo left behind'. */
  leftBehind: string;
}

/** One kind of uploaded file in the store, under names made here alone, so no key comes from input. */
export function namedFiles(
  store: FileStore,
  { prefix, namePattern, log, leftBehind }: NamedFilesOptions,
): NamedFiles {
  const keyOf = (name: string) => {
    if (!namePattern.test(name)) throw new Error(`not a stored file name: ${name}`);
    return `${prefix}/${name}`;
  };

  return {
    async save(body, extension, contentType) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const size = await store.put(keyOf(name), body, contentType);
      return { name, size };
    },

    open(name) {
      if (!namePattern.test(name)) return Promise.resolve(undefined);
      return store.open(keyOf(name));
    },

    source(name, size) {
      const key = keyOf(name);
      return blockReader(size, (offset, length) => store.read(key, offset, length));
    },

    async remove(name) {
      if (!namePattern.test(name)) return;
      await store.remove(keyOf(name)).catch((error: unknown) => {
        // The S3 store has logged its failure without the SDK's error; a disk error holds a path only.
        log.warn({ ...(error instanceof Error && { err: error }), name }, leftBehind);
      });
    },
  };
}
