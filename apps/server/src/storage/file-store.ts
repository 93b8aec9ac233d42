import type { Readable } from 'node:stream';
import { HttpError } from '../http/errors';

/**
 * Where uploaded files live: a folder on local disk or an S3-compatible bucket, behind one interface, so
 * that the features neither know nor care which. Keys are `<prefix>/<random name>` (see named-files.ts);
 * no key is ever made from what a client sent.
 */
export interface FileStore {
  /** 'disk' or 's3', for the start-up log line. */
  readonly kind: 'disk' | 's3';
  /**
   * Writes the body under the key and answers how many bytes it held. The body is read as it arrives, a
   * bounded part at a time, never whole. When the body fails (its own error: a size limit, a cut
   * connection), that error is thrown as it is and nothing is left under the key.
   */
  put(key: string, body: Readable | Uint8Array, contentType: string): Promise<number>;
  /** The stored object as a stream, with its size, or undefined when there is none under the key. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Up to `length` bytes from `offset` (fewer at the end of the object, none past it). */
  read(key: string, offset: number, length: number): Promise<Buffer>;
  /** Removes the object; one already gone is no error. */
  remove(key: string): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** The keys a store takes: a lower-case prefix and a name of hex digits with an extension. */
export const STORE_KEY_PATTERN = /^[a-z]+\/[0-9a-f]{32}\.[a-z]{3,4}$/;

export function checkedKey(key: string): string {
  if (!STORE_KEY_PATTERN.test(key)) throw new Error(`not a stored file key: ${key}`);
  return key;
}

/** What a client is told when the store cannot be reached; the operator's log says more (no secrets). */
export const storageUnavailable = () =>
  new HttpError(503, 'storage_unavailable', 'File storage is not available right now. Try again shortly.');
