import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentType } from '@wayfarer/core';
import type { FastifyBaseLogger } from 'fastify';

export interface AttachmentFiles {
  /** Stores the bytes under a new random name and answers it. */
  save(bytes: Uint8Array, type: AttachmentType): Promise<string>;
  /** A stream of the stored file, or undefined when it is gone. */
  open(fileName: string): Promise<ReadStream | undefined>;
  /**
   * Removes the files of rows already deleted. One already gone is no error, and one that cannot be
   * removed is logged, not thrown: the deletion the user asked for has happened, the leftover is the
   * operator's to clean.
   */
  remove(fileNames: readonly string[]): Promise<void>;
}

/**
 * Attachment files on local disk, under DATA_DIR/uploads/attachments. Names come from here alone (random,
 * checked against the contract's pattern before they reach this module), so no path is built from input.
 */
export function attachmentFiles(dataDir: string, log: FastifyBaseLogger): AttachmentFiles {
  const folder = path.join(dataDir, 'uploads', 'attachments');
  const pathOf = (fileName: string) => path.join(folder, path.basename(fileName));

  return {
    async save(bytes, type) {
      await mkdir(folder, { recursive: true });
      const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(pathOf(fileName), bytes, { flag: 'wx' });
      return fileName;
    },

    open(fileName) {
      return new Promise((resolve, reject) => {
        const stream = createReadStream(pathOf(fileName));
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve(undefined) : reject(error),
        );
      });
    },

    async remove(fileNames) {
      await Promise.all(
        fileNames.map((fileName) =>
          unlink(pathOf(fileName)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') log.warn({ err: error, fileName }, 'attachment file left behind');
          }),
        ),
      );
    },
  };
}
