import type { Readable } from 'node:stream';
import { ATTACHMENT_FILE_NAME_PATTERN, type AttachmentType } from '@wayfarer/core';
import type { FastifyBaseLogger } from 'fastify';
import type { ByteSource } from './block-reader';
import type { FileStore, StoredFile } from './file-store';
import { namedFiles, type SavedFile } from './named-files';

export interface AttachmentFiles {
  /**
   * Stores the upload, as it arrives, under a new random name, and answers the name and size. When the
   * body fails (too large, cut short) its error is thrown and nothing is stored.
   */
  save(body: Readable, type: AttachmentType): Promise<SavedFile>;
  /** A stream of the stored file, or undefined when it is gone. */
  open(fileName: string): Promise<StoredFile | undefined>;
  /** The stored file for reads at any offset (the DOC check). */
  source(fileName: string, size: number): ByteSource;
  /**
   * Removes the files of rows already deleted. One already gone is no error, and one that cannot be
   * removed is logged, not thrown: the deletion the user asked for has happened, the leftover is the
   * operator's to clean.
   */
  remove(fileNames: readonly string[]): Promise<void>;
}

/** Attachment files under the key prefix attachments/ (DATA_DIR/uploads/attachments on disk). */
export function attachmentFiles(store: FileStore, log: FastifyBaseLogger): AttachmentFiles {
  const files = namedFiles(store, {
    prefix: 'attachments',
    namePattern: ATTACHMENT_FILE_NAME_PATTERN,
    log,
    leftBehind: 'attachment file left behind',
  });
  return {
    save: (body, type) => files.save(body, type.ext, type.mime),
    open: (fileName) => files.open(fileName),
    source: (fileName, size) => files.source(fileName, size),
    async remove(fileNames) {
      await Promise.all(fileNames.map((fileName) => files.remove(fileName)));
    },
  };
}
