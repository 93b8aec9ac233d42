import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyBaseLogger } from 'fastify';
import { byteCounter } from './disk-store';
import { checkedKey, storageUnavailable, type FileStore } from './file-store';

export interface S3Options {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, B2…); AWS's own when undefined. */
  endpoint?: string | undefined;
  region: string;
  /** Without them the SDK's own chain is used (AWS_* variables, an instance's or a task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (`endpoint/bucket/key`), as MinIO and most local servers want. */
  forcePathStyle: boolean;
  log: FastifyBaseLogger;
}

/** S3's smallest part of a multipart upload; one part at a time is what an upload holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;
/** How long a connection may take to open, and a request to answer, before the call counts as failed. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket, through the official SDK. Uploads of unknown length go through
 * lib-storage's Upload: one PutObject for a file under 5 MB, a multipart upload above, holding one 5 MB
 * part at a time and aborted (no part left) when the body fails.
 *
 * A failed call is logged by its operation, key, error name and HTTP status only: the SDK's error objects
 * can carry the request's signature material (S3's SignatureDoesNotMatch answer echoes the string to
 * sign and the access key id), so none of them reaches a log line, and the client gets a plain 503.
 */
export function s3FileStore({
  bucket,
  endpoint,
  region,
  credentials,
  forcePathStyle,
  log,
}: S3Options): FileStore {
  const client = new S3Client({
    region,
    forcePathStyle,
    ...(endpoint && { endpoint }),
    ...(credentials && { credentials }),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer default
    // of streaming trailing checksums (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });

  const failed = (operation: string, key: string, error: unknown) => {
    log.warn(
      {
        storage: 's3',
        operation,
        key,
        error: error instanceof Error ? error.name : typeof error,
        status: statusOf(error),
      },
      'file storage request failed',
    );
    return storageUnavailable();
  };

  return {
    kind: 's3',

    async put(key, body, contentType) {
      checkedKey(key);
      if (!(body instanceof Readable)) {
        await new Upload({
          client,
          params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        })
          .done()
          .catch((error: unknown) => {
            throw failed('put', key, error);
          });
        return body.length;
      }
      // The body's own failure (a size limit, a cut connection) is thrown as it is, not as the store's.
      let bodyError: unknown;
      body.once('error', (error) => (bodyError = error));
      const counter = byteCounter();
      body.pipe(counter);
      body.once('error', (error) => counter.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counter, ContentType: contentType },
        queueSize: 1,
        partSize: PART_BYTES,
      });
      try {
        await upload.done();
      } catch (error) {
        if (bodyError !== undefined) throw bodyError;
        body.destroy();
        throw failed('put', key, error);
      }
      return counter.bytes;
    },

    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('GetObject answered no stream');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw failed('get', key, error);
      }
    },

    async read(key, offset, length) {
      if (length <= 0) return Buffer.alloc(0);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: checkedKey(key),
            Range: `bytes=${offset}-${offset + length - 1}`,
          }),
        );
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        // 416: the range starts past the end of the object.
        if (statusOf(error) === 416) return Buffer.alloc(0);
        throw failed('get range', key, error);
      }
    },

    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      } catch (error) {
        if (isMissing(error)) return;
        throw failed('delete', key, error);
      }
    },
  };
}
