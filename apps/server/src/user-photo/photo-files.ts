import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_PHOTO_NAME_PATTERN } from '@wayfarer/core';
import type { FastifyBaseLogger } from 'fastify';

export type PhotoExtension = 'jpg' | 'png';

export interface PhotoFiles {
  /** Stores the bytes under a new random name and answers it. */
  save(bytes: Uint8Array, extension: PhotoExtension): Promise<string>;
  /** A stream of a stored photo, or undefined when there is none of that name. */
  open(name: string): Promise<ReadStream | undefined>;
  /** Removes a stored photo; one already gone is no error, one that cannot be removed is only logged. */
  remove(name: string): Promise<void>;
}

/**
 * Profile photos on local disk, under DATA_DIR/uploads/user. Only names of the stored-photo pattern
 * (32 hex digits and an extension, made here) ever reach the file system, so no path comes from input.
 */
export function photoFiles(dataDir: string, log: FastifyBaseLogger): PhotoFiles {
  const folder = path.join(dataDir, 'uploads', 'user');
  const pathOf = (name: string) => {
    if (!STORED_PHOTO_NAME_PATTERN.test(name)) throw new Error(`not a stored photo name: ${name}`);
    return path.join(folder, name);
  };

  return {
    async save(bytes, extension) {
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(pathOf(name), bytes, { flag: 'wx' });
      return name;
    },

    open(name) {
      if (!STORED_PHOTO_NAME_PATTERN.test(name)) return Promise.resolve(undefined);
      return new Promise((resolve, reject) => {
        const stream = createReadStream(pathOf(name));
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve(undefined) : reject(error),
        );
      });
    },

    async remove(name) {
      if (!STORED_PHOTO_NAME_PATTERN.test(name)) return;
      await unlink(pathOf(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') log.warn({ err: error, name }, 'profile photo left behind');
      });
    },
  };
}
