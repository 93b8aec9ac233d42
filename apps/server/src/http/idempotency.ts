import { hash, randomUUID } from 'node:crypto';
import { API_BASE, endpoints } from '@wayfarer/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { SwaggerTransform } from '@fastify/swagger';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { Db } from '../db/client';
import type { SignedInRequest } from './signed-in';
import { HttpError } from './errors';
import { idempotencyKeys } from './idempotency-schema';

/*
 * Idempotent writes. A signed-in POST, PATCH or DELETE sent with an `Idempotency-Key` header is answered
 * once: the same user sending the same key again within 24 hours gets the first answer again (with
 * `Idempotent-Replayed: true`) and changes nothing, however many instances answer. Only a success is kept:
 * a refused key is free again (see keepsAnswer). The same key with another method, route, path parameter,
 * query, body or trip answers 422 idempotency_key_reused; one user's keys mean nothing to another's.
 * Without the header nothing here runs a query.
 *
 * The first request claims the key (a pending row, INSERT … ON CONFLICT DO NOTHING, so of many at once
 * exactly one claims it), runs, and stores its answer before it is sent. On one instance a user's writes
 * take turns (write-gate.ts), so a repeat finds the answer stored; a repeat another instance answers while
 * the first still runs waits for the answer, polling, for up to WAIT_MS, then answers 409
 * idempotency_in_progress with Retry-After: 1. Waiting suits the usual repeat (a client's retry after a
 * lost answer, a double click), which then gets the answer itself; the limit keeps a repeat of a slow
 * write from holding its user's turn, and the client's connection, for long.
 */

/** How long a key's answer is kept, and the key held. */
const KEPT = sql`interval '24 hours'`;
/**
 * A claim still pending after this was left by an instance that stopped while answering: the key is
 * taken over by the next repeat. Far longer than any write takes.
 */
const PENDING_LEASE = sql`interval '60 seconds'`;
/** How long a repeat waits for the first request's answer, polling, before answering 409. */
const WAIT_MS = 3000;
const FIRST_POLL_MS = 20;
const LONGEST_POLL_MS = 500;
/** Deeper bodies answer 400 rather than run the hash out of stack; no request of the API nests past 5. */
const MAX_DEPTH = 64;
/** 1 to 255 visible ASCII characters: a UUID, a ULID, a client's own scheme. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** The headers of an answer that are kept with it; the rest are the same on every answer. */
const KEPT_HEADERS = ['content-type', 'location'] as const;

/** What a route does with the header: honour it, or refuse it (uploads, see docs/sharing.md, "Idempotent writes"). */
export type IdempotencyHandling = 'honoured' | 'refused';

/** The statuses an honoured key may answer, for the OpenAPI document (a contract's own meaning wins). */
export const IDEMPOTENCY_STATUSES = {
  409: 'idempotency_in_progress: the request first sent with this Idempotency-Key is still being answered; send it again after Retry-After',
  422: 'idempotency_key_reused: this Idempotency-Key was used in the last 24 hours for another request, or on another current trip',
} as const;

const KEY_DESCRIPTION =
  'Optional, 1 to 255 visible ASCII characters (a UUID). The first success under this user’s key is kept 24 ' +
  'hours and sent again, with Idempotent-Replayed: true, to a repeat, which changes nothing; a refusal or a ' +
  '5xx is not kept, and its repeat runs again. The same key with another method, path, query, body or ' +
  'current trip answers 422 idempotency_key_reused, and a repeat while the first is still being answered ' +
  'waits for it, or answers 409 idempotency_in_progress after 3 s. Uploads refuse the header (400).';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A signed-in write: what it does with an Idempotency-Key (set by addEndpointRoute). */
    idempotency?: IdempotencyHandling;
  }
}

const invalidKey = () =>
  new HttpError(
    400,
    'invalid_idempotency_key',
    'The Idempotency-Key header must be 1 to 255 visible ASCII characters, without spaces.',
  );
const keyOnUpload = () =>
  new HttpError(
    400,
    'idempotency_key_not_taken',
    'Uploads take no Idempotency-Key: send the file again without one.',
  );
const keyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used in the last 24 hours for another request: send a new key with a new change.',
  );
const inProgress = () =>
  new HttpError(
    409,
    'idempotency_in_progress',
    'The request first sent with this Idempotency-Key is still being answered: send it again in a moment.',
    { 'retry-after': '1' },
  );
const tooDeep = () => new HttpError(400, 'invalid_request', 'The request body is nested too deeply.');

/**
 * JSON with every object's keys in order, so that a body means one text however its client ordered it.
 * Arrays keep their order (it is meaning: a move of the board lists its lists in order).
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw tooDeep();
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests under one key the same request, beside its method and route: SHA-256, hex.
 * `trip` is the trip it was sent for when its path names none (tripSentFor); absent, it leaves the hash
 * as it is without one.
 */
export function requestHash(request: {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  trip?: string | undefined;
}): string {
  const input = {
    params: request.params ?? {},
    query: request.query ?? {},
    body: request.body ?? null,
    trip: request.trip,
  };
  return hash('sha256', canonicalJson(input), 'hex');
}

/**
 * Whether an answer is kept for the key's repeats: a success only, whose repeat must not make the change
 * again. A refusal made no change, so its repeat may run again and be answered by what it finds then: the
 * same refusal when only the request decides it (a 400 on the body, a 409 on a stale version, whose
 * `current` is then the item as it is now), and the change once what refused it has moved (a 401 session,
 * a 403 role, a 404 item or membership, a 409 limit or owner, a 422 exchange rate, a 429 limit), which a
 * kept refusal would deny for 24 hours. Nor 5xx: the server failed, and a repeat may succeed.
 */
export function keepsAnswer(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * The writes whose success makes another trip the caller's current one, a trip their request names or
 * makes: their repeat after a lost answer finds that trip current, and is the same request all the same.
 */
const MOVES_THE_CURRENT_TRIP = new Set(
  [endpoints.createTrip, endpoints.setCurrentTrip, endpoints.acceptInvitation].map(
    ({ method, path }) => `${method} ${API_BASE}${path}`,
  ),
);

/** A request that holds its key, with what it stores its answer under. */
interface Claim {
  userId: string;
  key: string;
  claim: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user whose session requireUser's hook set on the request. */
const userOf = (request: FastifyRequest) => (request as FastifyRequest & SignedInRequest).session.userId;

/**
 * The trip a write was sent for, which its key is bound to, when its path names none (a path's :tripId is
 * in the hashed parameters already): the caller's current trip, which the board's, the trip's and the
 * finances' routes act on; none for the user's own board before any trip, nor for the writes that move
 * the current trip. The other writes are bound too, also those that read no trip: their repeat after a
 * switch answers 422, which the client sees, where a route missing from a list of those that read it
 * would answer a change made on another trip as made on this one.
 */
function tripSentFor(request: FastifyRequest, path: string): string | undefined {
  const params = request.params;
  if (params !== null && typeof params === 'object' && 'tripId' in params) return undefined;
  if (MOVES_THE_CURRENT_TRIP.has(`${request.method} ${path}`)) return undefined;
  return (request as FastifyRequest & SignedInRequest).session.trip?.id;
}

function headerKey(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !VALID_KEY.test(key)) throw invalidKey();
  return key;
}

/**
 * Claims the key for this request: a new key, one whose 24 hours are over (swept or not yet), or one whose
 * claim was left pending past its lease by the same request. Answers whether this request holds it.
 */
async function tryClaim(db: Db, row: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const sameRequest = and(
    eq(idempotencyKeys.method, sql`excluded.method`),
    eq(idempotencyKeys.path, sql`excluded.path`),
    eq(idempotencyKeys.requestHash, sql`excluded.request_hash`),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        method: sql`excluded.method`,
        path: sql`excluded.path`,
        requestHash: sql`excluded.request_hash`,
        claim: sql`excluded.claim`,
        status: null,
        headers: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEPT} or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${PENDING_LEASE} and ${sameRequest})`,
    })
    .returning({ claim: idempotencyKeys.claim });
  return claimed[0]?.claim === row.claim;
}

async function storedUnder(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= now() - ${KEPT}`,
      ),
    );
  return row;
}

function replay(reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect & { status: number }) {
  return reply
    .code(row.status)
    .headers({ ...row.headers, [REPLAYED_HEADER]: 'true' })
    .send(row.body ?? undefined);
}

/**
 * Before validation: refuses a bad key, replays a stored answer, or claims the key. The body is parsed
 * by then (its hash is taken from the parsed JSON), and not yet checked: a repeat of a success is
 * answered as the first was, whatever its body; an invalid body's 400, a refusal, is not kept.
 */
function claimOrReplay(db: Db): preValidationHookHandler {
  return async function idempotencyClaim(request, reply) {
    const key = headerKey(request);
    if (key === undefined) return;
    if (request.routeOptions.config.idempotency === 'refused') throw keyOnUpload();
    const userId = userOf(request);
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const row = {
      userId,
      key,
      method: request.method,
      path,
      requestHash: requestHash({
        params: request.params,
        query: request.query,
        body: request.body,
        trip: tripSentFor(request, path),
      }),
      claim: randomUUID(),
    };
    let waited = 0;
    for (let poll = FIRST_POLL_MS; ; poll = Math.min(poll * 2, LONGEST_POLL_MS)) {
      if (await tryClaim(db, row)) {
        claims.set(request, { userId, key, claim: row.claim });
        return;
      }
      const stored = await storedUnder(db, userId, key);
      // None: given back (after a refusal or a 5xx) or swept between the two statements, and claimed again next time.
      if (stored) {
        const same =
          stored.method === row.method && stored.path === row.path && stored.requestHash === row.requestHash;
        if (!same) throw keyReused();
        if (stored.status !== null) return replay(reply, { ...stored, status: stored.status });
      }
      if (waited >= WAIT_MS) throw inProgress();
      await pause(poll);
      waited += poll;
    }
  };
}

/** The answer's text, as this hook is handed it; undefined for what cannot be kept (a stream). */
function textOf(payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

/**
 * Before the answer is sent (and before it is compressed): stores it under the request's key, or gives
 * the key back when the answer is not one to keep. Awaited, so that the user's next write, which waits
 * for this one's turn to end, finds the answer stored. A failure to store is logged, and the answer sent:
 * the write was made, and the key's pending claim is taken over after its lease.
 */
function storeAnswer(db: Db): onSendHookHandler {
  return async function idempotencyStore(request, reply, payload) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const held = and(
      eq(idempotencyKeys.userId, claim.userId),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.claim, claim.claim),
    );
    const body = textOf(payload);
    try {
      if (!keepsAnswer(reply.statusCode) || body === undefined) {
        await db.delete(idempotencyKeys).where(held);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      await db.update(idempotencyKeys).set({ status: reply.statusCode, headers, body }).where(held);
    } catch (error) {
      request.log.warn({ err: error }, 'the answer of an idempotent write could not be stored');
    }
    return payload;
  };
}

/**
 * Adds the two steps to each signed-in write of the scope as it is registered: only writes pay for them,
 * and the store runs before the compression plugin's step, which the plugin adds to each route too.
 * Called by requireUser, whose session check runs first.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  const claim = claimOrReplay(db);
  const store = storeAnswer(db);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotency) return;
    const before = route.preValidation;
    route.preValidation = [...(before ? [before].flat() : []), claim];
    const sending = route.onSend;
    route.onSend = [store, ...(sending ? [sending].flat() : [])];
  });
}

/** Drops the keys whose 24 hours are over; a read treats them as absent already. */
export async function sweepIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT}`));
}

/**
 * The OpenAPI document's transform, adding the optional Idempotency-Key header to every write that
 * honours it. Documentation only: the header is checked by the claim step, and a headers schema given to
 * Fastify would replace the request's headers with what it lets through.
 */
export function withIdempotencyKeyHeader<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const result = transform(input);
    if (input.route.config?.idempotency !== 'honoured') return result;
    const headers = {
      type: 'object',
      properties: {
        [IDEMPOTENCY_KEY_HEADER]: {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          pattern: VALID_KEY.source,
          description: KEY_DESCRIPTION,
        },
      },
    };
    return { ...result, schema: { ...result.schema, headers } };
  };
}
