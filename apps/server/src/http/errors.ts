import type { ValidationRule } from '@wayfarer/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { en } from '../i18n/messages.en';
import { messagesOf, textIn, type Text } from '../i18n/messages';
import { validationMessage } from '../i18n/validation-message';
import { languageOf } from './language';

/**
 * An error that is the caller's to read: its status, code and message reach the client as they are, with
 * its headers (a 429's Retry-After, raised where no reply is at hand). The message is English words of the
 * catalogues (messages.en.ts), or a `Text` when it has values; the answer gives it in the reader's language,
 * and `message` keeps the English for the logs.
 */
export class HttpError extends Error {
  readonly text: string | Text;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    text: string | Text,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the answer carries beside `error` and `message` (a stale write's `current`). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(typeof text === 'string' ? text : text(en));
    this.text = text;
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

export const notFound = (text: string | Text = 'Not found.') => new HttpError(404, 'not_found', text);
/** A cap on what a board or a person may hold is reached: nothing was added. */
export const limitReached = (text: Text) => new HttpError(409, 'limit_reached', text);
export const unauthorized = () =>
  new HttpError(401, 'unauthorized', 'Sign in again: the session is missing, expired or revoked.');

/**
 * The SQLSTATEs of a transaction that lost a race with another (a deadlock, a serialization failure):
 * the database undid it whole, so it may simply be sent again.
 */
const RACE_LOST_STATES = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, through the wrappers the query builder puts around it. */
function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = cause.cause;
  }
  return undefined;
}

/**
 * The constraint a database error says was broken (a unique key, a check), through the same wrappers;
 * none for any other error.
 */
export function brokenConstraint(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth += 1) {
    const { constraint } = cause as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
    cause = cause.cause;
  }
  return undefined;
}

/**
 * 400 invalid_request for a field that a rule checked by the server (one that needs what is stored)
 * refuses: worded as the validator words a schema's rule, with the field named in words.
 */
export const refusedField = (rule: ValidationRule, field: string) =>
  new HttpError(400, 'invalid_request', (t) => {
    const fields: Readonly<Record<string, string>> = t.refusedFields.fields;
    return t.refusedFields.rules[rule](fields[field] ?? field, '');
  });

/** 409 write_conflict, for a write the database undid as it raced another: nothing was saved. */
const writeConflict = () =>
  new HttpError(
    409,
    'write_conflict',
    'Another change was being saved at the same moment, and yours could not be: nothing was saved. Try again.',
    { 'retry-after': '1' },
  );

type ValidationContext = NonNullable<FastifyError['validationContext']>;

/** The part of the request a validation failure is about, as the validator read it. */
function partOf(request: FastifyRequest, context: ValidationContext): unknown {
  const parts = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return parts[context];
}

/** Every failure answers `{ error, message }`; validation failures name the field that was wrong. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const issue = error.validation[0] ?? { keyword: 'custom', instancePath: '', params: {} };
      const message = validationMessage(
        messagesOf(language).refusedFields,
        context,
        issue,
        partOf(request, context),
      );
      return reply.code(400).send({ error: 'invalid_request', message });
    }
    const raceLost = RACE_LOST_STATES.has(sqlStateOf(error) ?? '');
    if (raceLost) request.log.warn({ err: error }, 'a write lost a race and was undone');
    const answer = raceLost ? writeConflict() : error;
    if (answer instanceof HttpError) {
      return reply
        .code(answer.statusCode)
        .headers(answer.headers)
        .send({ ...answer.extra, error: answer.code, message: textIn(language, answer.text) });
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
      .send({ error: 'internal_error', message: textIn(language, (t) => t.errors.internalError) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      message: textIn(languageOf(request), (t) =>
        t.errors.noRoute(request.method, request.url.split('?')[0] ?? ''),
      ),
    }),
  );
}
