import { hash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { unauthorized } from './errors';
import { installIdempotency } from './idempotency';
import { sessionCheckOf } from './session-check';
import type { SignedInRequest } from './signed-in';
import { enforceTripAccess } from './trip-policy';
import { takeWriteTurns } from './write-gate';

/** Set on a scope by `requireUser`: `addEndpointRoute` checks that a route is registered where the map says. */
export const SIGNED_IN_SCOPE = 'wayfarerSignedInScope';

/** 32 random bytes: unguessable, URL-safe, and only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
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
 * of a live session (`request.session.userId`), and every query filters by it. What a route does to a
 * trip is checked against the caller's role (http/trip-policy.ts), the scope's writes take turns per
 * user (http/write-gate.ts), and a write sent with an Idempotency-Key is answered once (http/idempotency.ts).
 */
export function requireUser(app: FastifyInstance, db: Db): void {
  app.decorate(SIGNED_IN_SCOPE, true);
  app.decorateRequest('session', null);
  const takeWriteTurn = takeWriteTurns(app);
  enforceTripAccess(app, db);
  installIdempotency(app, db);
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const session = await sessionCheckOf(db)(tokenHash);
    if (!session) throw unauthorized();
    const trip = session.tripId && session.role ? { id: session.tripId, role: session.role } : null;
    (request as FastifyRequest & SignedInRequest).session = {
      sessionId: session.sessionId,
      userId: session.userId,
      language: session.language,
      timeZone: session.timeZone,
      tokenHash,
      trip,
      answerVersions: {
        todo: (trip ? session.tripTodo : session.todo) ?? 0,
        // Both counters only grow, so their sum moves whenever either does.
        finances: (session.finances ?? 0) + (trip ? (session.tripFinances ?? 0) : 0),
      },
    };
    await takeWriteTurn(request, reply, session.userId);
  });
}
