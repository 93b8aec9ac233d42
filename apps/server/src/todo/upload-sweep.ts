import type { Db } from '../db/client';
import type { AttachmentFiles } from '../storage/attachment-files';
import { forgetAbandonedUploads } from './attachment-repository';

/** How often the uploads that no list claimed are looked for, whoever uploaded them. */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Forgets every user's uploads that no attachment claimed within a day, and removes their files: a form
 * abandoned after its upload, or a client that uploads and never attaches, does not keep disk space
 * until its user uploads again. Answers how many were removed.
 */
export async function sweepAbandonedUploads(
  db: Db,
  files: AttachmentFiles,
  now = Date.now(),
): Promise<number> {
  const fileNames = await forgetAbandonedUploads(db, now);
  await files.remove(fileNames);
  return fileNames.length;
}
