import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The encodings answers go out in, the preferred first when the client rates them alike. */
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses every compressible answer of 1 KB or more, brotli or gzip as the client's Accept-Encoding
 * prefers. Brotli at quality 4: on a board it is about as small as gzip -9 and much faster than brotli's
 * default 11, which suits answers made per request (the built assets are compressed once, at build time,
 * at the highest quality: see apps/web/vite.config.ts). Qualities 5 to 9 gain little on such answers and
 * 11 holds the event loop for long, so an answer held for many requests is compressed the same way.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions,
  });
}

/** The plugin reads `*` and `x-gzip` as gzip; so does `encodingFor`, so both pick the same encoding. */
const GZIP_ALIASES = /\*|x-gzip/gu;

/**
 * The encoding the compression plugin would choose for this request, for a route that sends bytes it
 * compressed beforehand: undefined when the client takes neither (the text then goes out as it is).
 */
export function encodingFor(request: FastifyRequest): AnswerEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  return negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/** The bytes the compression plugin would send for `text` in this encoding, made off the event loop. */
export function compressed(text: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(text, brotliOptions) : gzipAsync(text);
}
