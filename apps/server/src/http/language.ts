import { languageOfAcceptLanguage, type Language } from '@wayfarer/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: the signed-in account's, read with its session; before a session
 * is known (a public route, a refused token), the one `Accept-Language` asks for.
 */
export function languageOf(request: FastifyRequest): Language {
  // Only the session's language is read: naming the session's whole type would tie this file to auth.ts.
  const { session } = request as FastifyRequest & { session?: { language: Language } | null };
  return session?.language ?? languageOfAcceptLanguage(request.headers['accept-language']);
}
