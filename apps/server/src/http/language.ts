import { languageOfAcceptLanguage, type Language } from '@wayfarer/core';
import type { FastifyRequest } from 'fastify';
import type { SignedInSession } from './auth';

/**
 * The language a request is answered in: the signed-in account's, read with its session; before a session
 * is known (a public route, a refused token), the one `Accept-Language` asks for.
 */
export function languageOf(request: FastifyRequest): Language {
  const { session } = request as FastifyRequest & { session?: SignedInSession | null };
  return session?.language ?? languageOfAcceptLanguage(request.headers['accept-language']);
}
