import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && 'code' in error && error.code === code;

const unreadable = () =>
  new HttpError(400, 'invalid_upload', 'The upload could not be read: send one multipart/form-data file.');

/** An upload whose first bytes have been read to judge it, the whole still to come as a stream. */
export interface IncomingFile {
  /** At least the first `headBytes` bytes, or all of a shorter file. */
  head: Buffer;
  /**
   * Every byte of the file, the head first, as it arrives. It fails with `tooLarge()` as soon as the
   * scope's size limit is passed, and with a 400 when the body is cut short or malformed.
   */
  stream: Readable;
  /**
   * Reads the rest of the upload without keeping it, for a file refused by its head: answered before its
   * body is all read, the request would leave its connection busy, neither idle nor closed.
   */
  discard(): Promise<void>;
}

/**
 * The one multipart file part named 'file'. Failures while reading are the request's (a body cut short, a
 * broken boundary), so they answer 400 rather than 500; the size limit answers `tooLarge()`.
 */
async function filePart(request: FastifyRequest, tooLarge: () => HttpError): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'not_multipart', 'Send the file as multipart/form-data.');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    request.log.info({ err: error }, 'unreadable upload');
    throw unreadable();
  }
  if (!part || part.fieldname !== 'file') {
    throw new HttpError(400, 'missing_file', 'Send the file in the multipart field "file".');
  }
  return part;
}

/**
 * The file part as a stream that fails rather than ends short: busboy ends a file cut at the size limit
 * as if it were whole, saying so only by an event and a flag.
 */
function checkedStream(request: FastifyRequest, part: MultipartFile, tooLarge: () => HttpError): Readable {
  const checked = new PassThrough();
  const file = part.file;
  // The rest of the body is still read, and dropped: a client is answered once it has sent its request.
  const dropTheRest = () => {
    file.unpipe(checked);
    file.resume();
  };
  file.once('limit', () => {
    dropTheRest();
    checked.destroy(tooLarge());
  });
  file.once('error', (error) => {
    request.log.info({ err: error }, 'unreadable upload');
    checked.destroy(unreadable());
  });
  file.once('end', () => {
    if (file.truncated) checked.destroy(tooLarge());
  });
  // The consumer gave up (a refused type, a store that failed): the rest is not wanted.
  checked.once('close', () => {
    if (!file.readableEnded) dropTheRest();
  });
  file.pipe(checked);
  return checked;
}

/**
 * Receives the one multipart file, reading only its first `headBytes` before answering, so the caller
 * can judge the file by them and then stream the rest to storage: a file is never held whole here.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  tooLarge: () => HttpError,
  headBytes: number,
): Promise<IncomingFile> {
  const part = await filePart(request, tooLarge);
  const source = checkedStream(request, part, tooLarge);
  const chunks = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < headBytes) {
    const next = (await chunks.next()) as IteratorResult<Buffer>;
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  async function* whole() {
    try {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        yield next.value as Buffer;
      }
    } finally {
      // Read to the end, or given up by the consumer: either way the part is done with.
      await chunks.return?.();
    }
  }
  const stream = Readable.from(whole(), { objectMode: false });
  return {
    head: Buffer.concat(head),
    stream,
    async discard() {
      stream.destroy();
      source.destroy();
      await finished(part.file).catch(() => undefined);
    },
  };
}

/**
 * Reads the one multipart file part named 'file' into memory, within the size limit the scope's
 * multipart plugin was registered with: for a file that must be decoded whole anyway (a photo).
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  const part = await filePart(request, tooLarge);
  try {
    const bytes = await part.toBuffer();
    // Over a real connection the limit can cut the file without toBuffer noticing; the cut tells.
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    request.log.info({ err: error }, 'unreadable upload');
    throw unreadable();
  }
}
