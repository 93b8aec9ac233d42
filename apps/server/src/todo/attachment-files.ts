import type { ReadStream } from 'node:fs';
import path from 'node:path';
import { ATTACHMENT_FILE_NAME_PATTERN, type AttachmentType } from '@wayfarer/core';
import type { FastifyBaseLogger } from 'fastify';
import { uploadFolder } from '../http/upload-folder';

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

/** Attachment files on local disk, under DATA_DIR/uploads/attachments. */
export function attachmentFiles(dataDir: string, log: FastifyBaseLogger): AttachmentFiles {
  const folder = uploadFolder(path.join(dataDir, 'uploads', 'attachments'), {
    namePattern: ATTACHMENT_FILE_NAME_PATTERN,
    log,
    leftBehind: 'attachment file left behind',
  });
  return {
    save: (bytes, type) => folder.save(bytes, type.ext),
    open: (fileName) => folder.open(fileName),
    async remove(fileNames) {
      await Promise.all(fileNames.map((fileName) => folder.remove(fileName)));
    },
  };
}
