import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { AttachmentFiles } from '../storage/attachment-files';
import type { StoredFile } from '../storage/file-store';
import type { NamedFiles } from '../storage/named-files';
import type { ExportFile, ExportPlan } from './export-document';

export interface ArchiveFiles {
  attachments: AttachmentFiles;
  photos: NamedFiles;
  log: FastifyBaseLogger;
}

const open = (file: ExportFile, { attachments, photos }: ArchiveFiles): Promise<StoredFile | undefined> =>
  file.kind === 'photo' ? photos.open(file.storedName) : attachments.open(file.storedName);

/**
 * The export as a ZIP, made as it is read, one entry after the other, each once the one before it has
 * gone into the archive: finances.csv and data.json are written a line or a trip at a time, and the
 * stored files opened one at a time and stored as they are (they are PDFs, images and office files,
 * already compressed), so the memory it takes does not grow with the trips or the files, however many
 * and large. data.json comes last, once it is known which files the store still had. A reader that stops
 * (the download cancelled) ends the entry being written.
 */
export function exportArchive(plan: ExportPlan, files: ArchiveFiles): Readable {
  const zip = new ZipFile();
  const mtime = plan.exportedAt;
  // yazl declares the interface; the stream is a PassThrough, which can be destroyed.
  const output = zip.outputStream as Readable;
  let writing: Readable | undefined;
  let stopped = false;
  output.once('close', () => {
    stopped = true;
    writing?.destroy();
  });

  /** Adds the entry and waits until it is in the archive. */
  async function add(stream: Readable, path: string, options: { compress?: boolean; size?: number } = {}) {
    writing = stream;
    zip.addReadStream(stream, path, { mtime, ...options });
    await finished(stream);
  }
  const text = (pieces: AsyncIterable<string>) => Readable.from(pieces, { objectMode: false });

  async function fill(): Promise<void> {
    await add(text(plan.financesCsv()), 'finances.csv');
    zip.addBuffer(Buffer.from(plan.calendar), 'calendar.ics', { mtime });
    const archived = new Map<string, string>();
    for await (const file of plan.files()) {
      if (stopped) return;
      const stored = await open(file, files);
      if (!stored) {
        files.log.warn({ name: file.storedName }, 'export: a stored file is missing');
        continue;
      }
      await add(stored.stream, file.path, { compress: false, size: stored.size });
      archived.set(file.id, file.path);
    }
    if (stopped) return;
    await add(text(plan.dataJson(archived)), 'data.json');
    zip.end();
  }

  fill().catch((error: unknown) => {
    if (stopped) return;
    files.log.error({ err: error }, 'export: the archive could not be made');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
