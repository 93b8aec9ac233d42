import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface UploadFolder {
  /** Stores the bytes under a new random name with the extension, and answers the name. */
  save(bytes: Uint8Array, extension: string): Promise<string>;
  /** A stream of the stored file, or undefined when there is none of that name. */
  open(name: string): Promise<ReadStream | undefined>;
  /**
   * Removes a stored file. One already gone is no error, and one that cannot be removed is logged, not
   * thrown: the deletion the user asked for has happened, the leftover is the operator's to clean.
   */
  remove(name: string): Promise<void>;
}

interface UploadFolderOptions {
  /** The names this folder makes (128 random bits in hex and an extension): no other reaches the disk. */
  namePattern: RegExp;
  log: FastifyBaseLogger;
  /** Logged when a file cannot be removed, e.g. 'profile photo left behind'. */
  leftBehind: string;
}

/** Uploaded files on local disk, in one folder, under names made here alone, so no path comes from input. */
export function uploadFolder(
  folder: string,
  { namePattern, log, leftBehind }: UploadFolderOptions,
): UploadFolder {
  const pathOf = (name: string) => {
    if (!namePattern.test(name)) throw new Error(`not a stored file name: ${name}`);
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
      if (!namePattern.test(name)) return Promise.resolve(undefined);
      return new Promise((resolve, reject) => {
        const stream = createReadStream(pathOf(name));
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve(undefined) : reject(error),
        );
      });
    },

    async remove(name) {
      if (!namePattern.test(name)) return;
      await unlink(pathOf(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') log.warn({ err: error, name }, leftBehind);
      });
    },
  };
}
