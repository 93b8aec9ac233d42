import type { FastifyRequest } from 'fastify';

/*
 * What the logs may say about an error and a request. A failed query's error carries the statement's
 * parameters (Drizzle's `params`, PGlite's `params`, PostgreSQL's `detail`, "Failing row contains (…)"),
 * and with them a password hash, a token's hash or a user's text; a request's address carries query
 * strings (attachment signatures) and mailed tokens in its path. None of these reaches a log line.
 */

/** The fields of a PostgreSQL error that name where it failed, never what was in the row. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An error of the database driver or of Drizzle wrapping one: it has a SQLSTATE code or a query. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    'params' in error ||
    'query' in error ||
    (typeof error['code'] === 'string' && /^[0-9A-Z]{5}$/.test(error['code']))
  );
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * PostgreSQL puts a value after a colon ('invalid input syntax for type uuid: "…"'), never before it;
 * Drizzle's message is the statement and its parameters, so none of it is kept.
 */
function databaseMessage(error: Record<string, unknown>): string {
  if ('params' in error && typeof error['code'] !== 'string') return 'a database query failed';
  const message = typeof error['message'] === 'string' ? error['message'] : '';
  return message.split(':')[0]?.trim() || 'a database query failed';
}

/** How many causes deep a logged error goes. */
const MAX_DEPTH = 3;

/**
 * pino's `err` serializer. Unlike pino's own, it never folds a cause's message into the error's (a
 * failed query is usually the cause of something): each cause is serialized here too, and a database
 * error is cut down to what locates the failure.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!isRecord(error)) return { type: typeof error, message: String(error), stack: '' };
  const database = isDatabaseError(error);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const logged: LoggedError = {
    type: error.constructor.name,
    message: database ? databaseMessage(error) : text(error['message']),
    stack: database ? framesOf(error['stack']) : text(error['stack']),
  };
  if (database) {
    for (const field of DATABASE_FIELDS) {
      if (error[field] !== undefined) logged[field] = error[field];
    }
  } else {
    // A plain error's own code, status and the like; nothing structured, which could hold a body.
    for (const [key, value] of Object.entries(error)) {
      if (!(key in logged) && value !== null && typeof value !== 'object') logged[key] = value;
    }
    if (Array.isArray(error['errors']) && depth < MAX_DEPTH) {
      logged['errors'] = error['errors'].map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  if (error['cause'] !== undefined && depth < MAX_DEPTH) {
    logged['cause'] = serializeError(error['cause'], depth + 1);
  }
  return logged;
}

/** A request's path without its query string, and without the token of a mailed link. */
export function redactedUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const withoutTokens = path
    .replace(/\/(confirmemail|newpassword)\/[^/]+/i, '/$1/[token]')
    .replace(/\/calendar\/[^/]+\.ics$/i, '/calendar/[token].ics');
  return query === undefined ? withoutTokens : `${withoutTokens}?[query]`;
}

export const logSerializers = {
  err: serializeError,
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    remoteAddress: request.ip,
  }),
};
