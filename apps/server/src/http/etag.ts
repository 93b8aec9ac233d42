import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A weak tag (the text is sent in several encodings) of 128 bits of the text's SHA-256. */
export function etagOf(text: Buffer | string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match compared weakly, as RFC 9110 asks: `*`, or any listed tag with or without `W/`. */
export function isUnchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
