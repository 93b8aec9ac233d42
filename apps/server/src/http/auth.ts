import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { unauthorized } from './errors';
import { sessionCheckOf } from './session-check';

/** Set on a scope by `requireUser`: `addEndpointRoute` checks that a route is registered where the map says. */
export const SIGNED_IN_SCOPE = 'wayfarerSignedInScope';

/** Who a request inside a signed-in scope comes from. */
export interface SignedInSession {
  userId: string;
  /** The hash of the bearer token, to end this session on Exit. */
  tokenHash: string;
  /**
   * The user's counters in answer_versions, read in the same statement as the session: a held answer
   * (http/answer-cache.ts) is checked against them without a query of its own.
   */
  answerVersions: { todo: number; finances: number };
}

/*
 * Set by `requireUser` and read with `sessionOf`, rather than a field declared on every request: a
 * public route cannot read a user id it was never given (sessionOf throws there, a 500 in any test).
 */
const sessionsByRequest = new WeakMap<FastifyRequest, SignedInSession>();

/** The session of a request in a scope that calls `requireUser`. */
export function sessionOf(request: FastifyRequest): SignedInSession {
  const session = sessionsByRequest.get(request);
  if (!session) throw new Error('sessionOf() was called by a route outside the scope of requireUser()');
  return session;
}

/** 32 random bytes: unguessable, URL-safe, and only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token.length > 200) return undefined;
  return token;
}

/**
 * The one ownership guard: routes registered inside a scope that calls this only ever see the user
 * of a live session (`sessionOf(request).userId`), and every query filters by it.
 */
export function requireUser(app: FastifyInstance, db: Db): void {
  app.decorate(SIGNED_IN_SCOPE, true);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const session = await sessionCheckOf(db)(tokenHash);
    if (!session) throw unauthorized();
    sessionsByRequest.set(request, {
      userId: session.userId,
      tokenHash,
      answerVersions: { todo: session.todo ?? 0, finances: session.finances ?? 0 },
    });
  });
}
