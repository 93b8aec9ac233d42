import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { AttachmentFiles } from '../storage/attachment-files';
import type { StoredFile } from '../storage/file-store';
import type { NamedFiles } from '../storage/named-files';
import type { ExportFile, ExportPlan } from './export-document';
import { financesCsv } from './finances-csv';

export interface ArchiveFiles {
  attachments: AttachmentFiles;
  photos: NamedFiles;
  log: FastifyBaseLogger;
}

const open = (file: ExportFile, { attachments, photos }: ArchiveFiles): Promise<StoredFile | undefined> =>
  file.kind === 'photo' ? photos.open(file.storedName) : attachments.open(file.storedName);

/**
 * The export as a ZIP, made as it is read: the stored files are opened one at a time, each when the one
 * before it has gone into the archive, and stored as they are (they are PDFs, images and office files,
 * already compressed), so the memory it takes does not grow with the files, however many and large.
 * data.json comes last, once it is known which files the store still had. A reader that stops (the
 * download cancelled) ends the file being read.
 */
export function exportArchive(plan: ExportPlan, files: ArchiveFiles): Readable {
  const zip = new ZipFile();
  const mtime = new Date(plan.document.exportedAt);
  // yazl declares the interface; the stream is a PassThrough, which can be destroyed.
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  let stopped = false;
  output.once('close', () => {
    stopped = true;
    reading?.destroy();
  });

  async function fill(): Promise<void> {
    zip.addBuffer(Buffer.from(financesCsv(plan.csvRows)), 'finances.csv', { mtime });
    zip.addBuffer(Buffer.from(plan.calendar), 'calendar.ics', { mtime });
    for (const file of plan.files) {
      if (stopped) return;
      const stored = await open(file, files);
      if (!stored) {
        files.log.warn({ name: file.storedName }, 'export: a stored file is missing');
        file.lost();
        continue;
      }
      reading = stored.stream;
      zip.addReadStream(stored.stream, file.path, { mtime, compress: false, size: stored.size });
      await finished(stored.stream);
    }
    zip.addBuffer(Buffer.from(JSON.stringify(plan.document, null, 2)), 'data.json', { mtime });
    zip.end();
  }

  fill().catch((error: unknown) => {
    if (stopped) return;
    files.log.error({ err: error }, 'export: the archive could not be made');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
