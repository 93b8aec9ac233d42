import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses every compressible answer of 1 KB or more, brotli or gzip as the client's Accept-Encoding
 * prefers. Brotli at quality 4: on a 50 KB board it is about as small as gzip -9 and several times faster
 * than brotli's default 11, which suits answers made per request (the built assets are compressed once, at
 * build time, at the highest quality: see apps/web/vite.config.ts).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
