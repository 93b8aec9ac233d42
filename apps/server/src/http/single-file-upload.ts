import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && 'code' in error && error.code === code;

/**
 * Reads the one multipart file part named 'file' into memory, within the size limit the scope's
 * multipart plugin was registered with. Failures while reading are the request's (a body cut short, a
 * broken boundary), so they answer 400 rather than 500; the size limit answers `tooLarge()`.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'not_multipart', 'Send the file as multipart/form-data.');
  }
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw new HttpError(400, 'missing_file', 'Send the file in the multipart field "file".');
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    request.log.info({ err: error }, 'unreadable upload');
    throw new HttpError(
      400,
      'invalid_upload',
      'The upload could not be read: send one multipart/form-data file.',
    );
  }
  // Over a real connection the limit can cut the file without toBuffer noticing; the cut tells.
  if (part.file.truncated) throw tooLarge();
  return bytes;
}
