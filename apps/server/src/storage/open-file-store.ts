import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';

/**
 * The configured store: the bucket when S3_BUCKET is set, else DATA_DIR/uploads on local disk. The AWS
 * SDK is loaded only for a bucket: on disk it would lengthen every start and hold its memory for nothing.
 */
export async function openFileStore(config: Config, log: FastifyBaseLogger): Promise<FileStore> {
  const s3 = config.s3;
  if (!s3) return diskFileStore(path.join(config.dataDir, 'uploads'));
  const { s3FileStore } = await import('./s3-store');
  return s3FileStore({ ...s3, log });
}

/** Where the files go, for the start-up log: no key, no secret. */
export function describeFileStore(config: Config): string {
  const s3 = config.s3;
  if (!s3) return `files: local disk in ${path.join(config.dataDir, 'uploads')}`;
  return `files: S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${new URL(s3.endpoint).host}` : ` in ${s3.region}`}`;
}
