import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * An error that is the caller's to read: its status, code and message reach the client as they are, with
 * its headers (a 429's Retry-After, raised where no reply is at hand).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the answer carries beside `error` and `message` (a stale write's `current`). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/**
 * 409 stale: someone else wrote the item after the version the request sent, and nothing was changed;
 * `current` is the item as it is now.
 */
export const staleWrite = (current: unknown) =>
  new HttpError(
    409,
    'stale',
    'Someone changed this after you opened it: nothing was saved. Look at their change, then keep yours or theirs.',
    {},
    { current },
  );

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
/** A cap on what a board or a person may hold is reached: nothing was added. */
export const limitReached = (message: string) => new HttpError(409, 'limit_reached', message);
export const unauthorized = () =>
  new HttpError(401, 'unauthorized', 'Sign in again: the session is missing, expired or revoked.');

/** Every failure answers `{ error, message }`; validation failures name the field that was wrong. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const where = field
        ? `${error.validationContext ?? 'body'}.${field}`
        : (error.validationContext ?? 'body');
      return reply
        .code(400)
        .send({ error: 'invalid_request', message: `${where}: ${issue?.message ?? 'invalid'}` });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: (error.code ?? 'bad_request').toLowerCase(), message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}.` }),
  );
}
