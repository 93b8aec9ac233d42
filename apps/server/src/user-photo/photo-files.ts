import path from 'node:path';
import { STORED_PHOTO_NAME_PATTERN } from '@wayfarer/core';
import type { FastifyBaseLogger } from 'fastify';
import { uploadFolder, type UploadFolder } from '../http/upload-folder';

export type PhotoExtension = 'jpg' | 'png';

export interface PhotoFiles extends UploadFolder {
  save(bytes: Uint8Array, extension: PhotoExtension): Promise<string>;
}

/** Profile photos on local disk, under DATA_DIR/uploads/user. */
export function photoFiles(dataDir: string, log: FastifyBaseLogger): PhotoFiles {
  return uploadFolder(path.join(dataDir, 'uploads', 'user'), {
    namePattern: STORED_PHOTO_NAME_PATTERN,
    log,
    leftBehind: 'profile photo left behind',
  });
}
