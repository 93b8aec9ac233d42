import { STORED_PHOTO_NAME_PATTERN } from '@wayfarer/core';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../storage/file-store';
import { namedFiles, type NamedFiles } from '../storage/named-files';

export type PhotoExtension = 'jpg' | 'png';

/** Profile photos under the key prefix user/ (DATA_DIR/uploads/user on disk). */
export function photoFiles(store: FileStore, log: FastifyBaseLogger): NamedFiles {
  return namedFiles(store, {
    prefix: 'user',
    namePattern: STORED_PHOTO_NAME_PATTERN,
    log,
    leftBehind: 'profile photo left behind',
  });
}
